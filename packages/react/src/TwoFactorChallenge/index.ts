export { TwoFactorChallenge } from './TwoFactorChallenge.tsx';
export { useTwoFactorChallenge } from './useTwoFactorChallenge.ts';
export type {
  SmsState,
  TwoFactorChallengeAria,
  TwoFactorChallengeProps,
  TwoFactorChallengeState,
} from './useTwoFactorChallenge.ts';
