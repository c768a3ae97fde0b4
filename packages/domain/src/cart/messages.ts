// Cart texts quoted by the specs (spec 2 §2, §8; spec 3 §8).
export const cartMessages = {
  empty: 'Your cart is empty',
  shareFailed: 'There was an issue sharing your cart. Please reload the page.',
  addedToCart: 'Added to cart',
  free: 'Free',
} as const;

/** The empty-cart view appears after this delay, so a loading cart does not flash "empty" (spec 2 §9). */
export const EMPTY_CART_DELAY_MS = 1000;
/** The add-to-cart toast lasts 1000 ms (spec 2 §4). */
export const ADD_TO_CART_TOAST_MS = 1000;
