export { CreateAccountForm } from './CreateAccountForm.tsx';
export type { CreateAccountFormComponentProps } from './CreateAccountForm.tsx';
export { toAccountCreationPayload, useCreateAccountForm } from './useCreateAccountForm.ts';
export type {
  AccountCreationPayload,
  CreateAccountFormAria,
  CreateAccountFormProps,
  CreateAccountFormState,
  CreateAccountFormValue,
  CreateAccountResult,
} from './useCreateAccountForm.ts';
export { createAccountFormMessages } from './messages.ts';
