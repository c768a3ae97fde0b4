// Add to existing order and Buy Now texts: the three outcomes are spec 2 §4 and §8's (from the domain); the rest
// is designed.
import { addToExistingOrderMessages as domainAddToExistingOrderMessages } from '@rigkit/domain/product';

export const addToExistingOrderMessages = {
  button: 'Add to existing order', // designed
  dialogTitle: 'Add to an existing order', // designed
  chooseOrder: 'Choose the order to add this item to.', // designed
  loading: 'Loading your orders', // designed
  adding: 'Adding to order', // designed
  cancel: 'Cancel', // designed
  orderedOn: (date: string) => `ordered ${date}`, // designed
  added: domainAddToExistingOrderMessages.added,
  failed: domainAddToExistingOrderMessages.failed,
  noEligibleOrders: domainAddToExistingOrderMessages.noEligibleOrders,
  buyNow: 'Buy Now',
  buyingNow: 'Going to checkout', // designed
} as const;

/** @deprecated The name before the `<widget>Messages` scheme; kept because @rigkit/react/AddToExistingOrder exported it. Use `addToExistingOrderMessages`. */
export const ADD_TO_EXISTING_ORDER_TEXT = addToExistingOrderMessages;
