// Forgotten password texts. The confirmation and the failure are spec 3 §8's and the alert spec 3 §5.2's, word for
// word; the rest is designed.
export const forgotPasswordFormMessages = {
  emailLabel: 'Email', // designed
  submit: 'Send reset link', // designed
  submitting: 'Sending...', // designed
  invalidEmailInput: 'Invalid email input',
  submitted: 'If that email links to a valid account, you will receive an email soon',
  failed: 'There was an issue resetting your password. Please refresh and try again.',
  backToLogin: 'Back to Login', // designed
} as const;
