// The existing-order checkout and payment link over HTTP on the seeded database (PGlite, or PostgreSQL with
// DATABASE_URL): who may open a link, the missing-information form, and paying the balance owing exactly once.
import { checkoutMessages } from '@rigkit/domain/checkout';
import { settlementMessages } from '@rigkit/domain/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTotp } from '../identity/totp.ts';
import { demoAccounts, demoTotpSecret } from '../seed/demoAccounts.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { sandboxCardNonces } from './paymentGateway.ts';

let t: TestApp;
const keys: Record<'retail' | 'company' | 'twoFactor', string> = { retail: '', company: '', twoFactor: '' };
let counter = 0;
const newSession = () => `30000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;
type Account = keyof typeof keys;

async function logIn(account: Account): Promise<string> {
  const { email, password } = demoAccounts[account];
  const totp = account === 'twoFactor' ? generateTotp(demoTotpSecret, t.clock.now) : undefined;
  const result = await t.call('POST', '/session/webAuth', { body: { username: email, password, ...(totp ? { totp } : {}) }, session: newSession() });
  return (result.body.data as { AuthenticationKey: string }).AuthenticationKey;
}

beforeAll(async () => {
  t = await createTestApp({ items: 300 });
  for (const account of ['retail', 'company'] as const) keys[account] = await logIn(account);
}, 120_000);
afterAll(async () => t.close());

const captcha = { clientCaptchaKey: 'sandbox-v3-0.9', captchaVersion: '3' };
const as = (account?: Account) => (account ? { session: newSession(), authKey: keys[account] } : { session: newSession() });
const guidOf = async (documentId: number) => (await t.database.db.selectFrom('documents').select('document_guid').where('document_id', '=', documentId).executeTakeFirstOrThrow()).document_guid;
const fetchState = async (guid: string, account?: Account) => t.call('POST', '/fetchCheckoutStateExistingOrder', { body: { SalesOrderGuid: guid }, ...as(account) });
const paymentsOf = async (documentId: number) => t.database.db.selectFrom('document_payments').selectAll().where('document_id', '=', documentId).execute();

interface ExistingState {
  ChiefCheckoutState: { FirstName: string | null; MobileNumber: string | null; Payments: { PaymentAmount: number; CustomerPaymentId: number | null; ExternalToken: string | null }[] };
  SalesOrderDocument: { DocumentNumber: string; TotalCostPriceIncTax: number; DocumentStatus: string };
  MissingFields: string[];
}

const card = (amount: number, nonce: string = sandboxCardNonces.visa) => ({ PaymentMethodId: 14, PaymentAmount: amount, ExternalToken: nonce, CustomerPaymentAuthorityId: null, CustomerPaymentId: null, IsStoreCredit: false });

function pay(guid: string, account: Account, payments: unknown[], retryGuid: string | null) {
  return t.call('POST', '/submitOrder', {
    ...as(account),
    headers: captcha,
    body: { ClientVersion: 2, SalesOrderGuid: guid, HttpReferrer: null, RetryGuid: retryGuid, CheckoutState: { AcceptTerms: true, TOTP: null, SelectTimeRange: null, Payments: payments, OrderNotes: null, ClientOrderNumber: null } },
  });
}

describe('fetchCheckoutStateExistingOrder', () => {
  it("opens the customer's own order with its number, total and the deposit already paid", async () => {
    const answer = await fetchState(await guidOf(331001), 'retail');
    expect(answer.status).toBe(200);
    const data = answer.body.data as ExistingState;
    expect(data.SalesOrderDocument.DocumentNumber).toBe('SO-331001');
    expect(data.ChiefCheckoutState.FirstName).toBe(demoAccounts.retail.firstName);
    const [deposit] = data.ChiefCheckoutState.Payments;
    // The deposit counts against the balance and is marked as already recorded.
    expect(deposit?.CustomerPaymentId).toBeGreaterThan(0);
    expect(deposit?.PaymentAmount).toBeGreaterThan(0);
    expect(deposit?.PaymentAmount).toBeLessThan(data.SalesOrderDocument.TotalCostPriceIncTax);
    expect(data.MissingFields).toEqual([]);
  });

  it("answers another customer's order, an unknown GUID and a logged-out visitor with the same 404", async () => {
    const guid = await guidOf(331001);
    const answers = [await fetchState(guid, 'company'), await fetchState(crypto.randomUUID(), 'retail'), await fetchState(guid)];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body.errors).toEqual([{ ErrorText: checkoutMessages.paymentLinkUnavailable }]);
    }
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
  });

  it('says a paid order and a cancelled order are no longer available', async () => {
    const paid = await fetchState(await guidOf(331003), 'retail');
    const cancelled = await fetchState(await guidOf(331014), 'company');
    for (const answer of [paid, cancelled]) {
      expect(answer.status).toBe(404);
      expect(answer.body.errors[0]?.ErrorText).toBe('This payment link is no longer available, please contact us for a new link.');
    }
  });

  it("carries a pickup order's pickup, so payment offers the methods for click and collect, at no extra cost", async () => {
    const pickup = (await fetchState(await guidOf(331012), 'company')).body.data as ExistingState & { ChiefCheckoutState: { SelectedShippingMethod: { ShippingCompanyId: number; DisplayName: string; TotalCostIncTax: number } | null } };
    expect(pickup.ChiefCheckoutState.SelectedShippingMethod).toMatchObject({ ShippingCompanyId: 1, DisplayName: 'Pickup from Wangara', TotalCostIncTax: 0 });
    const delivery = (await fetchState(await guidOf(331011), 'company')).body.data as { ChiefCheckoutState: { SelectedShippingMethod?: unknown } };
    expect(delivery.ChiefCheckoutState.SelectedShippingMethod ?? null).toBeNull();
  });

  it('refuses a malformed GUID with 400, never 500', async () => {
    const answer = await t.call('POST', '/fetchCheckoutStateExistingOrder', { body: { SalesOrderGuid: "1' OR 1=1" }, ...as('retail') });
    expect(answer.status).toBe(400);
  });
});

describe('orders/patchExistingOrder', () => {
  it('asks for a missing mobile and stores the completed one on the order', async () => {
    await t.database.db.updateTable('customers').set({ mobile: '' }).where('customer_id', '=', demoAccounts.company.customerId).execute();
    const guid = await guidOf(331011);
    const before = (await fetchState(guid, 'company')).body.data as ExistingState;
    expect(before.MissingFields).toEqual(['MobileNumber']);

    const patched = await t.call('POST', '/orders/patchExistingOrder', { body: { DocumentGuid: guid, MissingFields: { MobileNumber: '+61 423 456 789' } }, ...as('company') });
    expect(patched.status).toBe(200);
    const after = (await fetchState(guid, 'company')).body.data as ExistingState;
    expect(after.MissingFields).toEqual([]);
    expect(after.ChiefCheckoutState.MobileNumber).toBe('0423456789');
  });

  it.each([
    [{ MobileNumber: '12' }, 422],
    [{ EmailAddress: 'not-an-email' }, 422],
    [{ ShippingPostcode: '6000' }, 422],
    [{}, 400],
  ])('refuses %j with %i', async (MissingFields, status) => {
    const answer = await t.call('POST', '/orders/patchExistingOrder', { body: { DocumentGuid: await guidOf(331011), MissingFields }, ...as('company') });
    expect(answer.status).toBe(status);
  });

  it("cannot change another customer's order", async () => {
    const answer = await t.call('POST', '/orders/patchExistingOrder', { body: { DocumentGuid: await guidOf(331011), MissingFields: { FirstName: 'Mallory' } }, ...as('retail') });
    expect(answer.status).toBe(404);
    const row = await t.database.db.selectFrom('documents').select('contact_first_name').where('document_id', '=', 331011).executeTakeFirstOrThrow();
    expect(row.contact_first_name).not.toBe('Mallory');
  });
});

describe('submitOrder for an existing order', () => {
  it('keeps the order unpaid when the card is declined', async () => {
    const guid = await guidOf(331002);
    const owing = (await fetchState(guid, 'retail')).body.data as ExistingState;
    const answer = await pay(guid, 'retail', [card(owing.SalesOrderDocument.TotalCostPriceIncTax, sandboxCardNonces.declined)], crypto.randomUUID());
    expect(answer.body.success).toBe(false);
    expect((answer.body.data as { Success: boolean }).Success).toBe(false);
    expect(await paymentsOf(331002)).toEqual([]);
  });

  it('pays the balance owing by card once, however often the same submit arrives', async () => {
    const guid = await guidOf(331002);
    const state = (await fetchState(guid, 'retail')).body.data as ExistingState;
    const owing = state.SalesOrderDocument.TotalCostPriceIncTax;
    const retryGuid = crypto.randomUUID();
    const payments = [card(owing)];
    const answers = await Promise.all([pay(guid, 'retail', payments, retryGuid), pay(guid, 'retail', payments, retryGuid)]);
    answers.push(await pay(guid, 'retail', payments, retryGuid));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ Success: true, SalesOrderDocument: { DocumentGuid: guid } });
    }
    const recorded = await paymentsOf(331002);
    expect(recorded.map((payment) => payment.amount_cents)).toEqual([Math.round(owing * 100)]);
    const captures = await t.database.db.selectFrom('payment_captures').select('transaction_id').where('idempotency_key', 'like', `${retryGuid}%`).execute();
    expect(captures).toHaveLength(1);
    // Paid in full: the link is now "no longer available".
    expect((await fetchState(guid, 'retail')).status).toBe(404);
  });

  it('takes only the balance: the deposit already paid is not charged again, and paying more is refused', async () => {
    const guid = await guidOf(331001);
    const state = (await fetchState(guid, 'retail')).body.data as ExistingState;
    const deposit = state.ChiefCheckoutState.Payments;
    const owing = Math.round((state.SalesOrderDocument.TotalCostPriceIncTax - (deposit[0]?.PaymentAmount ?? 0)) * 100) / 100;
    const tooMuch = await pay(guid, 'retail', [...deposit, card(owing + 1)], crypto.randomUUID());
    expect(tooMuch.body.success).toBe(false);
    expect((await paymentsOf(331001)).length).toBe(1);
    const paid = await pay(guid, 'retail', [...deposit, card(owing)], crypto.randomUUID());
    expect(paid.body.data).toMatchObject({ Success: true });
    expect((await paymentsOf(331001)).map((payment) => payment.amount_cents).reduce((a, b) => a + b, 0)).toBe(Math.round(state.SalesOrderDocument.TotalCostPriceIncTax * 100));
  });

  it("cannot pay another customer's order", async () => {
    const answer = await pay(await guidOf(331011), 'retail', [card(10)], crypto.randomUUID());
    expect(answer.status).toBe(404);
    expect(await paymentsOf(331011)).toHaveLength(1);
  });

  it('refuses a method the order cannot use: Pay on Collection for a delivery', async () => {
    const payOnCollection = { PaymentMethodId: 8, PaymentAmount: 0, ExternalToken: null, CustomerPaymentAuthorityId: null, CustomerPaymentId: null, IsStoreCredit: false };
    const before = (await paymentsOf(331011)).length;
    const answer = await pay(await guidOf(331011), 'company', [payOnCollection], crypto.randomUUID());
    expect(answer.body.success).toBe(false);
    expect(JSON.stringify(answer.body)).toContain(settlementMessages.unsupportedMethod);
    expect(await paymentsOf(331011)).toHaveLength(before);
  });
});
