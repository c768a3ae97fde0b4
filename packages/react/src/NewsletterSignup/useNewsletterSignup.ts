import { EMAIL_PATTERN } from '@rigkit/domain/validation';
import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import type { NativeButtonProps } from '../internal/useNativeButton.ts';
import type { NativeTextFieldAria } from '../internal/useNativeTextField.ts';
import { useNativeTextField } from '../internal/useNativeTextField.ts';
import { useFormSubmitProps } from '../internal/useFormSubmitProps.ts';

/** The box's life: waiting, signing up, signed up, or failed (the input cleared). */
export type NewsletterSignupState = 'idle' | 'submitting' | 'subscribed' | 'failed';

export interface NewsletterSignupProps {
  /** Adds the address to the mailing list (addToMailingList); resolves true once added, false or rejects when not. */
  onSignUp: (email: string) => Promise<boolean> | boolean;
  /** The address typed (controlled). */
  value?: string;
  /** The address first shown when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called as the shopper types (and with '' when a failure clears the box). */
  onChange?: (email: string) => void;
}

export interface NewsletterSignupAria {
  state: NewsletterSignupState;
  labelProps: NativeTextFieldAria['labelProps'];
  inputProps: NativeTextFieldAria['inputProps'];
  formProps: { onSubmit: (event: FormEvent<HTMLFormElement>) => void; noValidate: true };
  submitButtonProps: NativeButtonProps;
}

/**
 * Behaviour of the newsletter signup (spec 1 §2, §5, §8): a valid e-mail is signed up and answered with "You're in
 * the loop!"; an invalid one, or a failed call, clears the box and shows the spec's alert.
 */
export function useNewsletterSignup(props: NewsletterSignupProps): NewsletterSignupAria {
  const [email, setEmail] = useControlledState(props.value as string, props.defaultValue ?? '', props.onChange);
  const [state, setState] = useState<NewsletterSignupState>('idle');
  const isSubmitting = useRef(false);
  const { labelProps, inputProps } = useNativeTextField({ value: email, onChange: setEmail, autoComplete: 'email', inputMode: 'email', isReadOnly: state === 'submitting' });

  const fail = () => {
    setEmail('');
    setState('failed');
  };

  const signUp = async () => {
    if (isSubmitting.current) return;
    const address = email.trim();
    if (!EMAIL_PATTERN.test(address)) return fail();
    isSubmitting.current = true;
    setState('submitting');
    let added: boolean;
    try {
      added = (await props.onSignUp(address)) === true;
    } catch {
      added = false;
    } finally {
      isSubmitting.current = false;
    }
    if (added) setState('subscribed');
    else fail();
  };

  return {
    state,
    labelProps,
    inputProps: { ...inputProps, type: 'email' },
    formProps: useFormSubmitProps(signUp),
    submitButtonProps: { type: 'submit', isDisabled: state === 'submitting' },
  };
}
