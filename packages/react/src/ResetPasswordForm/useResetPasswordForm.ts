import { firstMessage, passwordPolicyProblem, resetPasswordSchema } from '@rigkit/domain/validation';
import type { FormHTMLAttributes } from 'react';
import { useState } from 'react';
import { resetPasswordFormMessages as M } from './messages.ts';
import { useFormSubmitProps } from '../internal/useFormSubmitProps.ts';

/** Where the reset is: not sent, on its way, done, or refused (expired or used link, or a weak password). */
export type ResetPasswordFormState = 'idle' | 'submitting' | 'succeeded' | 'failed';

/** The server's answer: success, or the texts of its errors (the first one is shown). */
export interface ResetPasswordResult {
  success: boolean;
  errors?: readonly { ErrorText?: string }[];
}

export interface ResetPasswordFormProps {
  /** The reset id from the e-mail's link (`/ResetPassword/:resetId`). */
  resetId: string;
  /** Sends the new password (resetPassword). A rejection counts as a failure. */
  onSubmit: (request: { ResetId: string; NewPassword: string }) => Promise<ResetPasswordResult> | ResetPasswordResult;
}

export interface ResetPasswordFormAria {
  state: ResetPasswordFormState;
  newPassword: string;
  confirmPassword: string;
  setNewPassword: (value: string) => void;
  setConfirmPassword: (value: string) => void;
  /** The alert under the form, if any. */
  errorMessage: string | undefined;
  /** True when the link itself is refused (expired or used): the form offers to request another. */
  isLinkRefused: boolean;
  formProps: FormHTMLAttributes<HTMLFormElement> & { noValidate: true };
  isSubmitDisabled: boolean;
}

/** Reset password (spec 3 §2.3, §4.1, §5.2): two entries, equal and non-empty, then the policy, then the server. */
export function useResetPasswordForm(props: ResetPasswordFormProps): ResetPasswordFormAria {
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [state, setState] = useState<ResetPasswordFormState>('idle');
  const [errorMessage, setErrorMessage] = useState<string>();
  const [isLinkRefused, setLinkRefused] = useState(false);
  const submit = async () => {
    if (state === 'submitting') return;
    const problem =
      firstMessage(resetPasswordSchema, { ResetId: props.resetId, NewPassword: newPassword, ConfirmPassword: confirmPassword }) ?? passwordPolicyProblem(newPassword);
    if (problem) {
      setErrorMessage(problem);
      return;
    }
    setErrorMessage(undefined);
    setState('submitting');
    let result: ResetPasswordResult;
    try {
      result = await props.onSubmit({ ResetId: props.resetId, NewPassword: newPassword });
    } catch {
      result = { success: false };
    }
    if (result.success) {
      setState('succeeded');
      return;
    }
    const text = result.errors?.[0]?.ErrorText;
    setLinkRefused(!text || text === M.failed);
    setErrorMessage(text ?? M.failed);
    setState('failed');
  };
  return {
    state,
    newPassword,
    confirmPassword,
    setNewPassword,
    setConfirmPassword,
    errorMessage,
    isLinkRefused,
    formProps: useFormSubmitProps(submit),
    isSubmitDisabled: state === 'submitting',
  };
}
