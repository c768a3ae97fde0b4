import { isCompleteTwoFactorCode, sanitiseTwoFactorCode, TWO_FACTOR_CODE_LENGTH } from '@rigkit/domain/validation';
import type { FormEvent, RefObject } from 'react';
import { useState } from 'react';
import type { ButtonAria } from 'react-aria/useButton';
import { useNativeButton } from '../internal/useNativeButton.ts';
import type { TextFieldAria } from 'react-aria/useTextField';
import { useTextField } from 'react-aria/useTextField';
import { useControlledState } from 'react-stately/useControlledState';
import { useFormSubmitProps } from '../internal/useFormSubmitProps.ts';

/** Where the challenge is: waiting for digits, ready to submit, or waiting for the server. */
export type TwoFactorChallengeState = 'incomplete' | 'complete' | 'submitting';
/** The "Send SMS" button's life: it becomes "SMS Sent" once used (spec 1 §2). */
export type SmsState = 'idle' | 'sending' | 'sent';

export interface TwoFactorChallengeProps {
  /** The code typed so far (controlled). Only digits, at most 6, ever reach it. */
  value?: string;
  /** The initial code when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the sanitised code on every change. */
  onChange?: (code: string) => void;
  /** Called with the 6-digit code when the shopper presses Submit or Enter. */
  onSubmit: (code: string) => void | Promise<void>;
  /** Called when the shopper asks for the code by SMS; when absent, no "Send SMS" button is offered. */
  onSendSms?: () => void | Promise<void>;
  /** Shown under the code box, e.g. "Incorrect 2FA Value" with its timestamp suffix (spec 1 §4). */
  errorMessage?: string;
  /** Accessible label of the code box. @default 'Two-factor code' */
  label?: string;
}

export interface TwoFactorChallengeAria {
  state: TwoFactorChallengeState;
  smsState: SmsState;
  code: string;
  formProps: { onSubmit: (event: FormEvent<HTMLFormElement>) => void; noValidate: true };
  labelProps: TextFieldAria<'input'>['labelProps'];
  inputProps: TextFieldAria<'input'>['inputProps'];
  errorMessageProps: TextFieldAria<'input'>['errorMessageProps'];
  submitButtonProps: ButtonAria<object>['buttonProps'];
  smsButtonProps: ButtonAria<object>['buttonProps'];
}

/** Behaviour of the two-factor challenge (spec 1 §2 §4 §5): digits only, Submit only at exactly 6, Enter submits. */
export function useTwoFactorChallenge(
  props: TwoFactorChallengeProps,
  refs: { input: RefObject<HTMLInputElement | null>; submit: RefObject<HTMLButtonElement | null>; sms: RefObject<HTMLButtonElement | null> },
): TwoFactorChallengeAria {
  const [code, setCode] = useControlledState(props.value, props.defaultValue ?? '', props.onChange);
  const [isSubmitting, setSubmitting] = useState(false);
  const [smsState, setSmsState] = useState<SmsState>('idle');
  const isComplete = isCompleteTwoFactorCode(code);
  const state: TwoFactorChallengeState = isSubmitting ? 'submitting' : isComplete ? 'complete' : 'incomplete';

  const submit = async () => {
    if (!isComplete || isSubmitting) return;
    setSubmitting(true);
    try {
      await props.onSubmit(code);
    } finally {
      setSubmitting(false);
    }
  };

  const { labelProps, inputProps, errorMessageProps } = useTextField<'input'>(
    {
      label: props.label ?? 'Two-factor code',
      value: code,
      onChange: (input) => setCode(sanitiseTwoFactorCode(input)),
      inputMode: 'numeric',
      autoComplete: 'one-time-code',
      maxLength: TWO_FACTOR_CODE_LENGTH,
      pattern: '[0-9]*',
      errorMessage: props.errorMessage,
      isInvalid: Boolean(props.errorMessage),
    },
    refs.input,
  );

  const { buttonProps: submitButtonProps } = useNativeButton(
    { type: 'submit', isDisabled: state !== 'complete' },
    refs.submit,
  );

  const { buttonProps: smsButtonProps } = useNativeButton(
    {
      type: 'button',
      isDisabled: smsState !== 'idle',
      onPress: async () => {
        if (!props.onSendSms) return;
        setSmsState('sending');
        try {
          await props.onSendSms();
          setSmsState('sent');
        } catch {
          // The shopper can ask again; the caller shows its own message for the failure.
          setSmsState('idle');
        }
      },
    },
    refs.sms,
  );

  return {
    state,
    smsState,
    code,
    formProps: useFormSubmitProps(submit),
    labelProps,
    inputProps,
    errorMessageProps,
    submitButtonProps,
    smsButtonProps,
  };
}
