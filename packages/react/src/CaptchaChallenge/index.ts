export { CaptchaChallenge } from './CaptchaChallenge.tsx';
export type { CaptchaChallengeComponentProps } from './CaptchaChallenge.tsx';
export { useCaptchaChallenge } from './useCaptchaChallenge.ts';
export type { CaptchaChallengeAria, CaptchaChallengeProps, CaptchaChallengeState } from './useCaptchaChallenge.ts';
export { captchaChallengeMessages } from './messages.ts';
export { createChallengeCaptcha, useChallengeCaptcha } from './challengeCaptcha.ts';
export type { ChallengeCaptcha, ChallengeCaptchaTokens } from './challengeCaptcha.ts';
