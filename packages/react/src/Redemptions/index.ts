export { Redemptions } from './Redemptions.tsx';
export type { RedemptionsComponentProps } from './Redemptions.tsx';
export { useRedemptions } from './useRedemptions.ts';
export type { DigitalActivation, Redemption, RedemptionsAria, RedemptionsCallResult, RedemptionsLoadError, RedemptionsProps, RedemptionsState } from './useRedemptions.ts';
export { redemptionsMessages } from './messages.ts';
