import { firstMessage, forgotPasswordSchema } from '@rigkit/domain/validation';
import type { FormHTMLAttributes } from 'react';
import { useState } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { forgotPasswordFormMessages as M } from './messages.ts';
import { useFormSubmitProps } from '../internal/useFormSubmitProps.ts';

/** Where the request is: not sent, on its way, answered (the neutral confirmation), or not delivered. */
export type ForgotPasswordFormState = 'idle' | 'submitting' | 'submitted' | 'failed';

export interface ForgotPasswordFormProps {
  /** The e-mail typed (controlled). */
  value?: string;
  /** The initial e-mail when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the e-mail as it is typed. */
  onChange?: (value: string) => void;
  /** Sends the request (forgotPassword); resolves once the server has it, rejects when it could not be sent. */
  onSubmit: (emailAddress: string) => Promise<void> | void;
}

export interface ForgotPasswordFormAria {
  state: ForgotPasswordFormState;
  value: string;
  setValue: (value: string) => void;
  /** The alert: "Invalid email input" or the failure text; undefined when there is none. */
  errorMessage: string | undefined;
  formProps: FormHTMLAttributes<HTMLFormElement> & { noValidate: true };
  isSubmitDisabled: boolean;
}

/** Forgotten password (spec 3 §2.3, §4.1, §5.2, §8): one e-mail, then the same confirmation for every address. */
export function useForgotPasswordForm(props: ForgotPasswordFormProps): ForgotPasswordFormAria {
  const [value, setValue] = useControlledState(props.value, props.defaultValue ?? '', props.onChange);
  const [state, setState] = useState<ForgotPasswordFormState>('idle');
  const [errorMessage, setErrorMessage] = useState<string>();
  const submit = async () => {
    if (state === 'submitting') return;
    const problem = firstMessage(forgotPasswordSchema, { EmailAddress: value });
    if (problem) {
      setErrorMessage(M.invalidEmailInput);
      return;
    }
    setErrorMessage(undefined);
    setState('submitting');
    try {
      await props.onSubmit(value.trim());
      setState('submitted');
    } catch {
      setErrorMessage(M.failed);
      setState('failed');
    }
  };
  return {
    state,
    value,
    setValue: (next) => {
      setValue(next);
      if (errorMessage === M.invalidEmailInput) setErrorMessage(undefined);
    },
    errorMessage,
    formProps: useFormSubmitProps(submit),
    isSubmitDisabled: state === 'submitting',
  };
}
