// /account/changepassword (spec 3 §2.1, §5.5): the change-password form inside the account layout (the layout's
// guard shows the login form to visitors). Username is the logged-in account's own e-mail (spec 3 §7).
import { ChangePasswordForm } from '@rigkit/react/ChangePasswordForm';
import { useRouteLoaderData } from 'react-router';
import type { AccountData } from './account.tsx';
import { browserApi } from '../lib/api.client.ts';
import { outcomeOf } from '../lib/accountCalls.ts';
// The sheet of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/widgets/account-forms.css';

export default function AccountChangePassword() {
  const account = useRouteLoaderData<AccountData>('routes/account');
  if (!account?.isLoggedIn) return null;
  const username = account.profile.emailAddress ?? '';
  return (
    <section className="account-section" aria-labelledby="change-password-heading">
      <h2 id="change-password-heading">Change Password</h2>
      <ChangePasswordForm onSubmit={(request) => outcomeOf(() => browserApi().POST('/updatePassword', { body: { Username: username, ...request } }))} />
    </section>
  );
}
