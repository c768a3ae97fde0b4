// /ResetPassword/:resetId (spec 3 §2.1, §2.3): the Password Reset screen the e-mail's link opens. The reset id stays
// out of the page's referrer (Referrer-Policy no-referrer below) and out of the search engines (noindex).
import { ResetPasswordForm } from '@rigkit/react/ResetPasswordForm';
import type { Route } from './+types/reset-password';
import { browserApi } from '../lib/api.client.ts';
import { outcomeOf } from '../lib/accountCalls.ts';
// The sheet of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/widgets/account-forms.css';

export function meta() {
  return [{ title: 'Password Reset' }, { name: 'robots', content: 'noindex' }, { name: 'referrer', content: 'no-referrer' }];
}

export default function ResetPasswordPage({ params }: Route.ComponentProps) {
  return (
    <section className="account-form-page">
      <h1 className="page-heading">Password Reset</h1>
      <ResetPasswordForm resetId={params.resetId} onSubmit={(body) => outcomeOf(() => browserApi().POST('/resetPassword', { body }))} />
    </section>
  );
}
