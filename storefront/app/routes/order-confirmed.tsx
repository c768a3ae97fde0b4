// /Checkout/OrderConfirmed/:orderGuid (spec 3 §2.1, §2.8): the order just placed, for the customer or the guest
// session that placed it; any other GUID is the 404 page. Coming back from Zip (?result&checkoutId&approval, spec 3
// §9 method 11), the Zip payment is settled first, so the order shows what is still owed; the store contact HTML is
// the store contact page's content (lookupWebpage).
import type { RigkitClient } from '@rigkit/api-client';
import { paymentMessages } from '@rigkit/domain/payments';
import { OrderConfirmation, type ConfirmedOrder } from '@rigkit/react/OrderConfirmation';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/order-confirmed';
import { browserApi } from '../lib/api.client.ts';
import { serverApi } from '../lib/api.server.ts';
import { sanitiseCmsHtml } from '../lib/cms.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { tracking } from '../lib/tracking.ts';
import { notFound, rethrowAsNotFound } from '../lib/notFound.ts';
import { isLoggedIn } from '../lib/session.server.ts';
// The sheets of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/pages/order-confirmed.css';

/** The page whose content is the store's contact details (spec 3 §7 lookupWebpage "store contact page"). */
const storeContactPage = '/Contact';
const zipResults = ['approved', 'cancelled', 'declined'] as const;

/** Zip's return (result, checkoutId, approval) settled against the order, or null when this is not a Zip return. */
async function settleZipReturn(client: RigkitClient, orderGuid: string, url: URL, signal: AbortSignal) {
  const result = zipResults.find((value) => value === url.searchParams.get('result'));
  const checkoutId = url.searchParams.get('checkoutId') ?? '';
  if (!result || !/^co_[A-Za-z0-9]{1,64}$/.test(checkoutId)) return null;
  const approval = url.searchParams.get('approval');
  const { data } = await client
    .POST('/confirmZipPayment', { body: { SalesOrderGuid: orderGuid, CheckoutId: checkoutId, Result: result, Approval: approval && approval.length <= 128 ? approval : null }, signal })
    .catch(rethrowAsNotFound);
  return data.data ?? null;
}

async function storeContactHtml(client: RigkitClient, signal: AbortSignal) {
  // The details are a courtesy: a missing contact page leaves them out rather than failing the confirmation.
  const page = await client.POST('/lookupWebpage', { body: { pageUrl: storeContactPage }, signal }).then(({ data }) => data.data ?? null, () => null);
  return sanitiseCmsHtml(page?.HtmlText);
}

export async function loader(args: Route.LoaderArgs) {
  const guid = args.params.orderGuid;
  if (!guid) notFound();
  const { client } = serverApi(args);
  const signal = args.request.signal;
  const zip = await settleZipReturn(client, guid, new URL(args.request.url), signal);
  const [document, loggedIn, contactHtml] = await Promise.all([
    client
      .POST('/fetchDocument', { body: { DocumentType: 'Sales Order', DocumentGuid: guid }, signal })
      .then(({ data }) => data.data)
      .catch(rethrowAsNotFound),
    isLoggedIn(args),
    storeContactHtml(client, signal),
  ]);
  if (!document) notFound();
  return { order: document as ConfirmedOrder, isLoggedIn: loggedIn, zip, contactHtml };
}

export function meta(args: Route.MetaArgs) {
  return [...pageMeta(args, { title: 'Order confirmed', description: 'Your order is placed.' }), { name: 'robots', content: 'noindex' }];
}

function ZipNotice({ paid, order }: { paid: boolean; order: ConfirmedOrder }) {
  if (paid) return <p role="status">{paymentMessages.zipPaid}</p>;
  return (
    <p role="alert">
      {paymentMessages.zipNotCompleted(order.DocumentNumber)} <Link to={`/Checkout/${order.DocumentGuid}`}>{paymentMessages.zipPayNow}</Link>
    </p>
  );
}

export default function OrderConfirmedPage({ loaderData }: Route.ComponentProps) {
  const { order, zip } = loaderData;
  // The purchase is tracked once the page is in the browser (spec 3 §2.8 tracking stages through auditLog).
  useEffect(() => {
    void tracking.purchased(order).catch(() => undefined);
  }, [order]);
  // Zip's answer is settled once; the address keeps no approval to be shared or bookmarked.
  useEffect(() => {
    if (zip) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [zip]);
  return (
    <section className="order-confirmed-page">
      <h1 className="page-heading">Order confirmed</h1>
      <OrderConfirmation
        className="order-confirmation"
        order={order}
        isLoggedIn={loaderData.isLoggedIn}
        storeContactHtml={loaderData.contactHtml}
        notice={zip ? <ZipNotice paid={zip.Paid} order={order} /> : null}
        onLeadSource={async (LeadSourceId) => {
          await browserApi().POST('/patchSalesOrderPostCheckout', { body: { SalesOrderGuid: order.DocumentGuid, LeadSourceId: LeadSourceId as 1 } });
        }}
      />
    </section>
  );
}
