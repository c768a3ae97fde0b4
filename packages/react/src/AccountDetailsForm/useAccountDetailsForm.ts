import type { FieldErrors } from '@rigkit/domain/validation';
import { AUSTRALIAN_MOBILE_PATTERN, isValidAbn, isValidEmail, normaliseMobileNumber, VALIDATION_MESSAGES } from '@rigkit/domain/validation';
import type { FormHTMLAttributes } from 'react';
import { useState } from 'react';
import { useFormSubmitProps } from '../internal/useFormSubmitProps.ts';

/** The six notification toggles of spec 3 §3 "Account details". */
export const notificationToggles = ['NotifyInvoiceEmail', 'NotifyInvoiceSms', 'NotifySalesOrderEmail', 'NotifySalesOrderSms', 'NotifyWorkOrderEmail', 'NotifyWorkOrderSms'] as const;
export type NotificationToggle = (typeof notificationToggles)[number];

/** Account details (spec 3 §3), with the contract's field names. */
export interface AccountDetailsValue extends Partial<Record<NotificationToggle, boolean>> {
  CustomerId?: number;
  CustomerFirstName?: string | null;
  CustomerLastName: string;
  ContactName?: string | null;
  Mobile?: string | null;
  EmailAddress: string;
  Abn?: string | null;
  IsCompany?: boolean;
}

/** editAccountDetails' answer: the saved details, or its errors. */
export interface AccountDetailsSaveResult {
  success: boolean;
  data?: AccountDetailsValue | null;
  errors?: readonly { ErrorText?: string }[];
}

/** Clean (as loaded), dirty (edited), saving, saved, or failed. */
export type AccountDetailsFormState = 'clean' | 'dirty' | 'saving' | 'saved' | 'failed';

export interface AccountDetailsFormProps {
  /** The details as last loaded from the server (fetchAccountDetails). */
  details: AccountDetailsValue;
  /** Saves the edited details (editAccountDetails). A rejection counts as a failure. */
  onSave: (details: AccountDetailsValue) => Promise<AccountDetailsSaveResult> | AccountDetailsSaveResult;
  /** Called after a failed save so the caller can load the details again (spec 3 §8 "then reload"). */
  onReload?: () => void;
}

export interface AccountDetailsFormAria {
  state: AccountDetailsFormState;
  draft: AccountDetailsValue;
  isDirty: boolean;
  setText: (field: 'CustomerFirstName' | 'CustomerLastName' | 'ContactName' | 'Mobile' | 'EmailAddress' | 'Abn', value: string) => void;
  setToggle: (field: NotificationToggle, value: boolean) => void;
  errors: FieldErrors;
  /** The server's reason after "Failed to update account details", when it gave one. */
  failureDetail: string | undefined;
  cancel: () => void;
  formProps: FormHTMLAttributes<HTMLFormElement> & { noValidate: true };
}

const same = (a: AccountDetailsValue, b: AccountDetailsValue) =>
  (['CustomerFirstName', 'CustomerLastName', 'ContactName', 'Mobile', 'EmailAddress', 'Abn', ...notificationToggles] as const).every((key) => (a[key] ?? '') === (b[key] ?? ''));

function validate(draft: AccountDetailsValue): FieldErrors {
  const errors: FieldErrors = {};
  // The rules of creating the account (spec 3 §5.1), held by the domain.
  if (!draft.IsCompany && (draft.CustomerFirstName ?? '').trim() === '') errors['CustomerFirstName'] = VALIDATION_MESSAGES.firstNameRequired;
  if (draft.CustomerLastName.trim() === '') errors['CustomerLastName'] = VALIDATION_MESSAGES.lastNameOrCompanyRequired;
  const mobile = (draft.Mobile ?? '').trim();
  if (mobile !== '' && !AUSTRALIAN_MOBILE_PATTERN.test(normaliseMobileNumber(mobile))) errors['Mobile'] = VALIDATION_MESSAGES.invalidMobile;
  if (!isValidEmail(draft.EmailAddress.trim())) errors['EmailAddress'] = VALIDATION_MESSAGES.invalidEmail;
  if (draft.IsCompany && (draft.Abn ?? '').trim() === '') errors['Abn'] = VALIDATION_MESSAGES.abnRequiredForCompany;
  else if (draft.IsCompany && !isValidAbn(draft.Abn ?? '')) errors['Abn'] = VALIDATION_MESSAGES.invalidAbnChecksum;
  return errors;
}

/** Account details (spec 3 §2.9, §4.8 "dirty after an edit; Cancel restores the last loaded values", §8). */
export function useAccountDetailsForm(props: AccountDetailsFormProps): AccountDetailsFormAria {
  const [loaded, setLoaded] = useState(props.details);
  const [draft, setDraft] = useState(props.details);
  const [state, setState] = useState<AccountDetailsFormState>('clean');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failureDetail, setFailureDetail] = useState<string>();
  // New details from the caller (a reload) replace both the loaded values and the draft; a reload that brings back
  // what was just saved (the host refreshing the page after a save) keeps the "saved" message.
  const [seen, setSeen] = useState(props.details);
  if (seen !== props.details) {
    setSeen(props.details);
    if (!same(props.details, loaded)) {
      setLoaded(props.details);
      setDraft(props.details);
      setState('clean');
    }
  }
  const isDirty = !same(draft, loaded);
  const edit = (next: AccountDetailsValue) => {
    setDraft(next);
    setState(same(next, loaded) ? 'clean' : 'dirty');
  };
  const save = async () => {
    if (state === 'saving' || !isDirty) return;
    const found = validate(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setState('saving');
    let result: AccountDetailsSaveResult;
    try {
      result = await props.onSave(draft);
    } catch {
      result = { success: false };
    }
    if (result.success) {
      const saved = result.data ?? draft;
      setLoaded(saved);
      setDraft(saved);
      setFailureDetail(undefined);
      setState('saved');
      return;
    }
    setFailureDetail(result.errors?.[0]?.ErrorText);
    setState('failed');
    props.onReload?.();
  };
  return {
    state,
    draft,
    isDirty,
    setText: (field, value) => {
      edit({ ...draft, [field]: value });
      if (errors[field]) setErrors(Object.fromEntries(Object.entries(errors).filter(([key]) => key !== field)));
    },
    setToggle: (field, value) => edit({ ...draft, [field]: value }),
    errors,
    failureDetail,
    cancel: () => {
      setDraft(loaded);
      setErrors({});
      setState('clean');
    },
    formProps: useFormSubmitProps(save),
  };
}
