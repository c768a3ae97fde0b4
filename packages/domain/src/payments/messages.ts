// Payment texts, verbatim from spec 3 §5.4 and §8.
export const paymentMessages = {
  giftVoucherNoBalanceOrInvalid: 'Sorry that gift voucher has no balance or is invalid',
  giftVoucherAlreadyInPayments: 'Sorry that gift voucher is already in your payments!',
  cardVerificationFailed: 'Card verification failed, please try again',
  braintreeClientIdFailed: 'Error loading Braintree Client Id',
  paymentMethodsFailed: 'Could not load payment methods',
  verifyingCard: 'Verifying card...',
  cardEntered: 'Card details entered successfully',
} as const;
