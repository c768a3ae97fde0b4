// Zip (spec 3 §9 method 11): sent without a token at submit, it settles after the order. The submit places the
// order with its balance owing and creates a Zip checkout for that balance; its answer's RedirectUrl is the store's
// own /Checkout/Zip/{order}/{checkout}, which sends the shopper on to Zip (the store knows Zip's address and its
// own; the API server needs neither). Zip sends the shopper back to the confirmation with its result, and
// confirmZipPayment settles it: approved captures exactly the amount Zip was asked for, once; cancelled or declined
// leaves the balance owing, to pay through the existing-order checkout.
import { randomBytes } from 'node:crypto';
import { balanceOwingCents } from '@rigkit/domain/account';
import { dollarsFromCents } from '@rigkit/domain/money';
import { PaymentMethodIds } from '@rigkit/domain/payments';
import type { Db } from '../db/openDatabase.ts';
import { ApiError } from '../http/envelope.ts';
import type { OperationContext } from '../http/operation.ts';
import { isTheirs, paidCentsOf } from './orderOwnership.ts';

export const zipMessages = {
  notFound: 'That Zip payment was not found.',
} as const;

/** Zip's checkout ids look like co_7Hq2LmX9pR4sT1vW. */
function zipCheckoutId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return `co_${[...randomBytes(20)].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

const zipRedirectPath = (documentGuid: string, checkoutId: string) => `/Checkout/Zip/${documentGuid}/${checkoutId}`;

/** Creates the Zip checkout for an order's balance, in the order's transaction; answers where to send the shopper. */
export async function startZipCheckout(
  trx: Db,
  order: { documentId: number; documentGuid: string; sessionGuid: string; amountCents: number; now: Date },
): Promise<string> {
  const checkoutId = zipCheckoutId();
  await trx
    .insertInto('provider_orders')
    .values({ provider_order_id: checkoutId, provider: 'zip', customer_session_guid: order.sessionGuid, amount_cents: order.amountCents, document_id: order.documentId, created_at: order.now })
    .execute();
  return zipRedirectPath(order.documentGuid, checkoutId);
}

/** A repeated submit answers the same redirect while its Zip checkout is still unpaid, and none once it is paid. */
export async function pendingZipRedirect(db: Db, documentId: number, documentGuid: string): Promise<string | null> {
  const pending = await db
    .selectFrom('provider_orders')
    .select('provider_order_id')
    .where('document_id', '=', documentId)
    .where('provider', '=', 'zip')
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('payment_captures').select('token').whereRef('payment_captures.token', '=', 'provider_orders.provider_order_id'))))
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return pending ? zipRedirectPath(documentGuid, pending.provider_order_id) : null;
}

export async function confirmZipPayment(context: OperationContext<'POST', '/confirmZipPayment'>) {
  const { services, identity, body, now } = context;
  return services.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('provider_orders')
      .innerJoin('documents', 'documents.document_id', 'provider_orders.document_id')
      .select(['provider_orders.amount_cents', 'documents.document_id', 'documents.document_status', 'documents.total_cents', 'documents.customer_id', 'documents.customer_session_guid'])
      .where('provider_orders.provider_order_id', '=', body.CheckoutId)
      .where('provider_orders.provider', '=', 'zip')
      .where('documents.document_guid', '=', body.SalesOrderGuid.toLowerCase())
      .forUpdate()
      .executeTakeFirst();
    // Another customer's order, or a checkout of another order, is the same 404 as an unknown one.
    if (!row || !isTheirs(row, identity)) throw new ApiError(404, zipMessages.notFound);
    const owing = async () => balanceOwingCents({ status: row.document_status, totalCents: row.total_cents }, await paidCentsOf(trx, row.document_id));
    if (body.Result !== 'approved') return { Paid: false, BalanceOwing: dollarsFromCents(await owing()) };
    // One key per Zip checkout: a reload of the confirmation answers the first capture, never a second charge.
    const capture = await services.payments.capture({ method: 'zip', token: body.CheckoutId, approval: body.Approval ?? null, amountCents: row.amount_cents, idempotencyKey: `zip:${body.CheckoutId}` }, trx);
    if (!capture.ok) return { Paid: false, BalanceOwing: dollarsFromCents(await owing()) };
    const recorded = await trx.selectFrom('document_payments').select('document_payment_id').where('transaction_id', '=', capture.transactionId).executeTakeFirst();
    if (!recorded) {
      await trx
        .insertInto('document_payments')
        .values({ document_id: row.document_id, payment_method_id: PaymentMethodIds.zip, payment_method_name: 'Zip', amount_cents: row.amount_cents, paid_at: now, transaction_id: capture.transactionId })
        .execute();
    }
    return { Paid: true, BalanceOwing: dollarsFromCents(await owing()) };
  });
}
