// Change password texts (spec 3 §5.5, §8): the validation messages, "Password changed successfully", "Failed to
// update password" and the wrong-old-password text are the spec's, word for word; the labels are designed.
export const changePasswordFormMessages = {
  oldPassword: 'Old password', // designed
  newPassword: 'New password', // designed
  confirmPassword: 'Confirm new password', // designed
  showPasswords: 'Show passwords', // designed
  submit: 'Change Password', // designed
  submitting: 'Changing...', // designed
  succeeded: 'Password changed successfully',
  failed: 'Failed to update password',
  wrongOldPassword: 'There was an issue changing your password. Please check your old password and try again.',
} as const;
