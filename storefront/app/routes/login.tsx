// /Login and /login (spec 1 §2, §4): the login form; a visitor already logged in goes to /Account. On success the
// shopper goes to the `redirect` address when it is a path of this site, otherwise to /Account (the spec's
// login redirect target). TotpRequired switches the form to the two-factor challenge (inside LoginForm).
import { LOGIN_FORM_PATHS } from '@rigkit/react/LoginForm';
import { redirect, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import type { Route } from './+types/login';
import { LoginPanel } from '../components/LoginPanel.tsx';
import { serverApi } from '../lib/api.server.ts';
import { pageMeta } from '../lib/meta.ts';
// The sheet of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/widgets/login-form.css';

/** Only site paths ("/cart", not "//evil.example" or "https://…"): no open redirect. */
export function safeRedirectPath(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return LOGIN_FORM_PATHS.account;
  return value;
}

export async function loader(args: Route.LoaderArgs) {
  const { client } = serverApi(args);
  const { data } = await client.GET('/session/fetchSession', { signal: args.request.signal });
  if (data.data?.CustomerSessionPreferences?.IsLoggedIn) throw redirect(LOGIN_FORM_PATHS.account);
  return null;
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Login', description: 'Log in to your account to see orders, quotes and saved builds.', canonicalPath: '/Login' });
}

export default function LoginPage() {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [searchParams] = useSearchParams();
  return (
    <section className="login-page">
      <h1 className="page-heading">Login</h1>
      <LoginPanel
        onLoggedIn={async () => {
          // The header's login state comes from the root loader: refresh it, then leave the page.
          await revalidator.revalidate();
          await navigate(safeRedirectPath(searchParams.get('redirect')));
        }}
      />
    </section>
  );
}
