// Checkout calls of a new order (spec 3 §4.4, §7): the fresh checkout state, the payment methods, vouchers and
// store credit, submitOrder (placeOrder.ts), and the confirmation's document and lead source (spec 3 §2.8).
import { freshCheckoutState, type CheckoutState } from '@rigkit/domain/checkout';
import { paymentMessages, paymentMethodsForCheckout, SETTLEABLE_PAYMENT_METHOD_IDS, type PaymentEntry } from '@rigkit/domain/payments';
import { dollarsFromCents } from '@rigkit/domain/money';
import { requireCaptcha } from '../adapters/captcha.ts';
import { hashRequest, placeOrder, previousSubmission, type PlaceOrderResult } from './placeOrder.ts';
import { checkOrderTotp } from './orderTotp.ts';
import { payExistingOrder } from './existingOrder.ts';
import { isB2BCart, paymentMethodsWithIds } from './usablePaymentMethods.ts';
import { loadCart, couponPromotions, priceCart } from '../cart/cartService.ts';
import { shippingOptionsForCart } from '../cart/shipping.ts';
import { ApiError } from '../http/envelope.ts';
import { SoftFailure, type OperationContext, type RequestContext } from '../http/operation.ts';
import { fullDocument, orderErrors } from '../orders/documents.ts';
import type { DocumentsTable } from '../db/schema.ts';

type DocumentType = DocumentsTable['document_type'];

export async function fetchFreshCheckoutState(context: OperationContext<'GET', '/session/fetchFreshCheckoutState'>) {
  const { services, identity, now } = context;
  const snapshot = await (await services.catalogue()).refreshIfStale();
  const cart = await loadCart(services.db, identity.sessionGuid);
  const priced = priceCart(snapshot, cart, await couponPromotions(services.db, cart.couponCodes), now);
  const customer = identity.customer;
  const saved = identity.preferences['CheckoutState'] as Partial<CheckoutState> | undefined;
  // With nothing to buy there is no checkout: the client goes to the home page (spec 3 §4.4).
  const checkout =
    cart.lines.length === 0
      ? null
      : freshCheckoutState(
          saved,
          customer && { FirstName: customer.first_name, LastName: customer.last_name, EmailAddress: customer.email_address, MobileNumber: customer.mobile || null, LandlineNumber: null },
        );
  const postcode = checkout?.ShippingPostcode ?? identity.preferences['LocationPostcode'];
  const ShippingOptionsForCart =
    typeof postcode === 'string' && /^\d{4}$/.test(postcode) ? shippingOptionsForCart(snapshot, cart, postcode, priced.freeShipping) : [];
  return { CheckoutState: checkout, ShoppingCart: priced.ShoppingCart, ShippingOptionsForCart };
}

export async function fetchPaymentMethodsForCustomer(context: OperationContext<'GET', '/fetchPaymentMethodsForCustomer'>) {
  const { services, identity } = context;
  const cart = await loadCart(services.db, identity.sessionGuid);
  const snapshot = await (await services.catalogue()).refreshIfStale();
  return paymentMethodsForCheckout(paymentMethodsWithIds(snapshot, SETTLEABLE_PAYMENT_METHOD_IDS), { isB2B: isB2BCart(snapshot, cart.lines) });
}

export async function fetchStoreCredit(context: OperationContext<'GET', '/fetchStoreCredit'>) {
  const customer = context.identity.customer;
  if (!customer) return null;
  const row = await context.services.db
    .selectFrom('store_credits')
    .select(['store_credit_code', 'balance_cents'])
    .where('customer_id', '=', customer.customer_id)
    .where('balance_cents', '>', 0)
    .orderBy('store_credit_code')
    .executeTakeFirst();
  return row ? { StoreCreditAmount: dollarsFromCents(row.balance_cents), StoreCreditCode: row.store_credit_code } : null;
}

export async function fetchGiftVoucherBalance(context: OperationContext<'POST', '/fetchGiftVoucherBalance'>) {
  const { services, now, body } = context;
  const row = await services.db.selectFrom('gift_vouchers').select(['balance_cents', 'expires_at']).where('voucher_code', '=', body.GiftVoucherCode.trim().toUpperCase()).executeTakeFirst();
  const balanceCents = row && (row.expires_at === null || row.expires_at > now) ? row.balance_cents : 0;
  // An unknown code and an empty one read alike, so the call cannot be used to find live codes.
  if (balanceCents <= 0) return new SoftFailure(paymentMessages.giftVoucherNoBalanceOrInvalid);
  return dollarsFromCents(balanceCents);
}

