import { FormField } from '../internal/FormField.tsx';
import { changePasswordFormMessages as M } from './messages.ts';
import type { ChangePasswordFormProps } from './useChangePasswordForm.ts';
import { useChangePasswordForm } from './useChangePasswordForm.ts';

export interface ChangePasswordFormComponentProps extends ChangePasswordFormProps {
  /** Class name of the root element. */
  className?: string;
}

/**
 * The account area's change-password form (spec 3 §2.1 /account/changepassword, §5.5): old, new and confirmation,
 * a show-passwords toggle. Unstyled: `data-state` (`idle`, `submitting`, `succeeded`, `failed`) on the root.
 */
export function ChangePasswordForm(props: ChangePasswordFormComponentProps) {
  const form = useChangePasswordForm(props);
  const type = form.showPasswords ? 'text' : 'password';
  return (
    <div className={props.className} data-rigkit="change-password-form" data-state={form.state}>
      <form {...form.formProps} data-part="form">
        <FormField label={M.oldPassword} type={type} autoComplete="current-password" isRequired value={form.oldPassword} onChange={form.setOldPassword} />
        <FormField label={M.newPassword} type={type} autoComplete="new-password" isRequired value={form.newPassword} onChange={form.setNewPassword} />
        <FormField label={M.confirmPassword} type={type} autoComplete="new-password" isRequired value={form.confirmPassword} onChange={form.setConfirmPassword} />
        <label data-part="show-passwords">
          <input type="checkbox" checked={form.showPasswords} onChange={(event) => form.setShowPasswords(event.target.checked)} />
          {M.showPasswords}
        </label>
        {form.errorMessage ? (
          <p role="alert" data-part="error">
            {form.errorMessage}
          </p>
        ) : null}
        <button type="submit" disabled={form.isSubmitDisabled} data-part="submit">
          {form.state === 'submitting' ? M.submitting : M.submit}
        </button>
      </form>
      <p role="status" data-part="status">
        {form.state === 'succeeded' ? M.succeeded : null}
      </p>
    </div>
  );
}
