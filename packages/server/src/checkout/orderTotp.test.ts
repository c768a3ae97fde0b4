// The two-factor gate of submitOrder (spec 3 §5.4, §6) over HTTP on the seeded database: a two-factor customer's
// order needs a valid code, a code works once, and guessing is limited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTotp } from '../identity/totp.ts';
import { tooManyAttemptsMessage } from '../identity/rateLimiter.ts';
import { demoAccounts, demoTotpSecret } from '../seed/demoAccounts.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { orderTotpMessages } from './orderTotp.ts';
import { sandboxCardNonces } from './paymentGateway.ts';

let t: TestApp;
let authKey = '';
const session = '40000000-0000-4000-8000-000000000001';
const itemId = 602301;
const captcha = { clientCaptchaKey: 'sandbox-v3-0.9', captchaVersion: '3' };

beforeAll(async () => {
  t = await createTestApp({ items: 300 });
  const { email, password } = demoAccounts.twoFactor;
  const login = await t.call('POST', '/session/webAuth', { body: { username: email, password, totp: generateTotp(demoTotpSecret, t.clock.now) }, session: '40000000-0000-4000-8000-000000000000' });
  authKey = (login.body.data as { AuthenticationKey: string }).AuthenticationKey;
}, 120_000);
afterAll(async () => t.close());

/** Moves the clock on by one 30-second step, so the login's code is not the one the order is asked for. */
const nextStep = () => {
  t.clock.now = new Date(t.clock.now.getTime() + 30_000);
};
const as = () => ({ session, authKey });

/** The customer's cart of one mousepad delivered by eParcel to Dandenong South; answers the total in dollars. */
async function readyToPay(): Promise<{ total: number; lines: { InventoryItemId: number; Quantity: number }[] }> {
  await t.database.db.deleteFrom('stock').where('inventory_item_id', '=', itemId).execute();
  await t.database.db.insertInto('stock').values({ inventory_item_id: itemId, inventory_warehouse_id: 9, quantity: 50, eta: null }).execute();
  await t.call('POST', '/updateCart', { ...as(), body: { ShoppingCart: { ShoppingCartItems: [{ InventoryItemId: itemId, Quantity: 1, AddToCartSource: 'viewItemSTK' }] } } });
  const address = { ShippingStreetAddressLine1: '8 Lonsdale St', ShippingSuburb: 'Dandenong South', ShippingState: 'VIC', ShippingPostcode: '3175' };
  await t.call('POST', '/session/saveSession', { ...as(), body: { CheckoutState: address } });
  const fresh = (await t.call('GET', '/session/fetchFreshCheckoutState', as())).body.data as { ShoppingCart: { ShoppingCartItems: { InventoryItemId: number; Quantity: number; ExtendedCost: number }[] }; ShippingOptionsForCart: { DisplayName: string; ShippingMethodId: number; InventoryWarehouseId: number; TotalCostIncTax: number }[] };
  const eParcel = fresh.ShippingOptionsForCart.find((option) => option.DisplayName === 'Auspost eParcel');
  if (!eParcel) throw new Error('no eParcel for 3175');
  await t.call('POST', '/session/saveSession', { ...as(), body: { CheckoutState: { ...address, ShippingMethodId: eParcel.ShippingMethodId, InventoryWarehouseId: eParcel.InventoryWarehouseId } } });
  const lines = fresh.ShoppingCart.ShoppingCartItems;
  return { total: lines.reduce((sum, line) => sum + line.ExtendedCost, 0) + eParcel.TotalCostIncTax, lines };
}

function submit(order: { total: number; lines: { InventoryItemId: number; Quantity: number }[] }, totp: string | null) {
  return t.call('POST', '/submitOrder', {
    ...as(),
    headers: captcha,
    body: {
      ClientVersion: 2,
      SalesOrderGuid: null,
      HttpReferrer: null,
      RetryGuid: crypto.randomUUID(),
      CheckoutState: { AcceptTerms: true, TOTP: totp, SelectTimeRange: null, Payments: [{ PaymentMethodId: 14, PaymentAmount: order.total, ExternalToken: sandboxCardNonces.visa, CustomerPaymentAuthorityId: null, CustomerPaymentId: null, IsStoreCredit: false }], OrderNotes: null, ClientOrderNumber: null },
      ShoppingCart: { ShoppingCartItems: order.lines.map((line) => ({ InventoryItemId: line.InventoryItemId, LineNumber: 1, Quantity: line.Quantity })) },
    },
  });
}

const errorsOf = (answer: Awaited<ReturnType<typeof submit>>) => answer.body.errors.map((error) => error.ErrorText);

describe('submitOrder for a customer with two-factor', () => {
  it('asks for the code, refuses a wrong one, places the order with the right one, and never takes that code twice', async () => {
    nextStep();
    const order = await readyToPay();
    expect(errorsOf(await submit(order, null))).toEqual([orderTotpMessages.required]);
    expect(errorsOf(await submit(order, '000000'))).toEqual([orderTotpMessages.wrong]);
    const code = generateTotp(demoTotpSecret, t.clock.now);
    const placed = await submit(order, code);
    expect(placed.body.errors).toEqual([]);
    expect(placed.body.data).toMatchObject({ Success: true });

    const second = await readyToPay();
    expect(errorsOf(await submit(second, code))).toEqual([orderTotpMessages.wrong]);
    nextStep();
    expect((await submit(second, generateTotp(demoTotpSecret, t.clock.now))).body.data).toMatchObject({ Success: true });
  });

  it('slows guessing down: after 5 wrong codes the next answer is 429, even with the right code', async () => {
    // Past the first test's window of 15 minutes, so its two refusals no longer count.
    t.clock.now = new Date(t.clock.now.getTime() + 16 * 60_000);
    const order = await readyToPay();
    for (const guess of ['111111', '222222', '333333', '444444', '555555']) expect(errorsOf(await submit(order, guess))).toEqual([orderTotpMessages.wrong]);
    const limited = await submit(order, generateTotp(demoTotpSecret, t.clock.now));
    expect(limited.status).toBe(429);
    expect(errorsOf(limited)).toEqual([tooManyAttemptsMessage]);
  });
});
