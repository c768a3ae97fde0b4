// Cart texts. The coupon failure is the spec's own alert text (spec 1 §8), returned as the ErrorText so every
// client shows the same words.
export const couponFailureMessage =
  'Coupon could not be applied. Please note gift vouchers are applied in checkout with your payment details.';

export const cartErrors = {
  unknownItem: (id: number) => `Item ${id} does not exist`,
  notAvailableOnline: (description: string) => `${description}: This product is not available to buy online or instore.`,
  overLimit: (description: string, limit: number) => `${description}: at most ${limit} per order`,
  b2bOnly: (description: string) => `${description} is for business customers only`,
  notAKit: (id: number) => `Item ${id} is not a custom build and cannot have kit children`,
} as const;