export async function submitOrder(context: OperationContext<'POST', '/submitOrder'>) {
  const { services, identity, now, body } = context;
  await requireCaptcha(context.c, services.captcha);
  const requestHash = hashRequest(body);
  // A repeat of a submit that already placed its order answers that order, before its used two-factor code is read.
  if (body.RetryGuid) {
    const previous = await previousSubmission(services.db, body.RetryGuid, requestHash);
    if (previous) return submitAnswer(previous, body.RetryGuid);
  }
  const totpRefusal = await checkOrderTotp(context, body.CheckoutState.TOTP);
  if (totpRefusal) return submitAnswer({ placed: false, message: totpRefusal }, body.RetryGuid ?? null);
  if (body.SalesOrderGuid) {
    // An existing order or payment link: the balance owing is paid; the cart and the session's state play no part.
    const paid = await payExistingOrder({
      db: services.db,
      snapshot: (await services.catalogue()).current(),
      gateway: services.payments,
      identity,
      documentGuid: body.SalesOrderGuid.toLowerCase(),
      payments: (body.CheckoutState.Payments ?? []) as PaymentEntry[],
      retryGuid: body.RetryGuid ?? null,
      requestHash,
      now,
    });
    return submitAnswer(paid, body.RetryGuid ?? null);
  }
  const saved = identity.preferences['CheckoutState'] as Partial<CheckoutState> | undefined;
  // A logged-in customer's contact fills what the session has not saved, as the fresh state the checkout showed did.
  const customer = identity.customer;
  const contact = customer && { FirstName: customer.first_name, LastName: customer.last_name, EmailAddress: customer.email_address, MobileNumber: customer.mobile || null, LandlineNumber: null };
  const checkout: CheckoutState = { ...freshCheckoutState(saved, contact), ...(body.CheckoutState as Partial<CheckoutState>) };
  const snapshot = await (await services.catalogue()).refreshIfStale();
  const result = await placeOrder({
    db: services.db,
    gateway: services.payments,
    snapshot,
    sessionGuid: identity.sessionGuid,
    customer: identity.customer,
    checkout,
    seenLines: body.ShoppingCart?.ShoppingCartItems ?? null,
    retryGuid: body.RetryGuid ?? null,
    requestHash,
    now,
  });
  return submitAnswer(result, body.RetryGuid ?? null);
}

function submitAnswer(result: PlaceOrderResult, retryGuid: string | null) {
  if (result.placed) return { Success: true, RedirectUrl: result.redirectUrl ?? null, SalesOrderDocument: { DocumentGuid: result.documentGuid }, Errors: [], RetryGuid: null };
  if (result.status === 422) throw new ApiError(422, result.message);
  const Errors = [{ ErrorText: result.message }];
  // The retry GUID to send with the next attempt (spec 3 §4.4): the same one, so a lost answer is never an order twice.
  return new SoftFailure(result.message, { Success: false, RedirectUrl: null, SalesOrderDocument: null, Errors, RetryGuid: retryGuid ?? crypto.randomUUID() });
}

/**
 * The confirmation's document (spec 3 §2.8): a customer's own, or the order this session placed as a guest.
 * Anything else is the same 404 as an unknown GUID.
 */
async function placedDocument(context: RequestContext, documentGuid: string, documentType: DocumentType) {
  const { services, identity } = context;
  const row = await services.db.selectFrom('documents').selectAll().where('document_guid', '=', documentGuid).where('document_type', '=', documentType).executeTakeFirst();
  const isTheirs = row !== undefined && ((identity.customer !== null && row.customer_id === identity.customer.customer_id) || row.customer_session_guid === identity.sessionGuid);
  if (!row || !isTheirs) throw new ApiError(404, orderErrors.notFound(documentType));
  return row;
}

export async function fetchDocument(context: OperationContext<'POST', '/fetchDocument'>) {
  return fullDocument(context.services.db, await placedDocument(context, context.body.DocumentGuid, context.body.DocumentType));
}

export async function patchSalesOrderPostCheckout(context: OperationContext<'POST', '/patchSalesOrderPostCheckout'>) {
  await requireCaptcha(context.c, context.services.captcha);
  const order = await placedDocument(context, context.body.SalesOrderGuid, 'Sales Order');
  await context.services.db.updateTable('documents').set({ lead_source_id: context.body.LeadSourceId }).where('document_id', '=', order.document_id).execute();
  return null;
}
