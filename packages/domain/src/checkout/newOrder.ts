// A placed order's first status, and the reasons a submit is refused (spec 3 §4.4, §8; the texts are designed: the
// spec lists the server's errors without wording these).

/** Order actions are open in this status (spec 3 §4.8), so a new order can still be changed by its customer. */
export const NEW_ORDER_STATUS = 'Awaiting Processing';

/** An order with units waiting for the supplier (spec 3 §4.8 "Backorder"), and what it waits on. */
export const BACKORDER_STATUS = 'Backorder';
export const BACKORDER_SECONDARY_STATUS = 'Waiting on Supplier';

/** What a shopper reads in the checkout's error list when the server refuses a submit. */
export const orderRejectionMessages = {
  cartEmpty: 'Your cart is empty.',
  cartChanged: 'Your cart has changed since you started checking out. Please check it and place your order again.',
  chooseShipping: 'Please choose a delivery or pickup option.',
  contactMissing: 'Please complete your contact details.',
  cardDeclined: 'Your card was declined. Please try another card or payment method.',
  /** Names each item that is short, so the shopper knows what to change. */
  notEnoughStock: (itemDescriptions: readonly string[]) =>
    `Sorry, we no longer have enough stock of ${itemDescriptions.join(', ')}. Please change the quantity or remove it from your cart.`,
  retryMismatch: 'This RetryGuid was already used for a different order.',
} as const;
