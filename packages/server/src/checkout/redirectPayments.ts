// The card provider's client id and the PayPal order of a redirect payment (spec 3 §7 fetchBraintreeClientId,
// createPaypalOrder; §9 method 6). The shopper approves the PayPal order on the provider's own page; submitOrder then
// captures it through the PaymentGateway (paymentGateway.ts), which checks it against the row written here.
import { randomBytes, randomUUID } from 'node:crypto';
import { ApiError } from '../http/envelope.ts';
import type { OperationContext } from '../http/operation.ts';

/** Designed limits: a session asks for a handful of PayPal orders, never thousands. */
const ordersPerSessionPerHour = 20;
const largestAmountCents = 2_147_483_647;

export const redirectPaymentMessages = {
  badAmount: 'The amount must be more than $0.00',
  tooMany: 'Too many PayPal payments were started. Please wait a while and try again.',
  notYourCustomer: 'Customer not found',
} as const;

/** An id in PayPal's shape: 17 capitals and digits (5O190127TN364715T). */
function providerOrderId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return [...randomBytes(17)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

export async function createPaypalOrder(context: OperationContext<'POST', '/createPaypalOrder'>) {
  const { services, identity, body, now } = context;
  const [unit] = body.purchase_units;
  // The contract's pattern has checked the form (digits, a point, two digits); cents are counted as integers.
  const [dollars = '0', cents = '0'] = (unit?.amount.value ?? '0.00').split('.');
  const amountCents = Number(dollars) * 100 + Number(cents);
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > largestAmountCents) throw new ApiError(422, redirectPaymentMessages.badAmount);
  const since = new Date(now.getTime() - 3_600_000);
  const recent = await services.db
    .selectFrom('provider_orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('customer_session_guid', '=', identity.sessionGuid)
    .where('created_at', '>', since)
    .executeTakeFirst();
  if (Number(recent?.count ?? 0) >= ordersPerSessionPerHour) throw new ApiError(429, redirectPaymentMessages.tooMany, { 'Retry-After': '3600' });
  const id = providerOrderId();
  await services.db.insertInto('provider_orders').values({ provider_order_id: id, provider: 'paypal', customer_session_guid: identity.sessionGuid, amount_cents: amountCents, created_at: now }).execute();
  return { id };
}

/**
 * The card fields' client id. A customer GUID is honoured only as the caller's own (a real provider's token for a
 * customer lists their stored cards); anyone else's is the same 404 as an unknown one. The local provider needs no
 * authorisation, so its id is a fresh sandbox token; a Braintree adapter mints a client token here instead.
 */
export async function fetchBraintreeClientId(context: OperationContext<'POST', '/fetchBraintreeClientId'>) {
  const { identity, body } = context;
  if (body.CustomerGuid && body.CustomerGuid.toLowerCase() !== identity.customer?.customer_guid.toLowerCase()) throw new ApiError(404, redirectPaymentMessages.notYourCustomer);
  return `sandbox_${randomUUID().replaceAll('-', '').slice(0, 24)}`;
}
