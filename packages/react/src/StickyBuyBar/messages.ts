// The sticky bar's own words: spec 2 §2 names its parts (image, name, price, buy button), not texts, so the label is
// designed; the button's default "Add to Cart" and BuyButtonText are the price block's.
export const stickyBuyBarMessages = {
  label: 'Buy this product', // designed
  price: 'Price', // designed
} as const;

/** @deprecated The name before the `<widget>Messages` scheme; kept because @rigkit/react/StickyBuyBar exported it. Use `stickyBuyBarMessages`. */
export const STICKY_BUY_BAR_TEXT = stickyBuyBarMessages;
