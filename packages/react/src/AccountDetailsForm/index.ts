export { AccountDetailsForm } from './AccountDetailsForm.tsx';
export type { AccountDetailsFormComponentProps } from './AccountDetailsForm.tsx';
export { notificationToggles, useAccountDetailsForm } from './useAccountDetailsForm.ts';
export type {
  AccountDetailsFormAria,
  AccountDetailsFormProps,
  AccountDetailsFormState,
  AccountDetailsSaveResult,
  AccountDetailsValue,
  NotificationToggle,
} from './useAccountDetailsForm.ts';
export { accountDetailsFormMessages } from './messages.ts';
