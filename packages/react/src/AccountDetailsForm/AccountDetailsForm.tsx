import { FormField } from '../internal/FormField.tsx';
import { accountDetailsFormMessages as M } from './messages.ts';
import type { AccountDetailsFormProps } from './useAccountDetailsForm.ts';
import { notificationToggles, useAccountDetailsForm } from './useAccountDetailsForm.ts';

export interface AccountDetailsFormComponentProps extends AccountDetailsFormProps {
  /** Class name of the root element. */
  className?: string;
}

/**
 * Edit Account Details (spec 3 §2.9): the contact fields and the six notification toggles; Save and Cancel appear
 * once something changed. Unstyled: `data-state` (`clean`, `dirty`, `saving`, `saved`, `failed`) on the root.
 */
export function AccountDetailsForm(props: AccountDetailsFormComponentProps) {
  const form = useAccountDetailsForm(props);
  const { draft, errors } = form;
  return (
    <div className={props.className} data-rigkit="account-details-form" data-state={form.state}>
      <form {...form.formProps} data-part="form">
        {draft.IsCompany ? null : (
          <FormField label={M.firstName} autoComplete="given-name" isRequired value={draft.CustomerFirstName ?? ''} onChange={(text) => form.setText('CustomerFirstName', text)} error={errors['CustomerFirstName']} />
        )}
        <FormField
          label={draft.IsCompany ? M.companyName : M.lastName}
          autoComplete={draft.IsCompany ? 'organization' : 'family-name'}
          isRequired
          value={draft.CustomerLastName}
          onChange={(text) => form.setText('CustomerLastName', text)}
          error={errors['CustomerLastName']}
        />
        {draft.IsCompany ? <FormField label={M.abn} inputMode="numeric" isRequired value={draft.Abn ?? ''} onChange={(text) => form.setText('Abn', text)} error={errors['Abn']} /> : null}
        <FormField label={M.contactName} autoComplete="name" value={draft.ContactName ?? ''} onChange={(text) => form.setText('ContactName', text)} />
        <FormField label={M.mobile} type="tel" autoComplete="tel" value={draft.Mobile ?? ''} onChange={(text) => form.setText('Mobile', text)} error={errors['Mobile']} />
        <FormField label={M.email} type="email" autoComplete="email" isRequired value={draft.EmailAddress} onChange={(text) => form.setText('EmailAddress', text)} error={errors['EmailAddress']} />
        <fieldset data-part="notifications">
          <legend data-part="legend">{M.notifications}</legend>
          {notificationToggles.map((toggle) => (
            <label key={toggle} data-part="toggle">
              <input type="checkbox" role="switch" checked={draft[toggle] ?? false} onChange={(event) => form.setToggle(toggle, event.target.checked)} />
              {M.toggles[toggle]}
            </label>
          ))}
        </fieldset>
        {form.state === 'failed' ? (
          <div role="alert" data-part="error">
            <p>{M.failed}</p>
            {form.failureDetail ? <p data-part="error-detail">{form.failureDetail}</p> : null}
          </div>
        ) : null}
        <div data-part="actions">
          <button type="submit" disabled={!form.isDirty || form.state === 'saving'} data-part="save">
            {form.state === 'saving' ? M.saving : M.save}
          </button>
          <button type="button" disabled={!form.isDirty || form.state === 'saving'} onClick={form.cancel} data-part="cancel">
            {M.cancel}
          </button>
        </div>
      </form>
      <p role="status" data-part="status">
        {form.state === 'saved' ? M.saved : null}
      </p>
    </div>
  );
}
