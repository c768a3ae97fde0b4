// /CreateAccount (spec 3 §2.1, §2.2, §4.1): the Create Account screen with Back to Login. The client adds the captcha
// (v3, then the v2 challenge when the server asks); on success the session is refreshed and the shopper goes to
// /account. A visitor already logged in goes straight to /account.
import { CreateAccountForm } from '@rigkit/react/CreateAccountForm';
import type { CreateAccountResult } from '@rigkit/react/CreateAccountForm';
import { redirect, useNavigate, useRevalidator } from 'react-router';
import type { Route } from './+types/create-account';
import { browserApi } from '../lib/api.client.ts';
import { outcomeOf } from '../lib/accountCalls.ts';
import { addressLookup } from '../lib/addressLookup.ts';
import { serverApi } from '../lib/api.server.ts';
import { announceSessionChange } from '../lib/crossTab.ts';
import { pageMeta } from '../lib/meta.ts';
// The sheets of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/pages/create-account.css';

export async function loader(args: Route.LoaderArgs) {
  const { client } = serverApi(args);
  const { data } = await client.GET('/session/fetchSession', { signal: args.request.signal });
  if (data.data?.CustomerSessionPreferences?.IsLoggedIn) throw redirect('/account');
  return null;
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Create Account', description: 'Create an account to follow your orders, save builds and check out faster.', canonicalPath: '/CreateAccount' });
}

export default function CreateAccountPage() {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return (
    <section className="account-form-page">
      <h1 className="page-heading">Create Account</h1>
      <CreateAccountForm
        addressLookup={addressLookup}
        onSubmit={async (payload): Promise<CreateAccountResult> => {
          const outcome = await outcomeOf(() => browserApi().POST('/createAccount', { body: payload }));
          if (!outcome.success) return outcome;
          // The answer is the same for an address that already has an account (account/createAccount.ts); the
          // refreshed session tells this shopper whether they are now logged in.
          const { data } = await browserApi().GET('/session/fetchSession');
          return { ...outcome, isLoggedIn: data.data?.CustomerSessionPreferences?.IsLoggedIn === true };
        }}
        onCreated={() => {
          announceSessionChange();
          void revalidator.revalidate().then(() => navigate('/account'));
        }}
      />
    </section>
  );
}
