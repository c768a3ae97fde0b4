import { FormField } from '../internal/FormField.tsx';
import { RigkitLink } from '../RigkitProvider/RigkitProvider.tsx';
import { forgotPasswordFormMessages as M } from './messages.ts';
import type { ForgotPasswordFormProps } from './useForgotPasswordForm.ts';
import { useForgotPasswordForm } from './useForgotPasswordForm.ts';

export interface ForgotPasswordFormComponentProps extends ForgotPasswordFormProps {
  /** Class name of the root element. */
  className?: string;
}

/**
 * The forgotten-password form (spec 3 §2.3): an e-mail and submit, then the neutral confirmation, which reads the
 * same whether or not the address has an account. Unstyled: `data-state` (`idle`, `submitting`, `submitted`,
 * `failed`) on the root.
 */
export function ForgotPasswordForm(props: ForgotPasswordFormComponentProps) {
  const form = useForgotPasswordForm(props);
  return (
    <div className={props.className} data-rigkit="forgot-password-form" data-state={form.state}>
      {form.state === 'submitted' ? null : (
        <form {...form.formProps} data-part="form">
          <FormField label={M.emailLabel} type="email" autoComplete="email" inputMode="email" isRequired value={form.value} onChange={form.setValue} />
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
      <p role="status" data-part="status">
        {form.state === 'submitted' ? M.submitted : null}
      </p>
      <RigkitLink href="/Login" data-part="back-to-login">
        {M.backToLogin}
      </RigkitLink>
    </div>
  );
}
