export { WishlistList } from './WishlistList.tsx';
export type { WishlistListComponentProps } from './WishlistList.tsx';
export { useWishlistList } from './useWishlistList.ts';
export type { ListWishlist, WishlistListAria, WishlistListLoadError, WishlistListProps, WishlistListState } from './useWishlistList.ts';
export { wishlistListMessages } from './messages.ts';
