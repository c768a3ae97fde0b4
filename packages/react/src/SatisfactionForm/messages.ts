// Satisfaction texts. "Send Feedback" and "Thank you !" are spec 3 §2.12's, the checks' messages spec 3 §5.6's (in
// @rigkit/domain); the rest is designed.
import { SATISFACTION_FEEDBACK_MAX_LENGTH, SATISFACTION_THANK_YOU_TEXT } from '@rigkit/domain/validation';

export const satisfactionFormMessages = {
  rating: 'How did we do?',
  star: (count: number) => (count === 1 ? '1 star' : `${count} stars`),
  feedback: 'Your feedback',
  remaining: (used: number) => `${used}/${SATISFACTION_FEEDBACK_MAX_LENGTH} characters`,
  requiresResponse: 'I would like to be contacted about my feedback',
  email: 'Email',
  phone: 'Phone',
  submit: 'Send Feedback',
  submitting: 'Sending...',
  thankYou: SATISFACTION_THANK_YOU_TEXT,
  failed: 'We could not send your feedback. Please try again.',
} as const;
