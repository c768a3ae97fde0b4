import type { ContactOption } from '@rigkit/domain/stores';
import { contactOptions, defaultContactOption, formatContactingNotice } from '@rigkit/domain/stores';
import { contactFormMessage } from '@rigkit/domain/validation';
import type { ChangeEvent, FormEvent } from 'react';
import { useRef, useState } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import type { NativeButtonProps } from '../internal/useNativeButton.ts';
import { contactFormMessages } from './messages.ts';
import { useFormSubmitProps } from '../internal/useFormSubmitProps.ts';

/** The form's life: being filled, sending, sent (cleared), refused by its rules, or the send failed. */
export type ContactFormState = 'idle' | 'sending' | 'sent' | 'invalid' | 'failed';

/** What sendContactForm takes (spec 1 §7), field names as the contract writes them. */
export interface ContactFormValues {
  storeName: ContactOption | undefined;
  customerName: string;
  customerEmail: string;
  customerMessage: string;
}

export interface ContactFormProps {
  /** Sends the enquiry (sendContactForm with its captcha); resolves true once sent; rejects or resolves false when it was not. */
  onSend: (values: ContactFormValues) => Promise<boolean> | boolean;
  /** Shows the store drop-down and "You are contacting {store}@{host}" (spec 1 §2). @default false */
  isStoreSelectable?: boolean;
  /** The recipient chosen (controlled). */
  storeName?: ContactOption;
  /** The recipient first chosen when uncontrolled. @default 'Wangara' */
  defaultStoreName?: ContactOption;
  /** Called when the shopper picks another recipient. */
  onStoreNameChange?: (storeName: ContactOption) => void;
  /** The store's mail domain, for "You are contacting {store}@{host}". @default 'rigkit.example' */
  host?: string;
  /** Name and e-mail filled in for a logged-in customer (spec 1 §6). */
  defaultValues?: { customerName?: string; customerEmail?: string };
}

export interface ContactFormFieldState {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

export interface ContactFormAria {
  state: ContactFormState;
  /** The alert to show (a rule's message or the send failure), if any. */
  alert: string | undefined;
  /** "Your message was sent successfully." after a send. */
  notice: string | undefined;
  isStoreSelectable: boolean;
  storeName: ContactOption;
  storeOptions: readonly ContactOption[];
  onStoreChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  /** "You are contacting wangara@host" when the drop-down is shown. */
  contacting: string | undefined;
  name: ContactFormFieldState;
  email: ContactFormFieldState;
  message: ContactFormFieldState;
  formProps: { onSubmit: (event: FormEvent<HTMLFormElement>) => void; noValidate: true };
  sendButtonProps: NativeButtonProps;
}

/** Designed, matching the reference server's storeMailHost and the seeded stores' addresses. */
export const defaultContactMailHost = 'rigkit.example';

/**
 * Behaviour of the contact form (spec 1 §2 "Contact form", §5 rules, §8 texts): one alert at a time in the spec's
 * order, the send, and on success the form cleared with the spec's notice.
 */
export function useContactForm(props: ContactFormProps): ContactFormAria {
  const [storeName, setStoreName] = useControlledState<ContactOption>(props.storeName as ContactOption, props.defaultStoreName ?? defaultContactOption, props.onStoreNameChange);
  const [customerName, setName] = useState(props.defaultValues?.customerName ?? '');
  const [customerEmail, setEmail] = useState(props.defaultValues?.customerEmail ?? '');
  const [customerMessage, setMessage] = useState('');
  const [state, setState] = useState<ContactFormState>('idle');
  const [alert, setAlert] = useState<string>();
  const isSending = useRef(false);
  const isStoreSelectable = props.isStoreSelectable ?? false;

  const field = (value: string, set: (text: string) => void): ContactFormFieldState => ({
    value,
    onChange: (event) => {
      set(event.target.value);
      if (state === 'sent') setState('idle');
    },
  });

  const send = async () => {
    if (isSending.current) return;
    const rule = contactFormMessage({ name: customerName, email: customerEmail, message: customerMessage });
    if (rule !== null) {
      setState('invalid');
      setAlert(rule);
      return;
    }
    isSending.current = true;
    setState('sending');
    setAlert(undefined);
    let sent: boolean;
    try {
      sent = (await props.onSend({ storeName: isStoreSelectable ? storeName : undefined, customerName: customerName.trim(), customerEmail: customerEmail.trim(), customerMessage })) === true;
    } catch {
      sent = false;
    } finally {
      isSending.current = false;
    }
    if (!sent) {
      setState('failed');
      setAlert(contactFormMessages.failed);
      return;
    }
    // Spec 1 §8: the form is cleared (a logged-in customer's own details come back, as on a fresh form).
    setName(props.defaultValues?.customerName ?? '');
    setEmail(props.defaultValues?.customerEmail ?? '');
    setMessage('');
    setState('sent');
  };

  return {
    state,
    alert: state === 'invalid' || state === 'failed' ? alert : undefined,
    notice: state === 'sent' ? contactFormMessages.sent : undefined,
    isStoreSelectable,
    storeName,
    storeOptions: contactOptions,
    onStoreChange: (event) => setStoreName(event.target.value as ContactOption),
    contacting: isStoreSelectable ? formatContactingNotice(storeName, props.host ?? defaultContactMailHost) : undefined,
    name: field(customerName, setName),
    email: field(customerEmail, setEmail),
    message: field(customerMessage, setMessage),
    formProps: useFormSubmitProps(send),
    sendButtonProps: { type: 'submit', isDisabled: state === 'sending' },
  };
}
