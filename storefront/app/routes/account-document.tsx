// /account/order/:orderGuid and /account/quote/:orderGuid (spec 3 §2.1, §2.9, §4.8; issue 18 item 2): one order or
// quote of the logged-in customer in the DocumentDetail widget (a build's parts with the KitChangeDialog), its actions sent through the typed client and the
// page reloaded after each. Another customer's or an unknown GUID is the 404 page, inside the account layout. A
// failed load shows spec 3 §8's "Error loading order" with Try Again.
import { RigkitApiError } from '@rigkit/api-client';
import { DocumentDetail, type AddItemCandidate } from '@rigkit/react/DocumentDetail';
import { KitChangeDialog } from '@rigkit/react/KitChangeDialog';
import { useRevalidator } from 'react-router';
import type { Route } from './+types/account-document';
import { outcomeOf } from '../lib/accountCalls.ts';
import { browserApi } from '../lib/api.client.ts';
import { serverApi } from '../lib/api.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { mustSucceed } from '../lib/mustSucceed.ts';
import { notFound } from '../lib/notFound.ts';
// The sheets of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/pages/account-document.css';

export const documentPageTexts = {
  loadFailed: 'Error loading order',
  tryAgain: 'Try Again',
} as const;

const addItemSearchLimit = 12; // designed: one screen of candidates

function statusOf(error: unknown): number | undefined {
  if (!(error instanceof RigkitApiError)) return undefined;
  return error.status ?? (error.cause instanceof RigkitApiError ? error.cause.status : undefined);
}

export async function loader(args: Route.LoaderArgs) {
  const documentType = /^\/account\/quote\//i.test(new URL(args.request.url).pathname) ? 'Quote' : 'Sales Order';
  const guid = args.params.orderGuid;
  // Only a GUID reaches the API: anything else cannot name a document.
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(guid)) notFound();
  try {
    const { data } = await serverApi(args).client.POST('/orders/fetchOrder', { body: { DocumentType: documentType, DocumentGuid: guid }, signal: args.request.signal });
    if (!data.data) return { document: null, failed: true };
    return { document: data.data, failed: false };
  } catch (error) {
    const status = statusOf(error);
    if (status === 404) notFound();
    // A visitor who is not logged in sees the layout's login form; nothing to show here.
    if (status === 401) return { document: null, failed: false };
    return { document: null, failed: true };
  }
}

export function meta(args: Route.MetaArgs) {
  const document = args.loaderData?.document;
  return pageMeta(args, {
    title: document ? `${document.DocumentType} ${document.DocumentNumber}` : 'Order',
    description: 'Your order or quote: items, delivery, payments and balance owing.',
  });
}

async function searchItems(term: string, signal: AbortSignal): Promise<AddItemCandidate[]> {
  const { data } = await browserApi().POST('/getItemGrid', { body: { SearchString: term }, signal });
  // A custom build cannot be added to an existing order (the server refuses it): it is not offered.
  return (data.data?.Items ?? [])
    .filter((item) => item.ItemTypeCode !== 'KIT')
    .slice(0, addItemSearchLimit)
    .map((item) => ({ InventoryItemId: item.InventoryItemId, ItemDescription: item.ItemDescription, CustomerPriceIncTax: item.CustomerPriceIncTax }));
}

export default function AccountDocument({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const { document, failed } = loaderData;
  if (failed || !document) {
    if (!failed) return null;
    return (
      <section className="account-section" role="alert">
        <p>{documentPageTexts.loadFailed}</p>
        <button type="button" onClick={() => void revalidator.revalidate()}>
          {documentPageTexts.tryAgain}
        </button>
      </section>
    );
  }
  // After a change the page reloads the document, so totals and lines are the server's.
  const thenReload = async (call: () => ReturnType<typeof outcomeOf>) => {
    const outcome = await call();
    if (outcome.success) await revalidator.revalidate();
    return outcome;
  };
  const salesOrderId = document.DocumentId ?? 0;
  return (
    <section className="account-section">
      <DocumentDetail
        document={document}
        onCancel={() => thenReload(() => outcomeOf(() => browserApi().POST('/orders/cancelActiveSalesOrder', { body: { SalesOrderId: salesOrderId } })))}
        onRemoveItem={(item) => thenReload(() => outcomeOf(() => browserApi().POST('/orders/removeItemFromActiveSalesOrder', { body: { SalesOrderId: salesOrderId, SalesOrderItemId: item.DocumentItemId } })))}
        onAddItem={(candidate) => thenReload(() => outcomeOf(() => browserApi().POST('/orders/addItemToActiveSalesOrder', { body: { SalesOrderId: salesOrderId, InventoryItemId: candidate.InventoryItemId, Quantity: 1 } })))}
        onSearch={searchItems}
        // A custom build's part: the kit-change dialog (spec 3 §4.8), shown only while the order and build allow it.
        renderKitChildAction={(child, kitLine) => (
          <KitChangeDialog
            document={document}
            kitLine={kitLine}
            part={child}
            onLoadOptions={async (part) => {
              const details = await mustSucceed(() => browserApi().POST('/orders/fetchSalesOrderItemKitDetails', { body: { SalesOrderId: salesOrderId, SalesOrderItemId: part.DocumentItemId ?? 0 } }));
              if (!details) throw new Error('No kit options');
              return details;
            }}
            onSave={(request) => thenReload(() => outcomeOf(() => browserApi().POST('/orders/UpdateItemOnActiveSalesOrder', { body: { SalesOrderId: salesOrderId, ...request } })))}
          />
        )}
      />
    </section>
  );
}
