// The visible captcha challenge (spec 1 §4: "if the server asks, a visible version 2 challenge appears and the call is
// repeated with version 2"). The spec gives no wording: every text here is designed.

export const captchaChallengeMessages = {
  heading: 'Check you are not a robot',
  explanation: 'We need one more check before we send this. Tick the box, then choose Verify.',
  confirm: "I'm not a robot",
  verify: 'Verify',
  cancel: 'Cancel',
} as const;
