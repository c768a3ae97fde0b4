// Verification by amount texts. The failure and the too-many texts are spec 3 §8's (in @rigkit/domain); the rest is
// designed.
import { ACCOUNT_MESSAGES } from '@rigkit/domain/account';
import { VALIDATION_MESSAGES } from '@rigkit/domain/validation';

export const verifyAmountMessages = {
  loading: 'Loading...',
  amountLabel: 'Amount charged to your card ($)',
  amountHelp: 'The exact amount of the small payment we made, for example 1.37',
  submit: 'Verify',
  validating: 'Checking...',
  validated: 'Thank you, your order is verified.',
  attemptsLeft: (count: number) => (count === 1 ? '1 attempt left' : `${count} attempts left`),
  amountRequired: VALIDATION_MESSAGES.verificationAmountRequired,
  failed: ACCOUNT_MESSAGES.verificationFailed,
  tooMany: ACCOUNT_MESSAGES.verificationTooManyAttempts,
} as const;
