// Payment method ids (spec 3 §9).
export const PaymentMethodIds = {
  /** EFT (existing payments). */
  eft: 4,
  payPal: 6,
  /** Gift voucher or store credit. */
  giftVoucherOrStoreCredit: 7,
  /** A method without an external token. */
  noExternalToken: 8,
  zip: 11,
  /** Card: the top-up style entry that absorbs the remaining balance. */
  card: 14,
} as const;

/** Methods that need no external token and are sent with the full amount at submit. */
export const FULL_AMOUNT_PAYMENT_METHOD_IDS: readonly number[] = [
  PaymentMethodIds.eft,
  PaymentMethodIds.payPal,
  PaymentMethodIds.noExternalToken,
  PaymentMethodIds.zip,
];

export const MAX_CHECKOUT_UPSELLS = 4;
