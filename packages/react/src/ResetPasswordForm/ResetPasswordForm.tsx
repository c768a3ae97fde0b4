import { FormField } from '../internal/FormField.tsx';
import { RigkitLink } from '../RigkitProvider/RigkitProvider.tsx';
import { resetPasswordFormMessages as M } from './messages.ts';
import type { ResetPasswordFormProps } from './useResetPasswordForm.ts';
import { useResetPasswordForm } from './useResetPasswordForm.ts';

export interface ResetPasswordFormComponentProps extends ResetPasswordFormProps {
  /** Class name of the root element. */
  className?: string;
}

/**
 * The password reset form (spec 3 §2.3): two password entries, then the success message with a link to log in.
 * Unstyled: `data-state` (`idle`, `submitting`, `succeeded`, `failed`) on the root.
 */
export function ResetPasswordForm(props: ResetPasswordFormComponentProps) {
  const form = useResetPasswordForm(props);
  return (
    <div className={props.className} data-rigkit="reset-password-form" data-state={form.state}>
      {form.state === 'succeeded' ? null : (
        <form {...form.formProps} data-part="form">
          <FormField label={M.newPasswordLabel} type="password" autoComplete="new-password" isRequired value={form.newPassword} onChange={form.setNewPassword} />
          <FormField label={M.confirmPasswordLabel} type="password" autoComplete="new-password" isRequired value={form.confirmPassword} onChange={form.setConfirmPassword} />
          <button type="submit" disabled={form.isSubmitDisabled} data-part="submit">
            {form.state === 'submitting' ? M.submitting : M.submit}
          </button>
        </form>
      )}
      {form.errorMessage ? (
        <p role="alert" data-part="error">
          {form.errorMessage}
        </p>
      ) : null}
      {form.isLinkRefused && form.state === 'failed' ? (
        <RigkitLink href="/ForgotPassword" data-part="request-another">
          {M.requestAnother}
        </RigkitLink>
      ) : null}
      <p role="status" data-part="status">
        {form.state === 'succeeded' ? M.succeeded : null}
      </p>
      {form.state === 'succeeded' ? (
        <RigkitLink href="/Login" data-part="log-in">
          {M.logIn}
        </RigkitLink>
      ) : null}
    </div>
  );
}
