// Coupon box texts. The failure alert is spec 1 §8's, word for word; the rest is designed.
export const couponBoxMessages = {
  label: 'Coupon code', // designed
  apply: 'Apply', // designed
  applying: 'Applying', // designed
  applied: (code: string) => `Coupon ${code} applied`, // designed
  failed: 'Coupon could not be applied. Please note gift vouchers are applied in checkout with your payment details.',
  offers: 'Coupon offers', // designed
  offerCode: (code: string) => `Code ${code}`, // designed
  offerSaving: (amount: string) => `Save ${amount}`, // designed
} as const;

/** @deprecated The name before the `<widget>Messages` scheme; kept because it is public. Use `couponBoxMessages`. */
export const COUPON_BOX_TEXT = couponBoxMessages;
