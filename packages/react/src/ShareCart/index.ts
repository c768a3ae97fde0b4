export { ShareCart } from './ShareCart.tsx';
export type { ShareCartComponentProps } from './ShareCart.tsx';
export { useShareCart } from './useShareCart.ts';
export type { ShareCartAria, ShareCartProps, ShareCartState } from './useShareCart.ts';
export { shareCartMessages, SHARE_CART_TEXT } from './messages.ts';
