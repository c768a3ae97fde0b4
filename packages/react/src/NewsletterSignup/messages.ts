// Newsletter signup texts: "SIGN UP", the success text and the failure alert are spec 1 §2, §5 and §8's, word for
// word (the last two from @rigkit/domain/validation); the label is designed.
import { NEWSLETTER_FAILED_TEXT, NEWSLETTER_SUCCESS_TEXT } from '@rigkit/domain/validation';

export const newsletterSignupMessages = {
  label: 'Email address', // designed
  signUp: 'SIGN UP',
  signingUp: 'SIGNING UP…', // designed
  success: NEWSLETTER_SUCCESS_TEXT,
  failed: NEWSLETTER_FAILED_TEXT,
} as const;
