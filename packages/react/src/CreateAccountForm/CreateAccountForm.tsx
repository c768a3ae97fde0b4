import type { AddressValues } from '@rigkit/domain/validation';
import { useEffect, useRef } from 'react';
import { AddressCollector } from '../AddressCollector/AddressCollector.tsx';
import type { AddressLookup } from '../AddressCollector/useAddressCollector.ts';
import { AddressFieldset } from '../internal/AddressFieldset.tsx';
import { FormField } from '../internal/FormField.tsx';
import { RigkitLink } from '../RigkitProvider/RigkitProvider.tsx';
import { createAccountFormMessages as M } from './messages.ts';
import type { CreateAccountFormProps } from './useCreateAccountForm.ts';
import { useCreateAccountForm } from './useCreateAccountForm.ts';

export interface CreateAccountFormComponentProps extends CreateAccountFormProps {
  /** Class name of the root element. */
  className?: string;
}

const addressErrors = (errors: Record<string, string>, prefix: string) =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => key.startsWith(`${prefix}.`)).map(([key, message]) => [key.slice(prefix.length + 1), message]));

interface AccountAddressProps {
  legend: string;
  section: 'billing' | 'shipping';
  value: AddressValues;
  onChange: (value: AddressValues) => void;
  errors: Partial<Record<keyof AddressValues, string>>;
  lookup: AddressLookup | undefined;
}

/** One address of the form: searched through the AddressCollector when the host gives the lookup, else typed. */
function AccountAddress({ legend, section, value, onChange, errors, lookup }: AccountAddressProps) {
  if (!lookup) return <AddressFieldset legend={legend} section={section} part={`${section}-address`} value={value} onChange={onChange} errors={errors} />;
  return (
    <fieldset data-part={`${section}-address`}>
      <legend data-part="legend">{legend}</legend>
      <AddressCollector
        fetchSuggestions={lookup.fetchSuggestions}
        fetchAddress={lookup.fetchAddress}
        value={{ ...value, StreetAddressLine2: value.StreetAddressLine2 ?? '' }}
        onChange={onChange}
        // The form's own check found these fields wrong: the collector shows its messages for them (the same rules).
        showErrors={Object.keys(errors).length > 0}
        autoCompleteSection={section}
      />
    </fieldset>
  );
}

/**
 * The Create Account screen (spec 3 §2.2): individual or company, names, contact, e-mail, ABN for a company,
 * password twice, billing address and an optional separate shipping address, "Creating Account..." while busy, and
 * Back to Login. Unstyled: `data-state` (`idle`, `creating`, `failed`, `created`, `check-email`) and
 * `data-account-type` (`individual`, `company`) on the root.
 */
export function CreateAccountForm(props: CreateAccountFormComponentProps) {
  const form = useCreateAccountForm(props);
  const root = useRef<HTMLDivElement>(null);
  const { value, errors, set } = form;
  // After a refused submit the keyboard goes to the first field with a message, as a shopper would look there next.
  useEffect(() => {
    root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  useEffect(() => {
    if (form.state === 'failed' || form.state === 'check-email') root.current?.querySelector<HTMLElement>('[data-part="error"], [data-part="status"]')?.focus();
  }, [form.state]);
  return (
    <div ref={root} className={props.className} data-rigkit="create-account-form" data-state={form.state} data-account-type={value.IsCompany ? 'company' : 'individual'}>
      {form.state === 'check-email' ? (
        <p role="status" tabIndex={-1} data-part="status">
          {M.checkEmail}
        </p>
      ) : (
        <form {...form.formProps} data-part="form">
          <fieldset data-part="account-type">
            <legend data-part="legend">{M.accountType}</legend>
            {([false, true] as const).map((isCompany) => (
              <label key={String(isCompany)} data-part="choice">
                <input type="radio" name="account-type" checked={value.IsCompany === isCompany} onChange={() => set('IsCompany', isCompany)} />
                {isCompany ? M.company : M.individual}
              </label>
            ))}
          </fieldset>
          {value.IsCompany ? null : (
            <FormField label={M.firstName} autoComplete="given-name" isRequired value={value.CustomerFirstName} onChange={(text) => set('CustomerFirstName', text)} error={errors['CustomerFirstName']} />
          )}
          <FormField
            label={value.IsCompany ? M.companyName : M.lastName}
            autoComplete={value.IsCompany ? 'organization' : 'family-name'}
            isRequired
            value={value.CustomerLastName}
            onChange={(text) => set('CustomerLastName', text)}
            error={errors['CustomerLastName']}
          />
          {value.IsCompany ? (
            <FormField label={M.abn} inputMode="numeric" isRequired value={value.Abn} onChange={(text) => set('Abn', text)} error={errors['Abn']} />
          ) : null}
          <FormField label={M.contactName} autoComplete="name" value={value.ContactName} onChange={(text) => set('ContactName', text)} error={errors['ContactName']} />
          <FormField label={M.mobile} type="tel" autoComplete="tel" inputMode="tel" value={value.Mobile} onChange={(text) => set('Mobile', text)} error={errors['Mobile']} />
          <FormField label={M.email} type="email" autoComplete="email" inputMode="email" isRequired value={value.EmailAddress} onChange={(text) => set('EmailAddress', text)} error={errors['EmailAddress']} />
          <FormField label={M.password} type="password" autoComplete="new-password" isRequired value={value.CustomerPassword} onChange={(text) => set('CustomerPassword', text)} error={errors['CustomerPassword']} />
          <p data-part="hint">{M.passwordHint}</p>
          <FormField label={M.confirmPassword} type="password" autoComplete="new-password" isRequired value={value.ConfirmPassword} onChange={(text) => set('ConfirmPassword', text)} error={errors['ConfirmPassword']} />
          <AccountAddress legend={M.billingAddress} section="billing" value={value.billing} onChange={(address) => set('billing', address)} errors={addressErrors(errors, 'billing')} lookup={props.addressLookup} />
          <label data-part="separate-shipping">
            <input type="checkbox" checked={value.showShipping} onChange={(event) => set('showShipping', event.target.checked)} />
            {M.separateShipping}
          </label>
          {value.showShipping ? (
            <AccountAddress legend={M.shippingAddress} section="shipping" value={value.shipping} onChange={(address) => set('shipping', address)} errors={addressErrors(errors, 'shipping')} lookup={props.addressLookup} />
          ) : null}
          {form.failure ? (
            <div role="alert" tabIndex={-1} data-part="error">
              <p data-part="error-title">{form.failure.title}</p>
              {form.failure.detail ? <p data-part="error-detail">{form.failure.detail}</p> : null}
            </div>
          ) : null}
          <button type="submit" disabled={form.isSubmitDisabled} aria-disabled={form.isSubmitDisabled || undefined} data-part="submit">
            {form.state === 'creating' ? M.creating : M.submit}
          </button>
        </form>
      )}
      <RigkitLink href="/Login" data-part="back-to-login">
        {M.backToLogin}
      </RigkitLink>
    </div>
  );
}
