// submitOrder end to end over HTTP on the seeded database (PGlite, or PostgreSQL with DATABASE_URL): what the
// shopper gets back, and what the store's tables hold afterwards.
import { orderRejectionMessages } from '@rigkit/domain/checkout';
import { paymentMessages, settlementMessages } from '@rigkit/domain/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { sandboxCardNonces, sandboxPayerId } from './paymentGateway.ts';
import { createSandboxCardProvider } from './sandboxCardProvider.ts';
import { releaseReservation } from './stockReservations.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ items: 300 });
}, 120_000);
afterAll(async () => t.close());

/** A stock item of the seed, priced $25 (cart.test.ts). */
const itemId = 602301;
const captcha = { clientCaptchaKey: 'sandbox-v3-0.9', captchaVersion: '3' };
const contact = { FirstName: 'Mia', LastName: 'Nguyen', EmailAddress: 'mia.nguyen@example.com.au', MobileNumber: '0412345678' };
const address = { ShippingStreetAddressLine1: '12 Hay St', ShippingSuburb: 'Perth', ShippingState: 'WA', ShippingPostcode: '6000' };

interface Option { ShippingMethodId: number; InventoryWarehouseId: number; DisplayName: string; TotalCostIncTax: number }
interface Line { InventoryItemId: number; Quantity: number; ExtendedCost: number }
interface SubmitResult { Success: boolean; SalesOrderDocument: { DocumentGuid: string } | null; Errors: { ErrorText: string }[]; RetryGuid: string | null }

async function setStock(id: number, quantity: number, eta: string | null = null) {
  await t.database.db.deleteFrom('stock').where('inventory_item_id', '=', id).execute();
  await t.database.db.insertInto('stock').values({ inventory_item_id: id, inventory_warehouse_id: 5, quantity, eta }).execute();
}

const reservedUnitsOf = async (id: number) =>
  Number((await t.database.db.selectFrom('stock_reservations').select((eb) => eb.fn.sum<number>('quantity').as('units')).where('inventory_item_id', '=', id).executeTakeFirst())?.units ?? 0);

const stockOf = async (id: number) =>
  Number((await t.database.db.selectFrom('stock').select((eb) => eb.fn.sum<number>('quantity').as('units')).where('inventory_item_id', '=', id).executeTakeFirst())?.units ?? 0);

/** A shopper whose server-issued session holds `quantity` of the item, with contact, address and eParcel chosen. */
function shopperReadyToPay(quantity = 1, uvPrintDesignCode: string | null = null, item = itemId) {
  return shopperWithCart([{ InventoryItemId: item, Quantity: quantity, AddToCartSource: 'viewItemSTK', UvPrintDesignCode: uvPrintDesignCode }]);
}

async function shopperWithCart(cartItems: readonly Record<string, unknown>[]) {
  const added = await t.call('POST', '/updateCart', { body: { ShoppingCart: { ShoppingCartItems: cartItems } } });
  const session = /plesession=([0-9a-f-]{36})/.exec(added.headers.get('set-cookie') ?? '')?.[1];
  if (!session) throw new Error('the server issued no session');
  await t.call('POST', '/session/saveSession', { body: { CheckoutState: { ...contact, ...address } }, session });
  const fresh = await t.call('GET', '/session/fetchFreshCheckoutState', { session });
  const data = fresh.body.data as { ShoppingCart: { ShoppingCartItems: Line[] }; ShippingOptionsForCart: Option[] };
  const eParcel = data.ShippingOptionsForCart.find((option) => option.DisplayName === 'Auspost eParcel');
  if (!eParcel) throw new Error('no eParcel option for 6000');
  await t.call('POST', '/session/saveSession', {
    body: { CheckoutState: { ...contact, ...address, ShippingMethodId: eParcel.ShippingMethodId, InventoryWarehouseId: eParcel.InventoryWarehouseId } },
    session,
  });
  const lines = data.ShoppingCart.ShoppingCartItems;
  const totalDollars = lines.reduce((sum, line) => sum + line.ExtendedCost, 0) + eParcel.TotalCostIncTax;
  return { session, lines, totalDollars };
}

