export { WishlistDetail } from './WishlistDetail.tsx';
export type { WishlistDetailComponentProps } from './WishlistDetail.tsx';
export { useWishlistDetail } from './useWishlistDetail.ts';
export type { DetailWishlist, DetailWishlistItem, WishlistDetailAria, WishlistDetailProps, WishlistDetailState } from './useWishlistDetail.ts';
export { wishlistDetailMessages } from './messages.ts';
