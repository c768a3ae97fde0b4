import type { NotificationType } from '@rigkit/domain/validation';
import { AUSTRALIAN_MOBILE_PATTERN, EMAIL_PATTERN, normaliseMobileNumber } from '@rigkit/domain/validation';
import type { ChangeEvent, FormEvent } from 'react';
import { useRef, useState } from 'react';
import type { NativeButtonProps } from '../internal/useNativeButton.ts';
import { useFormSubmitProps } from '../internal/useFormSubmitProps.ts';

/** The form, then the completed message (spec 1 §4 "Notification widget"); `failed` keeps the form with the alert. */
export type StockNotificationState = 'form' | 'submitting' | 'completed' | 'failed';

/** What createCustomerNotification takes from the shopper (spec 1 §7). */
export interface StockNotificationValues {
  EmailAddress: string;
  Mobile: string;
  NotificationType: NotificationType;
}

export interface StockNotificationProps {
  /** Saves the notification (createCustomerNotification); resolves true once saved, false or rejects when not. */
  onSubmit: (values: StockNotificationValues) => Promise<boolean> | boolean;
  /** FreeStock for an item back in stock, KnowledgebaseGroup for a knowledge base's updates. @default 'FreeStock' */
  notificationType?: NotificationType;
  /** The e-mail filled in for a logged-in customer (spec 1 §6). @default '' */
  defaultEmail?: string;
  /** The mobile filled in for a logged-in customer. @default '' */
  defaultMobile?: string;
}

export interface StockNotificationAria {
  state: StockNotificationState;
  notificationType: NotificationType;
  email: { value: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void };
  mobile: { value: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void };
  formProps: { onSubmit: (event: FormEvent<HTMLFormElement>) => void; noValidate: true };
  submitButtonProps: NativeButtonProps;
}

/**
 * Behaviour of the notification form (spec 1 §4 "Notification widget: form, then completed message", §8 "There was
 * an error, please check your details"): a valid e-mail and, if given, a valid Australian mobile.
 */
export function useStockNotification(props: StockNotificationProps): StockNotificationAria {
  const [email, setEmail] = useState(props.defaultEmail ?? '');
  const [mobile, setMobile] = useState(props.defaultMobile ?? '');
  const [state, setState] = useState<StockNotificationState>('form');
  const isSubmitting = useRef(false);
  const notificationType = props.notificationType ?? 'FreeStock';

  const submit = async () => {
    if (isSubmitting.current) return;
    const EmailAddress = email.trim();
    const Mobile = normaliseMobileNumber(mobile);
    if (!EMAIL_PATTERN.test(EmailAddress) || (Mobile !== '' && !AUSTRALIAN_MOBILE_PATTERN.test(Mobile))) {
      setState('failed');
      return;
    }
    isSubmitting.current = true;
    setState('submitting');
    let saved: boolean;
    try {
      saved = (await props.onSubmit({ EmailAddress, Mobile, NotificationType: notificationType })) === true;
    } catch {
      saved = false;
    } finally {
      isSubmitting.current = false;
    }
    setState(saved ? 'completed' : 'failed');
  };

  return {
    state,
    notificationType,
    email: { value: email, onChange: (event) => setEmail(event.target.value) },
    mobile: { value: mobile, onChange: (event) => setMobile(event.target.value) },
    formProps: useFormSubmitProps(submit),
    submitButtonProps: { type: 'submit', isDisabled: state === 'submitting' },
  };
}
