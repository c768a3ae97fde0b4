// /account and every path below it, in any case (spec 1 §2, spec 3 §2.1): private, shown inside the account layout.
// A visitor who is not logged in sees the login form instead, and stays at the same address after logging in.
// Account pages not built yet fall to the 404 page, inside the layout for a customer.
import { Outlet, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/account';
import { AccountFrame } from '../components/AccountFrame.tsx';
import { LoginRequired } from '../components/LoginRequired.tsx';
import { LazyStoreErrorPage } from '../components/LazyStoreErrorPage.tsx';
import { pageMeta } from '../lib/meta.ts';
import { shopperSession } from '../lib/session.server.ts';
// The sheet of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/widgets/account-layout.css';

export async function loader(args: Route.LoaderArgs) {
  const session = await shopperSession(args);
  const preferences = session?.CustomerSessionPreferences;
  if (!preferences?.IsLoggedIn) return { isLoggedIn: false as const };
  return {
    isLoggedIn: true as const,
    profile: { firstName: preferences.FirstName ?? null, lastName: preferences.LastName ?? null, emailAddress: preferences.EmailAddress ?? null },
    stats: session?.MyPLEStats ?? null,
  };
}

export type AccountData = Awaited<ReturnType<typeof loader>>;

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Account', description: 'Your account: details, orders, quotes, invoices, wishlists and returns.' });
}

export default function AccountArea({ loaderData }: Route.ComponentProps) {
  if (!loaderData.isLoggedIn) return <LoginRequired />;
  return (
    <AccountFrame profile={loaderData.profile}>
      <Outlet />
    </AccountFrame>
  );
}

// An account page that does not exist (or is not built yet) is the store's 404 page, inside the layout; a visitor
// who is not logged in still meets the login form first.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const account = useRouteLoaderData<AccountData>('routes/account');
  if (account && !account.isLoggedIn) return <LoginRequired />;
  if (!account) return <LazyStoreErrorPage error={error} />;
  return (
    <AccountFrame profile={account.profile}>
      <LazyStoreErrorPage error={error} />
    </AccountFrame>
  );
}
