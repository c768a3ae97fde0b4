// Cart Info texts. "Cart Info", "Checkout" and "Free" are spec 2 §2 and §9's; the rest is designed.
import { cartMessages } from '@rigkit/domain/cart';

export const cartSummaryMessages = {
  heading: 'Cart Info',
  subtotal: 'Subtotal', // designed
  shipping: 'Estimated shipping', // designed
  free: cartMessages.free,
  enterPostcode: 'Enter your postcode', // designed
  noEstimate: 'No delivery options for this postcode', // designed
  postcode: 'Postcode', // designed
  total: 'Total', // designed
  discount: (label: string) => `Discount (${label})`, // designed
  minus: (amount: string) => `−${amount}`, // designed: an amount taken off
  checkout: 'Checkout',
  business: 'Business order: payment is limited to methods that can be used for delivery.', // designed (spec 3 §4)
} as const;

/** @deprecated The name before the `<widget>Messages` scheme; kept because @rigkit/react/CartSummary exported it. Use `cartSummaryMessages`. */
export const CART_SUMMARY_TEXT = cartSummaryMessages;