const card = (amount: number, nonce: string = sandboxCardNonces.visa) => ({
  PaymentMethodId: 14,
  PaymentAmount: amount,
  ExternalToken: nonce,
  CustomerPaymentAuthorityId: null,
  CustomerPaymentId: null,
  IsStoreCredit: false,
});

function submit(session: string, options: { lines: Line[]; payments: unknown[]; retryGuid?: string }) {
  return t.call('POST', '/submitOrder', {
    session,
    headers: captcha,
    body: {
      ClientVersion: 2,
      SalesOrderGuid: null,
      HttpReferrer: null,
      RetryGuid: options.retryGuid ?? null,
      CheckoutState: { AcceptTerms: true, TOTP: null, SelectTimeRange: null, Payments: options.payments, OrderNotes: 'Leave at the side door', ClientOrderNumber: null },
      ShoppingCart: { ShoppingCartItems: options.lines.map((line) => ({ ...line, UnitCost: 0.01, ExtendedCost: 0.01 })), ContainsB2B: false, CartFlags: [] },
    },
  });
}

const orderOf = (guid: string) => t.database.db.selectFrom('documents').selectAll().where('document_guid', '=', guid).executeTakeFirst();

describe('submitOrder', () => {
  it("places a guest's card order at the catalogue's price, reserves its stock and empties the cart", async () => {
    await setStock(itemId, 10);
    const shopper = await shopperReadyToPay(2);
    const result = await submit(shopper.session, { lines: shopper.lines, payments: [card(shopper.totalDollars)] });
    expect(result.body.success).toBe(true);
    const data = result.body.data as SubmitResult;
    expect(data.Success).toBe(true);
    const order = await orderOf(data.SalesOrderDocument?.DocumentGuid ?? '');
    if (!order) throw new Error('no order was written');
    expect(order).toMatchObject({ document_type: 'Sales Order', document_status: 'Awaiting Processing', customer_id: null, contact_email: 'mia.nguyen@example.com.au', shipping_postcode: '6000', order_notes: 'Leave at the side door' });
    expect(order.total_cents).toBe(Math.round(shopper.totalDollars * 100));
    expect(order.document_number).toMatch(/^SO-\d+$/);
    const lines = await t.database.db.selectFrom('document_items').select(['inventory_item_id', 'quantity', 'unit_cents']).where('document_id', '=', order.document_id).execute();
    expect(lines).toEqual([{ inventory_item_id: itemId, quantity: 2, unit_cents: 2500 }]);
    const payments = await t.database.db.selectFrom('document_payments').select(['payment_method_id', 'amount_cents']).where('document_id', '=', order.document_id).execute();
    expect(payments).toEqual([{ payment_method_id: 14, amount_cents: order.total_cents }]);
    expect(await stockOf(itemId)).toBe(8);
    const cart = await t.call('GET', '/fetchCart', { session: shopper.session });
    expect((cart.body.data as { ShoppingCartItems: unknown[] }).ShoppingCartItems).toEqual([]);
  });

  it("writes the cart line's UV print design onto the order line (issue 20), for the print room", async () => {
    await setStock(itemId, 10);
    // A featured design of the store: one a guest may put on a line.
    const shopper = await shopperReadyToPay(1, 'UV-FEATURED01');
    const result = await submit(shopper.session, { lines: shopper.lines, payments: [card(shopper.totalDollars)] });
    expect(result.body.errors).toEqual([]);
    const guid = (result.body.data as SubmitResult).SalesOrderDocument?.DocumentGuid ?? '';
    const order = await t.database.db.selectFrom('documents').select('document_id').where('document_guid', '=', guid).executeTakeFirstOrThrow();
    const lines = await t.database.db.selectFrom('document_items').select(['inventory_item_id', 'uv_print_design_code']).where('document_id', '=', order.document_id).execute();
    expect(lines).toEqual([{ inventory_item_id: itemId, uv_print_design_code: 'UV-FEATURED01' }]);
  });

  it("writes a custom build's chosen parts under its order line", async () => {
    const kit = await t.database.db.selectFrom('items').select('inventory_item_id').where('item_type_code', '=', 'KIT').orderBy('inventory_item_id').executeTakeFirstOrThrow();
    const categories = await t.database.db.selectFrom('kit_categories').selectAll().where('kit_inventory_item_id', '=', kit.inventory_item_id).execute();
    const parts = categories.flatMap((category) =>
      category.default_inventory_item_id === null ? [] : [{ InventoryItemId: category.default_inventory_item_id, Quantity: 1, KitCategoryId: category.inventory_kit_category_id, AddToCartSource: 'viewItemKitChild' }],
    );
    for (const part of new Set(parts.map((part) => part.InventoryItemId))) await setStock(part, 10);
    await setStock(itemId, 10);
    const shopper = await shopperWithCart([
      { InventoryItemId: kit.inventory_item_id, Quantity: 2, AddToCartSource: 'viewItemKit', KitChildren: parts },
      { InventoryItemId: itemId, Quantity: 1, AddToCartSource: 'viewItemSTK' },
    ]);
    const result = await submit(shopper.session, { lines: shopper.lines, payments: [card(shopper.totalDollars)] });
    expect(result.body.errors).toEqual([]);
    const order = await orderOf((result.body.data as SubmitResult).SalesOrderDocument?.DocumentGuid ?? '');
    if (!order) throw new Error('no order was written');
    const rows = await t.database.db.selectFrom('document_items').select(['document_item_id', 'parent_document_item_id', 'inventory_item_id', 'quantity']).where('document_id', '=', order.document_id).execute();
    const buildLine = rows.find((row) => row.inventory_item_id === kit.inventory_item_id);
    expect(buildLine).toMatchObject({ parent_document_item_id: null, quantity: 2 });
    expect(rows.find((row) => row.inventory_item_id === itemId)).toMatchObject({ parent_document_item_id: null, quantity: 1 });
    const underBuild = rows.filter((row) => row.parent_document_item_id === buildLine?.document_item_id);
    expect(underBuild.map((row) => [row.inventory_item_id, row.quantity]).sort()).toEqual(parts.map((part) => [part.InventoryItemId, 2]).sort());
    expect(rows).toHaveLength(2 + parts.length);
  });

  it('refuses a declined card with a message, and keeps the cart and the stock', async () => {
    await setStock(itemId, 10);
    const shopper = await shopperReadyToPay();
    const result = await submit(shopper.session, { lines: shopper.lines, payments: [card(shopper.totalDollars, sandboxCardNonces.declined)] });
    expect(result.body.success).toBe(false);
    expect(result.body.errors).toEqual([{ ErrorText: orderRejectionMessages.cardDeclined }]);
    expect((result.body.data as SubmitResult).RetryGuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(await stockOf(itemId)).toBe(10);
    const cart = await t.call('GET', '/fetchCart', { session: shopper.session });
    expect((cart.body.data as { ShoppingCartItems: unknown[] }).ShoppingCartItems).toHaveLength(1);
  });

  it('answers a repeated submit with the same order, and a reused retry GUID with another body with 422', async () => {
    await setStock(itemId, 10);
    const shopper = await shopperReadyToPay();
    const retryGuid = crypto.randomUUID();
    const first = await submit(shopper.session, { lines: shopper.lines, payments: [card(shopper.totalDollars)], retryGuid });
    const again = await submit(shopper.session, { lines: shopper.lines, payments: [card(shopper.totalDollars)], retryGuid });
    const guid = (first.body.data as SubmitResult).SalesOrderDocument?.DocumentGuid;
    expect(guid).toBeDefined();
    expect((again.body.data as SubmitResult).SalesOrderDocument?.DocumentGuid).toBe(guid);
    expect(await stockOf(itemId)).toBe(9);
    const captures = await t.database.db.selectFrom('payment_captures').select('idempotency_key').where('idempotency_key', 'like', `${retryGuid}%`).execute();
    expect(captures).toHaveLength(1);
    const other = await submit(shopper.session, { lines: shopper.lines, payments: [card(shopper.totalDollars, sandboxCardNonces.mastercard)], retryGuid });
    expect(other.status).toBe(422);
    expect(other.body.errors).toEqual([{ ErrorText: orderRejectionMessages.retryMismatch }]);
  });

  it('answers five simultaneous repeats of one submit with the one order', async () => {
    await setStock(itemId, 10);
    const shopper = await shopperReadyToPay();
    const retryGuid = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => submit(shopper.session, { lines: shopper.lines, payments: [card(shopper.totalDollars)], retryGuid })));
    const guids = new Set(answers.map((answer) => (answer.body.data as SubmitResult).SalesOrderDocument?.DocumentGuid));
    expect(answers.flatMap((answer) => answer.body.errors)).toEqual([]);
    expect(guids.size).toBe(1);
    expect(await stockOf(itemId)).toBe(9);
  });

  it('sells the last unit once when two shoppers submit together', async () => {
    await setStock(itemId, 1);
    const [a, b] = [await shopperReadyToPay(), await shopperReadyToPay()];
    const results = await Promise.all([a, b].map((shopper) => submit(shopper.session, { lines: shopper.lines, payments: [card(shopper.totalDollars)] })));
    const placed = results.filter((result) => (result.body.data as SubmitResult | null)?.Success === true);
    expect(placed).toHaveLength(1);
    const refused = results.find((result) => result.body.success === false);
    expect(refused?.body.errors[0]?.ErrorText).toMatch(/^Sorry, we no longer have enough stock of /);
    expect(await stockOf(itemId)).toBe(0);
  });

  it('leaves no units reserved once an order is placed or refused', async () => {
    await setStock(itemId, 10);
    const [placed, declined] = [await shopperReadyToPay(2), await shopperReadyToPay()];
    await submit(placed.session, { lines: placed.lines, payments: [card(placed.totalDollars)] });
    await submit(declined.session, { lines: declined.lines, payments: [card(declined.totalDollars, sandboxCardNonces.declined)] });
    expect(await reservedUnitsOf(itemId)).toBe(0);
    expect(await stockOf(itemId)).toBe(8);
  });

  it('sells the units a crashed order left reserved, rather than refusing the next shopper', async () => {
    // A process took the last unit for an order and died before writing it.
    await setStock(itemId, 0);
    await t.database.db.insertInto('stock_reservations').values({ reservation_guid: crypto.randomUUID(), inventory_item_id: itemId, inventory_warehouse_id: 5, quantity: 1, reserved_at: new Date('2026-01-01T00:00:00Z') }).execute();
    const shopper = await shopperReadyToPay();
    const result = await submit(shopper.session, { lines: shopper.lines, payments: [card(shopper.totalDollars)] });
    expect(result.body.errors).toEqual([]);
    expect((result.body.data as SubmitResult).Success).toBe(true);
    expect(await reservedUnitsOf(itemId)).toBe(0);
    expect(await stockOf(itemId)).toBe(0);
  });

  it('gives a reservation back once, however many processes give it back', async () => {
    await setStock(itemId, 0);
    const reservation = { reservationGuid: crypto.randomUUID(), rowCount: 1, isBackorder: false };
    await t.database.db.insertInto('stock_reservations').values({ reservation_guid: reservation.reservationGuid, inventory_item_id: itemId, inventory_warehouse_id: 5, quantity: 2, reserved_at: new Date() }).execute();
    await Promise.all([releaseReservation(t.database.db, reservation), releaseReservation(t.database.db, reservation)]);
    expect(await stockOf(itemId)).toBe(2);
    expect(await reservedUnitsOf(itemId)).toBe(0);
  });

  it('takes units a due supplier delivery will bring as a backorder', async () => {
    await setStock(itemId, 1, '2027-01-11');
    const shopper = await shopperReadyToPay(3);
    const result = await submit(shopper.session, { lines: shopper.lines, payments: [card(shopper.totalDollars)] });
    const order = await orderOf((result.body.data as SubmitResult).SalesOrderDocument?.DocumentGuid ?? '');
    expect(order).toMatchObject({ document_status: 'Backorder', document_secondary_status: 'Waiting on Supplier' });
    expect(await stockOf(itemId)).toBe(0);
  });

  it('spends a gift voucher once: two orders cannot both take its balance', async () => {
    await setStock(itemId, 10);
    await t.database.db.insertInto('gift_vouchers').values({ voucher_code: 'GV-TEST-ONCE', balance_cents: 3000, expires_at: null }).execute();
    const [a, b] = [await shopperReadyToPay(), await shopperReadyToPay()];
    const voucher = { PaymentMethodId: 7, PaymentAmount: 20, ExternalToken: 'GV-TEST-ONCE', CustomerPaymentAuthorityId: null, CustomerPaymentId: null, IsStoreCredit: false };
    const results = await Promise.all(
      [a, b].map((shopper) => submit(shopper.session, { lines: shopper.lines, payments: [voucher, card(Math.round((shopper.totalDollars - 20) * 100) / 100)] })),
    );
    expect(results.filter((result) => result.body.success)).toHaveLength(1);
    expect(results.find((result) => !result.body.success)?.body.errors).toEqual([{ ErrorText: paymentMessages.giftVoucherNoBalanceOrInvalid }]);
    const left = await t.database.db.selectFrom('gift_vouchers').select('balance_cents').where('voucher_code', '=', 'GV-TEST-ONCE').executeTakeFirstOrThrow();
    expect(left.balance_cents).toBe(1000);
  });

  it.each([
    ['no payment', () => [], settlementMessages.selectPaymentMethod],
    ['a card for less than the total', () => [card(1)], settlementMessages.selectPaymentMethod],
  ])('refuses %s with the spec message', async (_name, payments, message) => {
    await setStock(itemId, 10);
    const shopper = await shopperReadyToPay();
    const result = await submit(shopper.session, { lines: shopper.lines, payments: payments() });
    expect(result.body.errors).toEqual([{ ErrorText: message }]);
    expect(await stockOf(itemId)).toBe(10);
  });

  it('refuses Pay on Collection for a delivery, and keeps the cart and the stock', async () => {
    await setStock(itemId, 10);
    const shopper = await shopperReadyToPay();
    const payOnCollection = { PaymentMethodId: 8, PaymentAmount: 0, ExternalToken: null, CustomerPaymentAuthorityId: null, CustomerPaymentId: null, IsStoreCredit: false };
    const result = await submit(shopper.session, { lines: shopper.lines, payments: [payOnCollection] });
    expect(result.body.success).toBe(false);
    expect(result.body.errors).toEqual([{ ErrorText: settlementMessages.unsupportedMethod }]);
    expect(await stockOf(itemId)).toBe(10);
  });

  it('refuses a cart that changed since the shopper saw it', async () => {
    await setStock(itemId, 10);
    const shopper = await shopperReadyToPay(1);
    const result = await submit(shopper.session, { lines: shopper.lines.map((line) => ({ ...line, Quantity: 3 })), payments: [card(shopper.totalDollars)] });
    expect(result.body.errors).toEqual([{ ErrorText: orderRejectionMessages.cartChanged }]);
  });

  it('refuses an item whose sales orders are blocked, naming it and its date, and keeps the cart and the stock (spec 2 §8)', async () => {
    const rows = await t.database.db.selectFrom('items').select(['inventory_item_id', 'item_description', 'details']).execute();
    const preOrder = rows.find((row) => typeof row.details['BlockSalesOrdersUntil'] === 'string');
    if (!preOrder) throw new Error('the seed has no pre-order card');
    await setStock(preOrder.inventory_item_id, 10);
    const shopper = await shopperReadyToPay(1, null, preOrder.inventory_item_id);
    const result = await submit(shopper.session, { lines: shopper.lines, payments: [card(shopper.totalDollars)] });
    expect(result.body.success).toBe(false);
    const [error] = (result.body.errors ?? []) as { ErrorText: string }[];
    expect(error?.ErrorText).toMatch(/: Cannot be ordered until \d{2} [A-Z][a-z]{2} \d{4}\. Please remove it from your cart to place your order\.$/);
    expect(error?.ErrorText.startsWith(`${preOrder.item_description}: `)).toBe(true);
    expect(await stockOf(preOrder.inventory_item_id)).toBe(10);
    const cart = await t.call('GET', '/fetchCart', { session: shopper.session });
    expect((cart.body.data as { ShoppingCartItems: unknown[] }).ShoppingCartItems).toHaveLength(1);
  });

  it('asks for the captcha', async () => {
    const shopper = await shopperReadyToPay();
    const result = await t.call('POST', '/submitOrder', { session: shopper.session, body: { ClientVersion: 2, CheckoutState: {} } });
    expect(result.status).toBe(403);
    expect(result.body.errors).toEqual([{ ErrorText: 'CaptchaRequired' }]);
  });
});

