export { ChangePasswordForm } from './ChangePasswordForm.tsx';
export type { ChangePasswordFormComponentProps } from './ChangePasswordForm.tsx';
export { useChangePasswordForm } from './useChangePasswordForm.ts';
export type { ChangePasswordFormAria, ChangePasswordFormProps, ChangePasswordFormState, ChangePasswordResult } from './useChangePasswordForm.ts';
export { changePasswordFormMessages } from './messages.ts';
