// Payment texts, verbatim from spec 3 §5.4 and §8.
export const paymentMessages = {
  giftVoucherNoBalanceOrInvalid: 'Sorry that gift voucher has no balance or is invalid',
  giftVoucherAlreadyInPayments: 'Sorry that gift voucher is already in your payments!',
  cardVerificationFailed: 'Card verification failed, please try again',
  braintreeClientIdFailed: 'Error loading Braintree Client Id',
  paymentMethodsFailed: 'Could not load payment methods',
  verifyingCard: 'Verifying card...',
  cardEntered: 'Card details entered successfully',
  // Designed (the spec names PayPal's redirect, not its failures): what a shopper sees back from PayPal.
  payPalNotCaptured: 'PayPal could not take this payment. Please try again or choose another payment method.',
  payPalCancelled: 'You cancelled the PayPal payment. Your cart is unchanged: choose a payment method to continue.',
  payPalRedirectFailed: 'We could not start the PayPal payment. Please try again or choose another payment method.',
  // Designed (spec 3 names Zip, method 11, but not its wording).
  zipAfterOrder: "Placing your order takes you to Zip to pay for it. You'll come back here once it's done.",
  zipPaid: 'Your Zip payment is complete.',
  zipNotCompleted: (documentNumber: string) => `Your Zip payment was not completed, so order ${documentNumber} is still waiting for payment.`,
  zipPayNow: 'Pay for this order',
} as const;
