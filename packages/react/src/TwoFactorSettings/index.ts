export { TwoFactorSettings } from './TwoFactorSettings.tsx';
export type { TwoFactorSettingsComponentProps } from './TwoFactorSettings.tsx';
export { useTwoFactorSettings } from './useTwoFactorSettings.ts';
export type { TotpSetup, TwoFactorCodeResult, TwoFactorSettingsAria, TwoFactorSettingsProps, TwoFactorSettingsState } from './useTwoFactorSettings.ts';
export { twoFactorSettingsMessages } from './messages.ts';
