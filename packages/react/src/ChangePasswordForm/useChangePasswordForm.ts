import { accountChangePasswordSchema, firstMessage, passwordPolicyProblem } from '@rigkit/domain/validation';
import type { FormHTMLAttributes } from 'react';
import { useState } from 'react';
import { changePasswordFormMessages as M } from './messages.ts';
import { useFormSubmitProps } from '../internal/useFormSubmitProps.ts';

/** Where the change is: not sent, on its way, done, or refused. */
export type ChangePasswordFormState = 'idle' | 'submitting' | 'succeeded' | 'failed';

/** The server's answer (updatePassword): success, or the texts of its errors. */
export interface ChangePasswordResult {
  success: boolean;
  errors?: readonly { ErrorText?: string }[];
}

export interface ChangePasswordFormProps {
  /** Sends the change (updatePassword with the account's e-mail as Username). A rejection is "Failed to update password". */
  onSubmit: (request: { OldPassword: string; NewPassword: string }) => Promise<ChangePasswordResult> | ChangePasswordResult;
  /** Whether the passwords show as text at first. @default false */
  defaultShowPasswords?: boolean;
}

export interface ChangePasswordFormAria {
  state: ChangePasswordFormState;
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
  setOldPassword: (value: string) => void;
  setNewPassword: (value: string) => void;
  setConfirmPassword: (value: string) => void;
  showPasswords: boolean;
  setShowPasswords: (value: boolean) => void;
  errorMessage: string | undefined;
  formProps: FormHTMLAttributes<HTMLFormElement> & { noValidate: true };
  isSubmitDisabled: boolean;
}

/** Change password (spec 3 §2.1, §5.5, §8): three fields, a show-passwords toggle, the spec's messages. */
export function useChangePasswordForm(props: ChangePasswordFormProps): ChangePasswordFormAria {
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [showPasswords, setShowPasswords] = useState(props.defaultShowPasswords ?? false);
  const [state, setState] = useState<ChangePasswordFormState>('idle');
  const [errorMessage, setErrorMessage] = useState<string>();
  const submit = async () => {
    if (state === 'submitting') return;
    const problem =
      firstMessage(accountChangePasswordSchema, { OldPassword: oldPassword, NewPassword: newPassword, ConfirmPassword: confirmPassword }) ?? passwordPolicyProblem(newPassword);
    if (problem) {
      setErrorMessage(problem);
      setState('failed');
      return;
    }
    setErrorMessage(undefined);
    setState('submitting');
    let result: ChangePasswordResult;
    try {
      result = await props.onSubmit({ OldPassword: oldPassword, NewPassword: newPassword });
    } catch {
      result = { success: false, errors: [{ ErrorText: M.failed }] };
    }
    if (result.success) {
      setOldPassword('');
      setNewPassword('');
      setConfirmPassword('');
      setState('succeeded');
      return;
    }
    setErrorMessage(result.errors?.[0]?.ErrorText ?? M.failed);
    setState('failed');
  };
  return {
    state,
    oldPassword,
    newPassword,
    confirmPassword,
    setOldPassword,
    setNewPassword,
    setConfirmPassword,
    showPasswords,
    setShowPasswords,
    errorMessage,
    formProps: useFormSubmitProps(submit),
    isSubmitDisabled: state === 'submitting',
  };
}
