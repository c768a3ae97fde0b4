// /account and /Account, the login redirect target (spec 1 §2): the account area's front page. Designed (spec 3 §2.1
// lists /account as "Account details, notification toggles, two-factor", whose form comes with the account pages):
// a greeting and a link to each section of the menu, with the counts the session's MyPLEStats carries.
import type { components } from '@rigkit/api-client';
import { ACCOUNT_MENU_ENTRIES } from '@rigkit/domain/account';
import { Link, useRouteLoaderData } from 'react-router';
import type { AccountData } from './account.tsx';

type Stats = components['schemas']['MyPLEStats'];

const countWord = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

// Designed: which count belongs under which menu entry.
const sectionCounts: Record<string, (stats: Stats) => string | undefined> = {
  '/account/quotes': (stats) => (stats.QuoteCount === undefined ? undefined : countWord(stats.QuoteCount, 'quote', 'quotes')),
  '/account/orders': (stats) => (stats.SalesOrderCount === undefined ? undefined : countWord(stats.SalesOrderCount, 'order', 'orders')),
  '/account/invoices': (stats) => (stats.InvoiceCount === undefined ? undefined : countWord(stats.InvoiceCount, 'invoice', 'invoices')),
  '/account/wishlists': (stats) => (stats.WishlistItemCount === undefined ? undefined : countWord(stats.WishlistItemCount, 'saved item', 'saved items')),
  '/account/workorders': (stats) => (stats.WorkOrderCount === undefined ? undefined : countWord(stats.WorkOrderCount, 'work order', 'work orders')),
};

/** Designed greeting; the name is the session's first name. */
export function accountGreeting(firstName: string | null): string {
  return firstName ? `Welcome back, ${firstName}` : 'Welcome back';
}

export default function AccountOverview() {
  const account = useRouteLoaderData<AccountData>('routes/account');
  if (!account?.isLoggedIn) return null;
  const sections = ACCOUNT_MENU_ENTRIES.filter((entry) => entry.path !== '/account');
  return (
    <section className="account-overview" aria-labelledby="account-overview-heading">
      <h2 id="account-overview-heading">{accountGreeting(account.profile.firstName)}</h2>
      <p>Manage your details, follow your orders and returns, and keep your wishlists from here.</p>
      <ul className="account-overview__sections">
        {sections.map((entry) => {
          const count = account.stats ? sectionCounts[entry.path]?.(account.stats) : undefined;
          return (
            <li key={entry.path}>
              <Link to={entry.path}>{entry.label}</Link>
              {count ? <span className="account-overview__count">{count}</span> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
