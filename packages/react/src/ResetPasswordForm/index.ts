export { ResetPasswordForm } from './ResetPasswordForm.tsx';
export type { ResetPasswordFormComponentProps } from './ResetPasswordForm.tsx';
export { useResetPasswordForm } from './useResetPasswordForm.ts';
export type { ResetPasswordFormAria, ResetPasswordFormProps, ResetPasswordFormState, ResetPasswordResult } from './useResetPasswordForm.ts';
export { resetPasswordFormMessages } from './messages.ts';
