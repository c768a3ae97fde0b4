// Texts of the account area that the rules below produce (spec 3 §2.8 §2.10 §8 §9, spec 1 §2); verbatim.
export const ACCOUNT_MESSAGES = {
  verificationFailed: 'Sorry that was the wrong amount or there was some other error, please contact your local store.',
  verificationTooManyAttempts: "We're sorry there have been too many attempts, please contact your local store.",
  unknownDate: 'N/A',
  invalidDate: 'Invalid date',
  pickupLocation: 'Pickup Location',
  dispatchingFrom: 'Dispatching From',
  profileHeaderFallbackName: 'Account',
  defaultWishlistName: 'My Wishlist',
  buildCertificateTitle: 'YOUR NEW RIG',
} as const;
