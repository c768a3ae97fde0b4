// Promotion redemptions (spec 3 §3, §7; issue 18 item 4): the customer's pending and redeemed promotions, and
// redeemCode, which gives the code of a pending one. Only the logged-in customer's own; a list asked for another
// CustomerGuid is refused like fetchWorkOrders, and another customer's redemption is the same 404 as an unknown one.
// The ids are sequential and so guessable: failed redemptions are limited per customer (10 in 15 minutes, designed).
import { formatInvoiceCode } from '@rigkit/domain/account';
import { randomInt } from 'node:crypto';
import { ApiError } from '../http/envelope.ts';
import type { OperationContext, RequestContext } from '../http/operation.ts';
import { orderErrors, requireCustomer } from '../orders/documents.ts';
import type { CustomerRow } from '../db/schema.ts';

export const redemptionErrors = {
  notFound: 'Promotion redemption was not found',
  alreadyRedeemed: 'This promotion has already been redeemed',
  tooMany: 'Too many redemption attempts. Please wait 15 minutes and try again.',
} as const;

/** Failed redeemCode calls a customer may make in the limiter's 15-minute window (designed). */
export const REDEEM_ATTEMPTS_PER_WINDOW = 10;

function assertOwnList(customer: CustomerRow, customerGuid: string) {
  if (customerGuid.toLowerCase() !== customer.customer_guid.toLowerCase()) throw new ApiError(403, orderErrors.otherCustomer);
}

function redemptionsOf(context: RequestContext, customer: CustomerRow) {
  return context.services.db
    .selectFrom('invoice_redemptions')
    .innerJoin('promotion_redemptions', 'promotion_redemptions.promotion_redemption_id', 'invoice_redemptions.promotion_redemption_id')
    .innerJoin('document_items', 'document_items.document_item_id', 'invoice_redemptions.invoice_item_id')
    .innerJoin('documents', 'documents.document_id', 'document_items.document_id')
    .select([
      'invoice_redemptions.invoice_item_id',
      'invoice_redemptions.promotion_redemption_id',
      'invoice_redemptions.redemption_code',
      'invoice_redemptions.redeemed_at',
      'promotion_redemptions.redemption_name',
      'promotion_redemptions.description',
      'documents.document_id',
      'documents.document_date',
    ])
    .where('invoice_redemptions.customer_id', '=', customer.customer_id);
}

type RedemptionRow = Awaited<ReturnType<ReturnType<typeof redemptionsOf>['execute']>>[number];

const toRedemption = (row: RedemptionRow) => ({
  InvoiceNumber: formatInvoiceCode(row.document_id),
  InvoiceDate: row.document_date.toISOString(),
  InvoiceItemId: row.invoice_item_id,
  PromotionRedemptionId: row.promotion_redemption_id,
  RedemptionName: row.redemption_name,
  RedemptionDate: row.redeemed_at?.toISOString() ?? null,
  Description: row.description,
  RedemptionCode: row.redemption_code,
});

export async function fetchPendingRedemptions(context: OperationContext<'GET', '/fetchPendingRedemptions/{customerGuid}'>) {
  const customer = requireCustomer(context);
  assertOwnList(customer, context.pathParameters.customerGuid);
  const rows = await redemptionsOf(context, customer).where('invoice_redemptions.redeemed_at', 'is', null).orderBy('documents.document_date', 'desc').orderBy('invoice_redemptions.promotion_redemption_id').execute();
  return rows.map(toRedemption);
}

export async function fetchRedemptionHistory(context: OperationContext<'GET', '/fetchRedemptionHistory/{customerGuid}'>) {
  const customer = requireCustomer(context);
  assertOwnList(customer, context.pathParameters.customerGuid);
  const rows = await redemptionsOf(context, customer).where('invoice_redemptions.redeemed_at', 'is not', null).orderBy('invoice_redemptions.redeemed_at', 'desc').execute();
  return rows.map(toRedemption);
}

// Unambiguous characters only (no 0/O, 1/I/L), as a code is read off a screen and typed into a game store.
const codeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 3 }, () => Array.from({ length: 4 }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join('')).join('-');

export async function redeemCode(context: OperationContext<'POST', '/redeemCode'>) {
  const customer = requireCustomer(context);
  const { body, services, now } = context;
  assertOwnList(customer, body.CustomerGuid);
  const attempt = await services.accountLimiter.attempt(`redeem:${customer.customer_id}`, now);
  if (attempt.count > REDEEM_ATTEMPTS_PER_WINDOW) {
    await attempt.release();
    throw new ApiError(429, redemptionErrors.tooMany, { 'Retry-After': '900' });
  }
  // Only a pending redemption of this customer changes; the update itself decides, so two clicks give one code.
  const updated = await services.db
    .updateTable('invoice_redemptions')
    .set({ redemption_code: newCode(), redeemed_at: now })
    .where('customer_id', '=', customer.customer_id)
    .where('invoice_item_id', '=', body.InvoiceItemId)
    .where('promotion_redemption_id', '=', body.PromotionRedemptionId)
    .where('redeemed_at', 'is', null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    const existing = await redemptionsOf(context, customer).where('invoice_redemptions.invoice_item_id', '=', body.InvoiceItemId).where('invoice_redemptions.promotion_redemption_id', '=', body.PromotionRedemptionId).executeTakeFirst();
    // A failed guess stays counted; one's own already-redeemed promotion is no guess.
    if (existing) {
      await attempt.release();
      throw new ApiError(409, redemptionErrors.alreadyRedeemed);
    }
    throw new ApiError(404, redemptionErrors.notFound);
  }
  await attempt.release();
  const row = await redemptionsOf(context, customer).where('invoice_redemptions.invoice_item_id', '=', body.InvoiceItemId).where('invoice_redemptions.promotion_redemption_id', '=', body.PromotionRedemptionId).executeTakeFirstOrThrow();
  return toRedemption(row);
}