describe('fetchGiftVoucherBalance', () => {
  it.each([
    ['GV-8F3K-2M9Q', true],
    ['GV-SPENT-0000', false],
    ['GV-OLD-2019', false],
    ['GV-NOPE', false],
  ])('%s has a balance: %s', async (code, hasBalance) => {
    const result = await t.call('POST', '/fetchGiftVoucherBalance', { body: { GiftVoucherCode: code } });
    if (hasBalance) expect(result.body.data).toBe(100);
    else expect(result.body.errors).toEqual([{ ErrorText: paymentMessages.giftVoucherNoBalanceOrInvalid }]);
  });
});

describe('fetchPaymentMethodsForCustomer', () => {
  it('offers the methods a submit can settle: EFT, PayPal, vouchers, pay on collection, Zip and card', async () => {
    const result = await t.call('GET', '/fetchPaymentMethodsForCustomer');
    expect((result.body.data as { PaymentMethodId: number }[]).map((method) => method.PaymentMethodId)).toEqual([4, 6, 7, 8, 11, 14]);
  });
});

describe('PayPal as a redirect provider (spec 3 §7 createPaypalOrder, §9 method 6)', () => {
  const paypalOrder = (session: string, value: string) =>
    t.call('POST', '/createPaypalOrder', {
      session,
      body: { intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'AUD', value } }], payment_source: { paypal: { experience_context: { shipping_preference: 'NO_SHIPPING', user_action: 'PAY_NOW' } } } },
    });
  const paypal = (amount: number, id: string, payerId: string | null) => ({ PaymentMethodId: 6, PaymentAmount: amount, ExternalToken: id, AdditionalData: payerId, CustomerPaymentAuthorityId: null, CustomerPaymentId: null, IsStoreCredit: false });
  const capturesOf = (id: string) => t.database.db.selectFrom('payment_captures').select('amount_cents').where('token', '=', id).execute();

  it('places the order once the shopper approved the PayPal order, and never captures that order twice', async () => {
    await setStock(itemId, 10);
    const shopper = await shopperReadyToPay();
    const created = await paypalOrder(shopper.session, shopper.totalDollars.toFixed(2));
    const id = (created.body.data as { id: string }).id;
    expect(id).toMatch(/^[A-Z0-9]{17}$/);
    const placed = await submit(shopper.session, { lines: shopper.lines, payments: [paypal(shopper.totalDollars, id, sandboxPayerId(id))] });
    expect((placed.body.data as SubmitResult).Success).toBe(true);
    const order = await orderOf((placed.body.data as SubmitResult).SalesOrderDocument?.DocumentGuid ?? '');
    const payments = await t.database.db.selectFrom('document_payments').select(['payment_method_id', 'payment_method_name', 'amount_cents']).where('document_id', '=', order?.document_id ?? 0).execute();
    expect(payments).toEqual([{ payment_method_id: 6, payment_method_name: 'PayPal', amount_cents: Math.round(shopper.totalDollars * 100) }]);

    // The same approved order cannot pay for a second cart.
    const again = await shopperReadyToPay();
    const reused = await submit(again.session, { lines: again.lines, payments: [paypal(again.totalDollars, id, sandboxPayerId(id))] });
    expect(reused.body.errors).toEqual([{ ErrorText: paymentMessages.payPalNotCaptured }]);
    expect(await capturesOf(id)).toHaveLength(1);
  });

  it('refuses a PayPal order the shopper did not approve, or for another amount, and keeps the cart and stock', async () => {
    await setStock(itemId, 10);
    const shopper = await shopperReadyToPay();
    const id = ((await paypalOrder(shopper.session, shopper.totalDollars.toFixed(2))).body.data as { id: string }).id;
    for (const payment of [paypal(shopper.totalDollars, id, null), paypal(shopper.totalDollars, id, 'PAYERFORGED0000000000000000'), paypal(shopper.totalDollars - 1, id, sandboxPayerId(id))]) {
      const answer = await submit(shopper.session, { lines: shopper.lines, payments: [payment] });
      expect((answer.body.data as SubmitResult).Success).toBe(false);
    }
    expect(await capturesOf(id)).toEqual([]);
    expect(await stockOf(itemId)).toBe(10);
  });

  it.each([
    ['0.00', 422],
    ['12.5', 400],
    ['-5.00', 400],
  ])('refuses the amount %s with %i, never 500', async (value, status) => {
    expect((await paypalOrder(crypto.randomUUID(), value)).status).toBe(status);
  });

  it("gives the card fields a client id, but not for another customer's GUID", async () => {
    const anyone = await t.call('POST', '/fetchBraintreeClientId', { session: crypto.randomUUID(), body: { CustomerGuid: null } });
    expect(anyone.body.data).toMatch(/^sandbox_[0-9a-f]{24}$/);
    const other = await t.call('POST', '/fetchBraintreeClientId', { session: crypto.randomUUID(), body: { CustomerGuid: crypto.randomUUID() } });
    expect(other.status).toBe(404);
  });

  it("the provider's approve page returns only to the store, with a signed PayerID", async () => {
    const provider = createSandboxCardProvider({ allowedParentOrigins: ['http://store.test'] });
    const id = '5O190127TN364715T';
    const page = await provider.request(`/paypal/checkoutnow?token=${id}&return=${encodeURIComponent('http://store.test/checkout?paypal=approved')}&cancel=${encodeURIComponent('http://store.test/checkout?paypal=cancelled')}`);
    const html = await page.text();
    expect(html).toContain(`href="http://store.test/checkout?paypal=approved&amp;token=${id}&amp;PayerID=${sandboxPayerId(id)}"`);
    expect(html).toContain(`href="http://store.test/checkout?paypal=cancelled&amp;token=${id}"`);
    const elsewhere = await provider.request(`/paypal/checkoutnow?token=${id}&return=${encodeURIComponent('https://evil.test/')}&cancel=${encodeURIComponent('http://store.test/checkout')}`);
    expect(elsewhere.status).toBe(400);
  });
});

