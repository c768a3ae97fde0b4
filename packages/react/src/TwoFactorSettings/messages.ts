// Two-factor settings texts (spec 3 §4.8: "Two-factor: Disabled or Enabled"). "Disabled", "Enabled" and "Incorrect
// 2FA Code" (spec 1 §8) are the specs' words; the rest is designed.
export const twoFactorSettingsMessages = {
  heading: 'Two-factor authentication', // designed
  status: { disabled: 'Disabled', enabled: 'Enabled' },
  enable: 'Enable two-factor', // designed
  disable: 'Disable two-factor', // designed
  loading: 'Loading...', // designed
  scan: 'Scan this QR code with your authenticator app, then enter the 6-digit code it shows.', // designed
  qrAlt: 'QR code to add this account to an authenticator app', // designed
  secretLabel: 'Or enter this key by hand:', // designed
  codeLabel: 'Authentication code', // designed
  confirm: 'Confirm', // designed
  confirmDisable: 'Confirm disable', // designed
  disablePrompt: 'Enter a code from your authenticator app to turn two-factor off.', // designed
  cancel: 'Cancel', // designed
  incorrectCode: 'Incorrect 2FA Code',
  failed: 'Something went wrong. Please try again.', // designed
  enabledNow: 'Two-factor authentication is on.', // designed
  disabledNow: 'Two-factor authentication is off.', // designed
} as const;
