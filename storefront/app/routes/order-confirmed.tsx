// /Checkout/OrderConfirmed/:orderGuid (spec 3 §2.1, §2.8): the order just placed, for the customer or the guest
// session that placed it; any other GUID is the 404 page.
import { OrderConfirmation, type ConfirmedOrder } from '@rigkit/react/OrderConfirmation';
import { useEffect } from 'react';
import type { Route } from './+types/order-confirmed';
import { browserApi } from '../lib/api.client.ts';
import { serverApi } from '../lib/api.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { auditLogPurchaseTracker } from '../lib/purchaseTracking.client.ts';
import { notFound, rethrowAsNotFound } from '../lib/notFound.ts';
import { isLoggedIn } from '../lib/session.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const guid = args.params.orderGuid;
  if (!guid) notFound();
  const { client } = serverApi(args);
  const [document, loggedIn] = await Promise.all([
    client
      .POST('/fetchDocument', { body: { DocumentType: 'Sales Order', DocumentGuid: guid }, signal: args.request.signal })
      .then(({ data }) => data.data)
      .catch(rethrowAsNotFound),
    isLoggedIn(args),
  ]);
  if (!document) notFound();
  return { order: document as ConfirmedOrder, isLoggedIn: loggedIn };
}

export function meta(args: Route.MetaArgs) {
  return [...pageMeta(args, { title: 'Order confirmed', description: 'Your order is placed.' }), { name: 'robots', content: 'noindex' }];
}

export default function OrderConfirmedPage({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  // The purchase is tracked once the page is in the browser (spec 3 §2.8 tracking stages through auditLog).
  useEffect(() => {
    void auditLogPurchaseTracker.trackPurchase(order).catch(() => undefined);
  }, [order]);
  return (
    <section className="order-confirmed-page">
      <h1 className="page-heading">Order confirmed</h1>
      <OrderConfirmation
        className="order-confirmation"
        order={order}
        isLoggedIn={loaderData.isLoggedIn}
        onLeadSource={async (LeadSourceId) => {
          await browserApi().POST('/patchSalesOrderPostCheckout', { body: { SalesOrderGuid: order.DocumentGuid, LeadSourceId: LeadSourceId as 1 } });
        }}
      />
    </section>
  );
}
