// /account/quotes, /account/orders, /account/invoices and /account/workorders (spec 3 §2.1, §2.9, §8; issue 18 items
// 1 and 6): the logged-in customer's documents as cards in the DocumentList widget, Refresh and Try Again reloading
// the page's data. A "no" from the server is "Failed to load …"; a call that did not complete is "An error occurred
// while fetching …".
import { RigkitApiError } from '@rigkit/api-client';
import { DocumentList, type DocumentListKind, type DocumentListLoadError } from '@rigkit/react/DocumentList';
import { useRevalidator } from 'react-router';
import type { Route } from './+types/account-documents';
import { serverApi } from '../lib/api.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { shopperSession } from '../lib/session.server.ts';
// The sheets of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/pages/account-documents.css';

const kinds: Record<string, { kind: DocumentListKind; documentType?: 'Quotes' | 'Sales Orders' | 'Invoices'; title: string }> = {
  quotes: { kind: 'quotes', documentType: 'Quotes', title: 'Quotes' },
  orders: { kind: 'orders', documentType: 'Sales Orders', title: 'Order History' },
  invoices: { kind: 'invoices', documentType: 'Invoices', title: 'Invoices History' },
  workorders: { kind: 'work orders', title: 'Work Orders' },
};

function listOf(request: Request) {
  const segment = /^\/account\/([a-z]+)/i.exec(new URL(request.url).pathname)?.[1]?.toLowerCase() ?? '';
  const found = kinds[segment];
  if (!found) throw new Error(`no document list at ${segment}`);
  return found;
}

const loadErrorOf = (error: unknown): DocumentListLoadError => (error instanceof RigkitApiError && error.status !== undefined ? 'failed' : 'error');

export async function loader(args: Route.LoaderArgs) {
  const list = listOf(args.request);
  const base = { kind: list.kind, title: list.title };
  const { client } = serverApi(args);
  const signal = args.request.signal;
  try {
    if (list.documentType) {
      const { data } = await client.POST('/fetchDocuments', { body: { DocumentType: list.documentType }, signal });
      if (!data.success) return { ...base, items: null, loadError: 'failed' as const };
      // Returns are never asked for here, so every entry is a document.
      return { ...base, items: (data.data ?? []).filter((entry) => 'DocumentGuid' in entry), loadError: null };
    }
    const customerGuid = (await shopperSession(args))?.CustomerSessionPreferences.CustomerGuid;
    // A visitor sees the layout's login form; there is nothing to list.
    if (!customerGuid) return { ...base, items: [], loadError: null };
    const { data } = await client.POST('/fetchWorkOrders', { body: { CustomerGuid: customerGuid }, signal });
    if (!data.success) return { ...base, items: null, loadError: 'failed' as const };
    return { ...base, items: data.data ?? [], loadError: null };
  } catch (error) {
    return { ...base, items: null, loadError: loadErrorOf(error) };
  }
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: args.loaderData?.title ?? 'Account', description: 'Your quotes, orders, invoices and work orders.' });
}

export default function AccountDocuments({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  return (
    <div className="account-section">
      <DocumentList
        kind={loaderData.kind}
        items={loaderData.items ?? undefined}
        loadError={loaderData.loadError ?? undefined}
        isRefreshing={revalidator.state === 'loading'}
        onRefresh={() => void revalidator.revalidate()}
      />
    </div>
  );
}
