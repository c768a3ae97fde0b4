// /satisfaction (spec 3 §2.1, §2.12, §7): the feedback page an e-mail links to after an order. Its query (from, to,
// salesOrderId, invoiceId) goes to the server as it is, first to load the record, then with the feedback.
import { SatisfactionForm } from '@rigkit/react/SatisfactionForm';
import type { Route } from './+types/satisfaction';
import { browserApi } from '../lib/api.client.ts';
import { pageMeta } from '../lib/meta.ts';
import { serverApi } from '../lib/api.server.ts';
// The sheet of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/widgets/account-forms.css';

/** The link's query as the contract types it: whole-number ids only, anything else left out. */
function linkQuery(url: URL) {
  const id = (name: string) => {
    const value = url.searchParams.get(name) ?? '';
    return /^\d{1,9}$/.test(value) ? Number(value) : undefined;
  };
  const from = url.searchParams.get('from') ?? undefined;
  const to = url.searchParams.get('to') ?? undefined;
  const salesOrderId = id('salesOrderId');
  const invoiceId = id('invoiceId');
  return { ...(from ? { from } : {}), ...(to ? { to } : {}), ...(salesOrderId ? { salesOrderId } : {}), ...(invoiceId ? { invoiceId } : {}) };
}

export async function loader(args: Route.LoaderArgs) {
  const query = linkQuery(new URL(args.request.url));
  const { client } = serverApi(args);
  const { data } = await client.POST('/Satisfaction', { params: { query }, signal: args.request.signal });
  return { query, record: data.data ?? null };
}

export function meta(args: Route.MetaArgs) {
  return [...pageMeta(args, { title: 'Your feedback', description: 'Tell us how we did.' }), { name: 'robots', content: 'noindex' }];
}

export default function SatisfactionPage({ loaderData }: Route.ComponentProps) {
  const { query, record } = loaderData;
  return (
    <section className="account-form-page">
      <h1 className="page-heading">Your feedback</h1>
      {record?.SalesOrderId ? <p>About order SO-{record.SalesOrderId}</p> : null}
      <SatisfactionForm
        onSubmit={async (value) => {
          await browserApi().POST('/Satisfaction', {
            params: { query },
            body: { ...query, rating: value.rating, customerFeedback: value.feedback, requiresResponse: value.requiresResponse, email: value.requiresResponse ? value.email : null, phone: value.requiresResponse ? value.phone : null },
          });
        }}
      />
    </section>
  );
}
