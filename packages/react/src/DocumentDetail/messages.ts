// Order and quote page texts (spec 3 §2.9, §4.8, §8). The results of the order actions are spec 3 §8's, word for
// word ("Item added to order", "Order cancelled successfully", ...); the button names are spec 3 §2.9's ("Add Item",
// "Cancel Order/Quote", "Make Payment", "Download PDF"); the totals' names are §2.9's ("Total", "Payments",
// "Balance Owing"). Everything marked designed is ours.
import { ACCOUNT_MESSAGES } from '@rigkit/domain/account';

export const documentDetailMessages = {
  errorLoadingOrder: ACCOUNT_MESSAGES.errorLoadingOrder,
  unableToAddItem: ACCOUNT_MESSAGES.unableToAddItem,
  itemAdded: ACCOUNT_MESSAGES.itemAddedToOrder,
  errorCancelling: ACCOUNT_MESSAGES.errorCancellingOrder,
  cancelled: ACCOUNT_MESSAGES.orderCancelled,
  failedToCancel: ACCOUNT_MESSAGES.failedToCancelOrder,
  errorRemoving: ACCOUNT_MESSAGES.errorRemovingItem,
  removed: ACCOUNT_MESSAGES.itemRemoved,
  failedToRemove: ACCOUNT_MESSAGES.failedToRemoveItem,
  addItem: 'Add Item',
  cancel: (documentType: string) => (documentType === 'Quote' ? 'Cancel Quote' : 'Cancel Order'),
  makePayment: 'Make Payment',
  downloadPdf: 'Download PDF',
  total: 'Total',
  payments: 'Payments',
  balanceOwing: 'Balance Owing',
  shipping: 'Shipping', // designed
  heading: (documentType: string, number: string) => `${documentType} ${number}`, // designed
  status: 'Status', // designed
  secondaryStatus: 'Progress', // designed
  date: 'Date', // designed
  store: 'Store', // designed
  fulfilment: 'Fulfilment', // designed
  shippingMethod: 'Shipping method', // designed
  shippingStatus: 'Shipping status', // designed
  deliverTo: 'Deliver to', // designed
  items: 'Items', // designed
  code: 'Code', // designed
  item: 'Item', // designed
  availability: 'Availability', // designed
  quantity: 'Quantity', // designed
  unitPrice: 'Unit price', // designed
  lineTotal: 'Total', // designed
  lineActions: 'Actions', // designed
  deleteItem: (description: string) => `Delete ${description}`, // designed
  buildWarning: 'This order contains a custom build. Changing or cancelling it may delay the build; please contact us if it has started.', // designed
  confirmCancelTitle: (documentType: string) => (documentType === 'Quote' ? 'Cancel this quote?' : 'Cancel this order?'), // designed
  confirmCancelText: (number: string) => `${number} will be cancelled. This cannot be undone.`, // designed
  confirmRemoveTitle: 'Delete this item?', // designed
  confirmRemoveText: (description: string) => `${description} will be removed from the order.`, // designed
  confirm: 'Yes, continue', // designed
  keep: 'No, go back', // designed
  searchLabel: 'Search for an item to add', // designed
  searchHint: 'Type at least 3 characters; press Enter to search at once.', // designed
  searching: 'Searching...', // designed
  noResults: 'No items found', // designed
  searchFailed: 'The search failed, please try again', // designed
  add: 'Add', // designed; its item's name follows, visually hidden
  closeAddItem: 'Close', // designed
} as const;
