// Stored payments texts. The refusals, the card feedback and the failure are spec 3 §8's and §4.8's (in
// @rigkit/domain); the rest is designed.
import { ACCOUNT_MESSAGES } from '@rigkit/domain/account';
import { paymentMessages } from '@rigkit/domain/payments';

export const storedPaymentsMessages = {
  heading: 'Stored cards',
  none: 'You have no stored cards.',
  addCard: 'Add a card',
  storeCard: 'Store Card',
  storing: 'Storing card...',
  stored: (display: string) => `${display} is stored.`,
  mustBeLoggedIn: ACCOUNT_MESSAGES.mustBeLoggedIn,
  twoFactorRequired: ACCOUNT_MESSAGES.twoFactorRequiredToStoreCard,
  verifyingCard: paymentMessages.verifyingCard,
  cardEntered: paymentMessages.cardEntered,
  cardVerificationFailed: paymentMessages.cardVerificationFailed,
  failed: ACCOUNT_MESSAGES.storeCardFailed,
} as const;
