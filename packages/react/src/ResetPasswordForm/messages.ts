// Password reset texts. "Invalid password input" is spec 3 §5.2's alert, word for word; the reset failure is
// designed after spec 3 §8 (the request may have expired; ask again from the forgotten-password page).
export const resetPasswordFormMessages = {
  newPasswordLabel: 'New password', // designed
  confirmPasswordLabel: 'Confirm new password', // designed
  submit: 'Reset Password', // designed
  submitting: 'Resetting...', // designed
  invalidPasswordInput: 'Invalid password input',
  succeeded: 'Your password has been reset. You can now log in with your new password.', // designed
  failed: 'Your password reset link has expired or has already been used. Please request another from the forgotten password page.', // designed (spec 3 §8)
  requestAnother: 'Request another reset link', // designed
  logIn: 'Log In', // designed
} as const;
