export { LoginForm } from './LoginForm.tsx';
export type { LoginFormComponentProps, LoginFormVariant } from './LoginForm.tsx';
export { useLoginForm } from './useLoginForm.ts';
export type {
  LoginCredentials,
  LoginFormAria,
  LoginFormProps,
  LoginFormState,
  LoginFormStep,
  LoginFormValue,
} from './useLoginForm.ts';
export { incorrectTwoFactorMessage, interpretLoginResult, loginResultFromThrown } from './loginOutcome.ts';
export type { LoginOutcome, LoginResult } from './loginOutcome.ts';
export { LOGIN_ERROR_TEXTS, LOGIN_FORM_MESSAGES, LOGIN_FORM_PATHS, loginFormMessages, LOGIN_FORM_TEXT } from './messages.ts';
