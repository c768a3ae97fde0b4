import type { AddressValues, FieldErrors } from '@rigkit/domain/validation';
import { addressSchema, createAccountSchema, joinStreetAddress, validateForm } from '@rigkit/domain/validation';
import type { FormHTMLAttributes } from 'react';
import { useState } from 'react';
import { emptyAddress } from '../internal/AddressFieldset.tsx';
import { createAccountFormMessages as M } from './messages.ts';
import type { AddressLookup } from '../AddressCollector/useAddressCollector.ts';
import { useFormSubmitProps } from '../internal/useFormSubmitProps.ts';

/** The account creation payload (spec 3 §3), as the contract's AccountCreation writes it. */
export interface AccountCreationPayload {
  CustomerFirstName: string | null;
  CustomerLastName: string;
  ContactName: string | null;
  Mobile: string | null;
  EmailAddress: string;
  Abn: string | null;
  IsCompany: boolean;
  CustomerPassword: string;
  ConfirmPassword: string;
  BillingStreetAddress: string;
  BillingSuburb: string;
  BillingState: string;
  BillingPostcode: string;
  ShippingStreetAddress: string | null;
  ShippingSuburb: string | null;
  ShippingState: string | null;
  ShippingPostcode: string | null;
  billingSame: boolean;
  showShipping: boolean;
}

/**
 * The answer: success, or the server's errors. `isLoggedIn` false after a success means the address already had an
 * account (the server e-mailed its owner): the form asks the shopper to check their e-mail.
 */
export interface CreateAccountResult {
  success: boolean;
  errors?: readonly { ErrorText?: string }[];
  isLoggedIn?: boolean;
}

/** Idle, busy while the captcha and the call run, failed, created (logged in), or "check your e-mail". */
export type CreateAccountFormState = 'idle' | 'creating' | 'failed' | 'created' | 'check-email';

export interface CreateAccountFormValue {
  IsCompany: boolean;
  CustomerFirstName: string;
  CustomerLastName: string;
  ContactName: string;
  Mobile: string;
  EmailAddress: string;
  Abn: string;
  CustomerPassword: string;
  ConfirmPassword: string;
  billing: AddressValues;
  showShipping: boolean;
  shipping: AddressValues;
}

export interface CreateAccountFormProps {
  /** Creates the account (createAccount, with the captcha) and refreshes the session. */
  onSubmit: (payload: AccountCreationPayload) => Promise<CreateAccountResult> | CreateAccountResult;
  /** Called once the new account is logged in (the store goes to /account, spec 3 §4.1). */
  onCreated?: () => void;
  /** The initial values. @default an individual with every field empty */
  defaultValue?: Partial<CreateAccountFormValue>;
  /** The address search (fetchAddressSuggestions, fetchAddress): the addresses use the AddressCollector. @default none: plain address fields */
  addressLookup?: AddressLookup;
}

export interface CreateAccountFormAria {
  state: CreateAccountFormState;
  value: CreateAccountFormValue;
  set: <Key extends keyof CreateAccountFormValue>(key: Key, value: CreateAccountFormValue[Key]) => void;
  /** The first message per field: payload names, `billing.Suburb` style for the addresses. */
  errors: FieldErrors;
  /** The alert after a refused call: "Failed to create account" and the server's first ErrorText. */
  failure: { title: string; detail: string | undefined } | undefined;
  formProps: FormHTMLAttributes<HTMLFormElement> & { noValidate: true };
  isSubmitDisabled: boolean;
}

const initialValue: CreateAccountFormValue = {
  IsCompany: false, CustomerFirstName: '', CustomerLastName: '', ContactName: '', Mobile: '', EmailAddress: '', Abn: '',
  CustomerPassword: '', ConfirmPassword: '', billing: emptyAddress, showShipping: false, shipping: emptyAddress,
};

const prefixed = (prefix: string, errors: FieldErrors): FieldErrors => Object.fromEntries(Object.entries(errors).map(([key, message]) => [`${prefix}.${key}`, message]));

export function toAccountCreationPayload(value: CreateAccountFormValue): AccountCreationPayload {
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    CustomerFirstName: value.IsCompany ? optional(value.CustomerFirstName) : value.CustomerFirstName.trim(),
    CustomerLastName: value.CustomerLastName.trim(),
    ContactName: optional(value.ContactName),
    Mobile: optional(value.Mobile),
    EmailAddress: value.EmailAddress.trim(),
    Abn: value.IsCompany ? optional(value.Abn) : null,
    IsCompany: value.IsCompany,
    CustomerPassword: value.CustomerPassword,
    ConfirmPassword: value.ConfirmPassword,
    // Spec 3 §2.2: "The street address is two lines joined by a newline".
    BillingStreetAddress: joinStreetAddress(value.billing.StreetAddressLine1, value.billing.StreetAddressLine2 ?? ''),
    BillingSuburb: value.billing.Suburb.trim(),
    BillingState: value.billing.State,
    BillingPostcode: value.billing.Postcode,
    ShippingStreetAddress: value.showShipping ? joinStreetAddress(value.shipping.StreetAddressLine1, value.shipping.StreetAddressLine2 ?? '') : null,
    ShippingSuburb: value.showShipping ? value.shipping.Suburb.trim() : null,
    ShippingState: value.showShipping ? value.shipping.State : null,
    ShippingPostcode: value.showShipping ? value.shipping.Postcode : null,
    billingSame: !value.showShipping,
    showShipping: value.showShipping,
  };
}

/** Create Account (spec 3 §2.2, §4.1, §5.1, §8): the domain's rules, then the call, then /account or a note. */
export function useCreateAccountForm(props: CreateAccountFormProps): CreateAccountFormAria {
  const [value, setValue] = useState<CreateAccountFormValue>({ ...initialValue, ...props.defaultValue });
  const [state, setState] = useState<CreateAccountFormState>('idle');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<CreateAccountFormAria['failure']>();

  const validate = (): FieldErrors => {
    const payload = toAccountCreationPayload(value);
    const form = validateForm(createAccountSchema, { ...payload, CustomerFirstName: payload.CustomerFirstName ?? '', ContactName: payload.ContactName ?? '', Mobile: payload.Mobile ?? '', Abn: payload.Abn ?? '', ShippingStreetAddress: undefined, ShippingSuburb: undefined, ShippingState: undefined, ShippingPostcode: undefined });
    const billing = validateForm(addressSchema, value.billing);
    const shipping = value.showShipping ? validateForm(addressSchema, value.shipping) : { errors: {} };
    return { ...form.errors, ...prefixed('billing', billing.errors), ...prefixed('shipping', shipping.errors) };
  };

  const submit = async () => {
    if (state === 'creating' || state === 'created') return;
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setState('idle');
      return;
    }
    setFailure(undefined);
    setState('creating');
    let result: CreateAccountResult;
    try {
      result = await props.onSubmit(toAccountCreationPayload(value));
    } catch {
      result = { success: false };
    }
    if (!result.success) {
      setFailure({ title: M.failed, detail: result.errors?.[0]?.ErrorText });
      setState('failed');
      return;
    }
    if (result.isLoggedIn === false) {
      setState('check-email');
      return;
    }
    setState('created');
    props.onCreated?.();
  };

  return {
    state,
    value,
    set: (key, next) => {
      setValue((current) => ({ ...current, [key]: next }));
      setErrors((current) => (key in current ? Object.fromEntries(Object.entries(current).filter(([field]) => field !== key)) : current));
    },
    errors,
    failure,
    formProps: useFormSubmitProps(submit),
    isSubmitDisabled: state === 'creating',
  };
}
