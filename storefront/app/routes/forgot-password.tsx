// /ForgotPassword (spec 3 §2.1, §2.3): the Forgotten Password Reset screen. The request goes to forgotPassword with
// the captcha (the client adds it); the confirmation is the same for every address.
import { ForgotPasswordForm } from '@rigkit/react/ForgotPasswordForm';
import type { Route } from './+types/forgot-password';
import { browserApi } from '../lib/api.client.ts';
import { pageMeta } from '../lib/meta.ts';
// The sheet of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/widgets/account-forms.css';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Forgotten Password Reset', description: 'Reset the password of your account.', canonicalPath: '/ForgotPassword' });
}

export default function ForgotPasswordPage() {
  return (
    <section className="account-form-page">
      <h1 className="page-heading">Forgotten Password Reset</h1>
      <ForgotPasswordForm
        onSubmit={async (EmailAddress) => {
          await browserApi().POST('/forgotPassword', { body: { EmailAddress } });
        }}
      />
    </section>
  );
}
