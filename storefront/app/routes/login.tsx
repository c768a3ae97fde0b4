// /Login and /login (spec 1 §2, §4): the login form; a visitor already logged in goes to /Account. On success the
// shopper goes to the `redirect` address when it is a path of this site, otherwise to /Account (the spec's
// login redirect target). TotpRequired switches the form to the two-factor challenge (inside LoginForm).
import type { LoginCredentials, LoginResult } from '@rigkit/react/LoginForm';
import { LOGIN_FORM_PATHS, LoginForm, loginResultFromThrown } from '@rigkit/react/LoginForm';
import { Link, redirect, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import type { Route } from './+types/login';
import { browserApi } from '../lib/api.client.ts';
import { serverApi } from '../lib/api.server.ts';
import { announceSessionChange } from '../lib/crossTab.ts';
import { pageMeta } from '../lib/meta.ts';

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

async function submitLogin(credentials: LoginCredentials): Promise<LoginResult> {
  try {
    const { data } = await browserApi().POST('/session/webAuth', {
      body: { username: credentials.username, password: credentials.password, ...(credentials.totp ? { totp: credentials.totp } : {}) },
    });
    return { success: data.success, errors: data.errors ?? [] };
  } catch (error) {
    return loginResultFromThrown(error);
  }
}

export default function LoginPage() {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [searchParams] = useSearchParams();
  return (
    <section className="login-page">
      <h1 className="page-heading">Login</h1>
      <LoginForm
        onSubmit={submitLogin}
        onSendSms={async () => {
          await browserApi().GET('/smsTotp');
        }}
        onSuccess={() => {
          // The header's login state comes from the root loader: refresh it, then leave the page.
          void (async () => {
            announceSessionChange();
            await revalidator.revalidate();
            await navigate(safeRedirectPath(searchParams.get('redirect')));
          })();
        }}
        renderLink={({ href, children, ...rest }) => (
          <Link to={href} {...rest}>
            {children}
          </Link>
        )}
      />
    </section>
  );
}
