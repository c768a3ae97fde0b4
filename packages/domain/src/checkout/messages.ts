// Checkout texts, verbatim from spec 3 §2.6, §2.7, §5.4 and §8. One place, asserted in tests.
export const checkoutMessages = {
  genericError: 'Unfortunately there has been an error, please refresh and try again',
  paymentLinkUnavailable: 'This payment link is no longer available, please contact us for a new link.',
  submitTransportFailure: 'There was an issue with your checkout. Please try again.',
  selectPaymentMethod: 'Please select a payment method.',
  completeMissingInformation: 'Please complete the missing information:',
  updateOrder: 'Update Order',
  referenceNumberLabel: 'Your Reference Number (optional)',
  notesLabel: 'Notes (optional)',
  chooseDeliveryTime: 'Choose a delivery time (you must be home)',
  showMore: 'Show More',
  showLess: 'Show Less',
} as const;
