// /account and /Account, the login redirect target (spec 1 §2): the account area's front page, "Account details,
// notification toggles, two-factor" (spec 3 §2.1, §2.9; issue 16 items 4 and 5). Designed around them: a greeting and
// a link to each section of the menu, with the counts the session's MyPLEStats carries.
import type { components } from '@rigkit/api-client';
import { ACCOUNT_MENU_ENTRIES } from '@rigkit/domain/account';
import { AccountDetailsForm } from '@rigkit/react/AccountDetailsForm';
import type { AccountDetailsValue } from '@rigkit/react/AccountDetailsForm';
import { TwoFactorSettings } from '@rigkit/react/TwoFactorSettings';
import { Link, useRevalidator, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/account-overview';
import type { AccountData } from './account.tsx';
import { outcomeOf } from '../lib/accountCalls.ts';
import { browserApi } from '../lib/api.client.ts';
import { serverApi } from '../lib/api.server.ts';
import { shopperSession } from '../lib/session.server.ts';
// The sheet of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/widgets/account-forms.css';

/** Spec 3 §8. */
export const fetchDetailsFailedText = 'Failed to fetch account details';

export async function loader(args: Route.LoaderArgs) {
  const session = await shopperSession(args);
  const preferences = session?.CustomerSessionPreferences;
  if (!preferences?.IsLoggedIn) return { details: null, detailsFailed: false, usesTotp: false };
  try {
    const { data } = await serverApi(args).client.GET('/fetchAccountDetails', { signal: args.request.signal });
    return { details: data.data ?? null, detailsFailed: !data.data, usesTotp: preferences.UsesTotp ?? false };
  } catch {
    return { details: null, detailsFailed: true, usesTotp: preferences.UsesTotp ?? false };
  }
}

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

async function saveDetails(details: AccountDetailsValue) {
  let saved: AccountDetailsValue | null = null;
  const outcome = await outcomeOf(async () => {
    const answer = await browserApi().POST('/editAccountDetails', { body: details });
    saved = answer.data.data ?? null;
    return answer;
  });
  return { ...outcome, data: saved };
}

export default function AccountOverview({ loaderData }: Route.ComponentProps) {
  const account = useRouteLoaderData<AccountData>('routes/account');
  const revalidator = useRevalidator();
  if (!account?.isLoggedIn) return null;
  const refresh = () => void revalidator.revalidate();
  const sections = ACCOUNT_MENU_ENTRIES.filter((entry) => entry.path !== '/account');
  return (
    <section className="account-overview" aria-labelledby="account-overview-heading">
      <h2 id="account-overview-heading">{accountGreeting(account.profile.firstName)}</h2>
      <p>Manage your details, follow your orders and returns, and keep your wishlists from here.</p>
      <section className="account-section" aria-labelledby="account-details-heading">
        <h2 id="account-details-heading">Edit Account Details</h2>
        {loaderData.details ? (
          <AccountDetailsForm
            details={loaderData.details}
            onSave={async (details) => {
              const saved = await saveDetails(details);
              // The greeting and the account menu's name come from the session: read it again.
              if (saved.success) refresh();
              return saved;
            }}
            onReload={refresh}
          />
        ) : (
          <p role="alert">{fetchDetailsFailedText}</p>
        )}
      </section>
      <TwoFactorSettings
        className="account-section"
        isEnabled={loaderData.usesTotp}
        onEnable={async () => {
          const { data } = await browserApi().GET('/enableTotp');
          if (!data.data) throw new Error('enableTotp answered no data');
          return data.data;
        }}
        onConfirm={(totp) => outcomeOf(() => browserApi().POST('/confirmTotp', { body: { totp } }))}
        onDisable={(totp) => outcomeOf(() => browserApi().POST('/disableTotp', { body: { totp } }))}
        onEnabledChange={refresh}
      />
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
