export { StickyBuyBar } from './StickyBuyBar.tsx';
export type { StickyBuyBarProps } from './StickyBuyBar.tsx';
export { useStickyBuyBarState } from './useStickyBuyBar.ts';
export type { StickyBuyBarState } from './useStickyBuyBar.ts';
export { stickyBuyBarMessages, STICKY_BUY_BAR_TEXT } from './messages.ts';
