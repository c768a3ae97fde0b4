export { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
export type { ForgotPasswordFormComponentProps } from './ForgotPasswordForm.tsx';
export { useForgotPasswordForm } from './useForgotPasswordForm.ts';
export type { ForgotPasswordFormAria, ForgotPasswordFormProps, ForgotPasswordFormState } from './useForgotPasswordForm.ts';
export { forgotPasswordFormMessages } from './messages.ts';
