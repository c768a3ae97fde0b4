import { remainingVerificationAttempts, verificationStateAfterAttempt, verificationStateAfterLoad, type VerificationState } from '@rigkit/domain/account';
import { firstMessage, sanitiseVerificationAmount, verificationAmountSchema } from '@rigkit/domain/validation';
import type { FormHTMLAttributes } from 'react';
import { useState } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { verifyAmountMessages as M } from './messages.ts';
import { useFormSubmitProps } from '../internal/useFormSubmitProps.ts';

export interface VerifyAmountProps {
  /** Attempts already used, as fetchAccountVerificationAttempts answers; undefined while it loads. */
  attemptsUsed: number | undefined;
  /** The amount typed (controlled); kept to digits and one decimal point. */
  value?: string;
  /** The initial amount when uncontrolled. @default '' */
  defaultValue?: string;
  onChange?: (value: string) => void;
  /**
   * Tries the amount (attemptAccountVerification): resolves whether it was right. Rejects when the answer could not
   * be had, which reads as a wrong amount, as the spec's message covers "some other error" too.
   */
  onAttempt: (amount: string) => Promise<boolean>;
}

export interface VerifyAmountAria {
  /** Spec 3 §4.3: loading, collection, validating, validated, error, toomany. */
  state: VerificationState;
  value: string;
  setValue: (value: string) => void;
  /** Under the field: the amount is missing. */
  fieldError: string | undefined;
  /** The alert: the wrong-amount or too-many text; undefined otherwise. */
  alert: string | undefined;
  attemptsLeft: number;
  /** The form shows while an amount can still be tried. */
  isFormShown: boolean;
  formProps: FormHTMLAttributes<HTMLFormElement> & { noValidate: true };
}

/** Verification by amount (spec 3 §2.5, §4.3, §5.3, §8, §9): 4 attempts, counted by the server and mirrored here. */
export function useVerifyAmount(props: VerifyAmountProps): VerifyAmountAria {
  const [value, setValue] = useControlledState(props.value, props.defaultValue ?? '', props.onChange);
  // Attempts made on this page, on top of those the server counted before it loaded.
  const [madeHere, setMadeHere] = useState(0);
  const [outcome, setOutcome] = useState<VerificationState | null>(null);
  const [fieldError, setFieldError] = useState<string>();
  const used = (props.attemptsUsed ?? 0) + madeHere;
  const state: VerificationState = props.attemptsUsed === undefined ? 'loading' : (outcome ?? verificationStateAfterLoad(used));

  const attempt = async () => {
    if (state === 'validating' || state === 'validated' || state === 'toomany' || state === 'loading') return;
    const problem = firstMessage(verificationAmountSchema, value);
    if (problem) {
      setFieldError(problem);
      return;
    }
    setFieldError(undefined);
    setOutcome('validating');
    const isSuccess = await props.onAttempt(sanitiseVerificationAmount(value)).catch(() => false);
    setMadeHere((count) => count + 1);
    setOutcome(verificationStateAfterAttempt(isSuccess, used + 1));
  };

  return {
    state,
    value,
    setValue: (next) => {
      setValue(sanitiseVerificationAmount(next));
      setFieldError(undefined);
    },
    fieldError,
    alert: state === 'error' ? M.failed : state === 'toomany' ? M.tooMany : undefined,
    attemptsLeft: remainingVerificationAttempts(used),
    isFormShown: state === 'collection' || state === 'validating' || state === 'error',
    formProps: useFormSubmitProps(attempt),
  };
}