describe('Zip, paid through a redirect after the order (spec 3 §9 method 11, confirmZipPayment)', () => {
  const zip = (amount: number) => ({ PaymentMethodId: 11, PaymentAmount: amount, ExternalToken: null, CustomerPaymentAuthorityId: null, CustomerPaymentId: null, IsStoreCredit: false });
  const confirm = (session: string, body: { SalesOrderGuid: string; CheckoutId: string; Result: string; Approval?: string | null }) => t.call('POST', '/confirmZipPayment', { session, body });
  const paymentsOf = async (guid: string) => {
    const order = await orderOf(guid);
    return t.database.db.selectFrom('document_payments').select(['payment_method_name', 'amount_cents']).where('document_id', '=', order?.document_id ?? 0).execute();
  };

  async function orderWithZip() {
    await setStock(itemId, 10);
    const shopper = await shopperReadyToPay();
    const retryGuid = crypto.randomUUID();
    const placed = await submit(shopper.session, { lines: shopper.lines, payments: [zip(shopper.totalDollars)], retryGuid });
    const data = placed.body.data as SubmitResult & { RedirectUrl: string | null };
    const guid = data.SalesOrderDocument?.DocumentGuid ?? '';
    const checkoutId = /^\/Checkout\/Zip\/[0-9a-f-]{36}\/(co_[A-Za-z0-9]+)$/.exec(data.RedirectUrl ?? '')?.[1] ?? '';
    return { shopper, retryGuid, data, guid, checkoutId };
  }

  it('places the order, owing its total, and sends the shopper to Zip for it; a repeat answers the same redirect', async () => {
    const { shopper, retryGuid, data, guid, checkoutId } = await orderWithZip();
    expect(data.Success).toBe(true);
    expect(data.RedirectUrl).toBe(`/Checkout/Zip/${guid}/${checkoutId}`);
    expect(await paymentsOf(guid)).toEqual([]);
    const zipCheckout = await t.database.db.selectFrom('provider_orders').select(['amount_cents', 'provider']).where('provider_order_id', '=', checkoutId).executeTakeFirst();
    expect(zipCheckout).toEqual({ amount_cents: Math.round(shopper.totalDollars * 100), provider: 'zip' });
    const again = await submit(shopper.session, { lines: shopper.lines, payments: [zip(shopper.totalDollars)], retryGuid });
    expect((again.body.data as { RedirectUrl: string | null }).RedirectUrl).toBe(data.RedirectUrl);
  });

  it('records the payment once when the shopper approved at Zip, however often the confirmation loads', async () => {
    const { shopper, guid, checkoutId } = await orderWithZip();
    const approved = { SalesOrderGuid: guid, CheckoutId: checkoutId, Result: 'approved', Approval: sandboxPayerId(checkoutId) };
    expect((await confirm(shopper.session, approved)).body.data).toEqual({ Paid: true, BalanceOwing: 0 });
    expect((await confirm(shopper.session, approved)).body.data).toEqual({ Paid: true, BalanceOwing: 0 });
    expect(await paymentsOf(guid)).toEqual([{ payment_method_name: 'Zip', amount_cents: Math.round(shopper.totalDollars * 100) }]);
  });

  it('leaves the balance owing when the shopper cancels at Zip, or the approval is forged', async () => {
    const { shopper, guid, checkoutId } = await orderWithZip();
    const cancelled = await confirm(shopper.session, { SalesOrderGuid: guid, CheckoutId: checkoutId, Result: 'cancelled' });
    expect(cancelled.body.data).toEqual({ Paid: false, BalanceOwing: shopper.totalDollars });
    const forged = await confirm(shopper.session, { SalesOrderGuid: guid, CheckoutId: checkoutId, Result: 'approved', Approval: 'PAYERFORGED0000000000000000' });
    expect(forged.body.data).toEqual({ Paid: false, BalanceOwing: shopper.totalDollars });
    expect(await paymentsOf(guid)).toEqual([]);
  });

  it("answers another shopper's order, or a checkout of another order, with the same 404", async () => {
    const first = await orderWithZip();
    const second = await orderWithZip();
    const approval = sandboxPayerId(first.checkoutId);
    const stranger = await confirm(crypto.randomUUID(), { SalesOrderGuid: first.guid, CheckoutId: first.checkoutId, Result: 'approved', Approval: approval });
    const crossed = await confirm(second.shopper.session, { SalesOrderGuid: second.guid, CheckoutId: first.checkoutId, Result: 'approved', Approval: approval });
    expect([stranger.status, crossed.status]).toEqual([404, 404]);
    expect(stranger.body).toEqual(crossed.body);
    expect(await paymentsOf(first.guid)).toEqual([]);
  });

  it("the sandbox Zip page returns only to the store, with the result and a signed approval", async () => {
    const provider = createSandboxCardProvider({ allowedParentOrigins: ['http://store.test'] });
    const checkoutId = 'co_7Hq2LmX9pR4sT1vW';
    const back = encodeURIComponent('http://store.test/Checkout/OrderConfirmed/d4e8f2a6-1c3b-4e5d-a7f9-0b2c4d6e8f1a');
    const html = await (await provider.request(`/zip/checkout?checkoutId=${checkoutId}&redirectUri=${back}`)).text();
    expect(html).toContain(`?result=approved&amp;checkoutId=${checkoutId}&amp;approval=${sandboxPayerId(checkoutId)}"`);
    expect(html).toContain(`?result=cancelled&amp;checkoutId=${checkoutId}"`);
    expect((await provider.request(`/zip/checkout?checkoutId=${checkoutId}&redirectUri=${encodeURIComponent('https://evil.test/')}`)).status).toBe(400);
  });
});
