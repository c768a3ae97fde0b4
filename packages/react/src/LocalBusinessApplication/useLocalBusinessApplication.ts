import type { LocalBusinessApplication } from '@rigkit/domain/validation';
import { LOCAL_BUSINESS_APPLICATION_FAILED_MESSAGE, LOCAL_BUSINESS_DEFAULT_STATE, localBusinessApplicationSchema, validateForm } from '@rigkit/domain/validation';
import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import type { NativeButtonProps } from '../internal/useNativeButton.ts';
import { useFormSubmitProps } from '../internal/useFormSubmitProps.ts';

/** idle, submitting, submitted (spec 1 §4). */
export type LocalBusinessApplicationState = 'idle' | 'submitting' | 'submitted';

/** The form's fields in the order they are shown and checked (spec 1 §5). */
export const localBusinessApplicationFields = ['businessName', 'abn', 'website', 'contactName', 'email', 'phone', 'address', 'suburb', 'state', 'postcode'] as const;
export type LocalBusinessApplicationField = (typeof localBusinessApplicationFields)[number];

export interface LocalBusinessApplicationProps {
  /** Sends the application (sendContactForm with a subject and body built from the fields, spec 1 §7); resolves true once sent. */
  onSubmit: (application: LocalBusinessApplication) => Promise<boolean> | boolean;
  /** Values filled in at first (a logged-in customer's name and e-mail, say). */
  defaultValues?: Partial<Record<Exclude<LocalBusinessApplicationField, 'state'>, string>>;
}

export interface LocalBusinessApplicationFieldAria {
  name: LocalBusinessApplicationField;
  value: string;
  onChange: (text: string) => void;
  /** The field's rule message after a failed submit. */
  error: string | undefined;
  /** The state is Victoria and locked (spec 1 §5). */
  isDisabled: boolean;
}

export interface LocalBusinessApplicationAria {
  state: LocalBusinessApplicationState;
  /** "Please fill in all required fields correctly." after a failed submit. */
  alert: string | undefined;
  fields: readonly LocalBusinessApplicationFieldAria[];
  formProps: { onSubmit: (event: FormEvent<HTMLFormElement>) => void; noValidate: true };
  submitButtonProps: NativeButtonProps;
}

type Values = Record<LocalBusinessApplicationField, string>;

/**
 * Behaviour of the local business application (spec 1 §2 "Apply now" form then "Thank you for your application",
 * §4 idle, submitting, submitted, §5 the rules and the failed-submit alert).
 */
export function useLocalBusinessApplication(props: LocalBusinessApplicationProps): LocalBusinessApplicationAria {
  const [values, setValues] = useState<Values>(() => ({
    businessName: '',
    abn: '',
    website: '',
    contactName: '',
    email: '',
    phone: '',
    address: '',
    suburb: '',
    postcode: '',
    ...props.defaultValues,
    state: LOCAL_BUSINESS_DEFAULT_STATE,
  }));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [alert, setAlert] = useState<string>();
  const [state, setState] = useState<LocalBusinessApplicationState>('idle');
  const isSubmitting = useRef(false);

  const submit = async () => {
    if (isSubmitting.current) return;
    const checked = validateForm(localBusinessApplicationSchema, values);
    setErrors(checked.errors);
    if (!checked.isValid) {
      setAlert(LOCAL_BUSINESS_APPLICATION_FAILED_MESSAGE);
      return;
    }
    isSubmitting.current = true;
    setAlert(undefined);
    setState('submitting');
    let sent: boolean;
    try {
      sent = (await props.onSubmit(checked.data)) === true;
    } catch {
      sent = false;
    } finally {
      isSubmitting.current = false;
    }
    setState(sent ? 'submitted' : 'idle');
    if (!sent) setAlert(LOCAL_BUSINESS_APPLICATION_FAILED_MESSAGE);
  };

  return {
    state,
    alert,
    fields: localBusinessApplicationFields.map((name) => ({
      name,
      value: values[name],
      onChange: (text: string) => setValues((current) => ({ ...current, [name]: text })),
      error: errors[name],
      isDisabled: name === 'state',
    })),
    formProps: useFormSubmitProps(submit),
    submitButtonProps: { type: 'submit', isDisabled: state === 'submitting' },
  };
}
