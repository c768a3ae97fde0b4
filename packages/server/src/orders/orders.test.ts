import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTotp } from '../identity/totp.ts';
import { demoAccounts, demoTotpSecret } from '../seed/demoAccounts.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { maximumLineQuantity, orderErrors } from './documents.ts';
import { centsFromDollars } from '@rigkit/domain/money';

let t: TestApp;
const keys: Record<'retail' | 'company' | 'twoFactor', string> = { retail: '', company: '', twoFactor: '' };
let counter = 0;
const newSession = () => `20000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

async function logIn(account: keyof typeof keys): Promise<string> {
  const { email, password } = demoAccounts[account];
  const totp = account === 'twoFactor' ? generateTotp(demoTotpSecret, t.clock.now) : undefined;
  const result = await t.call('POST', '/session/webAuth', { body: { username: email, password, ...(totp ? { totp } : {}) }, session: newSession() });
  return (result.body.data as { AuthenticationKey: string }).AuthenticationKey;
}

beforeAll(async () => {
  t = await createTestApp({ items: 400 });
  for (const account of ['retail', 'company', 'twoFactor'] as const) keys[account] = await logIn(account);
}, 120_000);
afterAll(async () => t.close());

interface DocumentItem {
  DocumentItemId: number;
  InventoryItemId: number;
  Quantity: number;
  UnitCost: number;
  ExtendedCost: number;
  ItemTypeCode: string;
  KitChildren: { KitCategoryId: number; KitCategoryName: string }[];
  RemoteBuildSalesOrderStatus: string | null;
}
interface Document {
  DocumentId: number;
  DocumentGuid: string;
  DocumentNumber: string;
  DocumentType: string;
  DocumentStatus: string;
  ShippingPriceIncTax: number;
  TotalCostPriceIncTax: number;
  BalanceOwing: number;
  Payments: { PaymentAmount: number }[];
  Items?: DocumentItem[];
}
interface ActiveOrder {
  SalesOrderId: number;
  SalesOrderNumber: string;
  DocumentGuid: string;
}

const as = (account: keyof typeof keys) => ({ session: newSession(), authKey: keys[account] });
const post = (path: string, body: unknown, account?: keyof typeof keys) => t.call('POST', path, { body, ...(account ? as(account) : { session: newSession() }) });
const list = async (type: string, account: keyof typeof keys) => (await post('/fetchDocuments', { DocumentType: type }, account)).body.data as Document[];
const priceOf = async (id: number) => ((await post('/fetchItem', { InventoryItemId: id })).body.data as { CustomerPriceIncTax: number }).CustomerPriceIncTax;
const orderByStatus = async (account: keyof typeof keys, status: string) => {
  const found = (await list('Sales Orders', account)).find((document) => document.DocumentStatus === status);
  if (!found) throw new Error(`no ${status} order`);
  return found;
};
const fullOrder = async (document: Pick<Document, 'DocumentGuid' | 'DocumentType'>, account: keyof typeof keys = 'retail') =>
  (await post('/orders/fetchOrder', { DocumentType: document.DocumentType, DocumentGuid: document.DocumentGuid }, account)).body.data as Document & { Items: DocumentItem[] };
const stockItem = async () =>
  (await t.database.db.selectFrom('items').select('inventory_item_id').where('item_type_code', '=', 'STK').where('available_online', '=', true).where('price_cents', '>', 0).where('limit_per_transaction', 'is', null).orderBy('inventory_item_id').executeTakeFirstOrThrow()).inventory_item_id;

describe('seeded documents of the demo customers', () => {
  it.each([
    ['retail', ['Awaiting Processing', 'Backorder', 'Being Built', 'Completed']],
    ['company', ['Awaiting Processing', '', 'Completed', 'Cancelled']],
    ['twoFactor', ['Awaiting Processing', 'Completed']],
  ] as const)('gives the %s customer sales orders in the statuses %j', async (account, statuses) => {
    const orders = await list('Sales Orders', account);
    for (const status of statuses) expect(orders.map((order) => order.DocumentStatus)).toContain(status);
    expect(orders.every((order) => order.DocumentType === 'Sales Order')).toBe(true);
  });

  it('lists quotes (an "Open Quote" among them), invoices and returns newest first', async () => {
    const quotes = await list('Quotes', 'retail');
    expect(quotes.map((quote) => quote.DocumentStatus)).toContain('Open Quote');
    const invoices = await list('Invoices', 'retail');
    expect(invoices.map((invoice) => invoice.DocumentNumber)).toEqual(['SI-552301', 'SI-552302']);
    const returns = (await post('/fetchDocuments', { DocumentType: 'Returns' }, 'retail')).body.data as { CRANumber: string; CustomerReturnAdviceStatus: string }[];
    expect(returns).toEqual([expect.objectContaining({ CRANumber: 'CRA-008812', CustomerReturnAdviceStatus: 'Awaiting Receipt' }), expect.objectContaining({ CRANumber: 'CRA-008790', CustomerReturnAdviceStatus: 'Completed' })]);
  });

  it('has an order with a balance owing: total less payments', async () => {
    const order = await fullOrder(await orderByStatus('retail', 'Awaiting Processing'));
    const paid = order.Payments.reduce((sum, payment) => sum + centsFromDollars(payment.PaymentAmount), 0);
    expect(paid).toBeGreaterThan(0);
    expect(centsFromDollars(order.BalanceOwing)).toBe(centsFromDollars(order.TotalCostPriceIncTax) - paid);
    const parts = order.Items.reduce((sum, item) => sum + centsFromDollars(item.ExtendedCost), 0);
    expect(centsFromDollars(order.TotalCostPriceIncTax)).toBe(parts + centsFromDollars(order.ShippingPriceIncTax));
  });

  it('has a custom build with its children and a remote build status', async () => {
    const order = await fullOrder(await orderByStatus('retail', 'Being Built'));
    const kit = order.Items.find((item) => item.ItemTypeCode === 'KIT');
    expect(kit?.KitChildren.length).toBeGreaterThan(3);
    expect(kit?.KitChildren.every((child) => child.KitCategoryId > 0 && child.KitCategoryName !== '')).toBe(true);
    expect(kit?.RemoteBuildSalesOrderStatus).toBe('Being Built');
  });

  it('seeds work orders, wishlists with items and build certificates', async () => {
    const db = t.database.db;
    expect((await db.selectFrom('work_orders').select('work_order_number').where('customer_id', '=', demoAccounts.retail.customerId).execute()).length).toBe(2);
    const wishlistItems = await db.selectFrom('wishlist_items').innerJoin('wishlists', 'wishlists.wishlist_id', 'wishlist_items.wishlist_id').select('customer_wishlist_name').where('customer_id', '=', demoAccounts.retail.customerId).execute();
    expect(wishlistItems.length).toBe(6);
    const builds = await db.selectFrom('builds').select(['build_id', 'customer_id']).orderBy('build_id').execute();
    expect(builds.map((build) => build.build_id)).toEqual([88120, 88121, 88122]);
  });
});

describe('orders/returnActiveOrders', () => {
  it('answers 401 in the envelope for a guest', async () => {
    const result = await post('/orders/returnActiveOrders', {});
    expect(result.status).toBe(401);
    expect(result.body).toMatchObject({ success: false, errors: [{ ErrorText: 'Could not authenticate' }] });
  });

  it.each([
    ['retail', ['SO-331001', 'SO-331002']],
    ['company', ['SO-331012', 'SO-331011']],
    ['twoFactor', ['SO-331021']],
  ] as const)('lists only the %s customer\'s sales orders that can still change', async (account, numbers) => {
    const result = await post('/orders/returnActiveOrders', {}, account);
    expect(result.status).toBe(200);
    expect((result.body.data as ActiveOrder[]).map((order) => order.SalesOrderNumber)).toEqual(numbers);
  });
});

describe('orders/addItemToActiveSalesOrder', () => {
  it('adds the item at the catalogue price (not the client\'s) and recomputes the total in one go', async () => {
    const order = await orderByStatus('twoFactor', 'Awaiting Processing');
    const before = await fullOrder(order, 'twoFactor');
    const itemId = await stockItem();
    const price = await priceOf(itemId);
    const result = await post('/orders/addItemToActiveSalesOrder', { SalesOrderId: order.DocumentId, InventoryItemId: itemId, Quantity: 2 }, 'twoFactor');
    expect(result.status).toBe(200);
    const data = result.body.data as { SalesOrderId: number; SalesOrderItemId: number; DocumentGuid: string };
    expect(data).toMatchObject({ SalesOrderId: order.DocumentId, DocumentGuid: order.DocumentGuid });
    const after = await fullOrder(order, 'twoFactor');
    expect(after.Items.find((item) => item.DocumentItemId === data.SalesOrderItemId)).toMatchObject({ InventoryItemId: itemId, Quantity: 2, UnitCost: price, ExtendedCost: price * 2 });
    expect(centsFromDollars(after.TotalCostPriceIncTax)).toBe(centsFromDollars(before.TotalCostPriceIncTax) + centsFromDollars(price) * 2);
    expect(centsFromDollars(after.BalanceOwing)).toBe(centsFromDollars(before.BalanceOwing) + centsFromDollars(price) * 2);
  });

  it.each([
    ['Being Built', 'retail', 409],
    ['Completed', 'retail', 409],
    ['Cancelled', 'company', 409],
  ] as const)('refuses an order that is %s', async (status, account, code) => {
    const order = await orderByStatus(account, status);
    const result = await post('/orders/addItemToActiveSalesOrder', { SalesOrderId: order.DocumentId, InventoryItemId: await stockItem(), Quantity: 1 }, account);
    expect(result.status).toBe(code);
    expect(result.body.errors[0]?.ErrorText).toBe(orderErrors.notChangeable(order.DocumentNumber, status));
  });

  it('refuses more than 999 of an item and a total beyond integer cents, adding nothing', async () => {
    const order = await orderByStatus('company', 'Awaiting Processing');
    const before = await fullOrder(order, 'company');
    const tooMany = await post('/orders/addItemToActiveSalesOrder', { SalesOrderId: order.DocumentId, InventoryItemId: await stockItem(), Quantity: 1000 }, 'company');
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors[0]?.ErrorText).toBe(orderErrors.tooMany(maximumLineQuantity));
    const dearest = await t.database.db.selectFrom('items').select('inventory_item_id').where('item_type_code', 'in', ['STK', 'B2B']).where('available_online', '=', true).where('limit_per_transaction', 'is', null).orderBy('price_cents', 'desc').executeTakeFirstOrThrow();
    let last = 200;
    for (let attempt = 0; attempt < 40 && last === 200; attempt += 1) {
      last = (await post('/orders/addItemToActiveSalesOrder', { SalesOrderId: order.DocumentId, InventoryItemId: dearest.inventory_item_id, Quantity: maximumLineQuantity }, 'company')).status;
    }
    expect(last).toBe(422);
    const after = await fullOrder(order, 'company');
    expect(centsFromDollars(after.TotalCostPriceIncTax)).toBeLessThanOrEqual(2_147_483_647);
    expect(after.Items.length).toBeGreaterThan(before.Items.length);
    const removed = after.Items.filter((item) => !before.Items.some((kept) => kept.DocumentItemId === item.DocumentItemId));
    for (const item of removed) await post('/orders/removeItemFromActiveSalesOrder', { SalesOrderId: order.DocumentId, SalesOrderItemId: item.DocumentItemId }, 'company');
    expect((await fullOrder(order, 'company')).TotalCostPriceIncTax).toBe(before.TotalCostPriceIncTax);
  });

  it('answers 404 for another customer\'s order exactly as for an unknown one (issue 14 item 7), changing nothing', async () => {
    const order = await orderByStatus('retail', 'Awaiting Processing');
    const before = await fullOrder(order);
    const others = await post('/orders/addItemToActiveSalesOrder', { SalesOrderId: order.DocumentId, InventoryItemId: await stockItem(), Quantity: 1 }, 'company');
    expect(others.status).toBe(404);
    expect(others.body.success).toBe(false);
    expect((await fullOrder(order)).Items).toEqual(before.Items);
    const unknown = await post('/orders/addItemToActiveSalesOrder', { SalesOrderId: 1, InventoryItemId: await stockItem(), Quantity: 1 }, 'retail');
    expect(unknown.status).toBe(404);
  });

  it('refuses a quote, a custom build item, a business-only item for a retail customer and a guest', async () => {
    const quote = (await list('Quotes', 'retail'))[0];
    const itemId = await stockItem();
    expect((await post('/orders/addItemToActiveSalesOrder', { SalesOrderId: quote?.DocumentId, InventoryItemId: itemId, Quantity: 1 }, 'retail')).status).toBe(409);
    const order = await orderByStatus('retail', 'Backorder');
    const kit = await t.database.db.selectFrom('items').select('inventory_item_id').where('item_type_code', '=', 'KIT').executeTakeFirstOrThrow();
    expect((await post('/orders/addItemToActiveSalesOrder', { SalesOrderId: order.DocumentId, InventoryItemId: kit.inventory_item_id, Quantity: 1 }, 'retail')).status).toBe(422);
    const b2b = await t.database.db.selectFrom('items').select(['inventory_item_id', 'item_description']).where('item_type_code', '=', 'B2B').where('available_online', '=', true).executeTakeFirstOrThrow();
    const refused = await post('/orders/addItemToActiveSalesOrder', { SalesOrderId: order.DocumentId, InventoryItemId: b2b.inventory_item_id, Quantity: 1 }, 'retail');
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]?.ErrorText).toBe(`${b2b.item_description} is for business customers only`);
    expect((await post('/orders/addItemToActiveSalesOrder', { SalesOrderId: order.DocumentId, InventoryItemId: itemId, Quantity: 1 })).status).toBe(401);
  });
});

describe('orders/fetchOrder', () => {
  it('returns the customer\'s own quote with its items', async () => {
    const quote = (await list('Quotes', 'company'))[0];
    const document = await fullOrder({ DocumentType: 'Quote', DocumentGuid: quote?.DocumentGuid ?? '' }, 'company');
    expect(document).toMatchObject({ DocumentType: 'Quote', DocumentStatus: 'Open Quote' });
    expect(document.Items.length).toBe(2);
  });

  it.each([
    ['another customer\'s document (404, as an unknown one: issue 14 item 7)', 'company', 404],
    ['a guest', undefined, 401],
  ] as const)('refuses %s', async (_title, account, status) => {
    const order = await orderByStatus('retail', 'Completed');
    const result = await post('/orders/fetchOrder', { DocumentType: 'Sales Order', DocumentGuid: order.DocumentGuid }, account);
    expect(result.status).toBe(status);
    expect(result.body.success).toBe(false);
  });

  it('answers 404 for an unknown GUID or the wrong document type', async () => {
    expect((await post('/orders/fetchOrder', { DocumentType: 'Sales Order', DocumentGuid: 'd4e8f2a6-1c3b-4e5d-a7f9-0b2c4d6e8f1a' }, 'retail')).status).toBe(404);
    const order = await orderByStatus('retail', 'Completed');
    expect((await post('/orders/fetchOrder', { DocumentType: 'Quote', DocumentGuid: order.DocumentGuid }, 'retail')).status).toBe(404);
  });
});

describe('fetchDocuments', () => {
  it('refuses identifiers of another customer with 403', async () => {
    const result = await post('/fetchDocuments', { DocumentType: 'Invoices', CustomerId: demoAccounts.company.customerId }, 'retail');
    expect(result.status).toBe(403);
    expect(result.body.errors[0]?.ErrorText).toBe(orderErrors.otherCustomer);
  });
});

describe('orders/removeItemFromActiveSalesOrder and orders/cancelActiveSalesOrder', () => {
  it('removes a line, recomputes the total and refuses the last line', async () => {
    const order = await orderByStatus('retail', 'Backorder');
    const before = await fullOrder(order);
    const [first, second] = before.Items;
    const result = await post('/orders/removeItemFromActiveSalesOrder', { SalesOrderId: order.DocumentId, SalesOrderItemId: first?.DocumentItemId }, 'retail');
    expect(result.status).toBe(200);
    const after = result.body.data as Document & { Items: DocumentItem[] };
    expect(after.Items.map((item) => item.DocumentItemId)).toEqual([second?.DocumentItemId]);
    expect(centsFromDollars(after.TotalCostPriceIncTax)).toBe(centsFromDollars(before.TotalCostPriceIncTax) - centsFromDollars(first?.ExtendedCost ?? 0));
    const last = await post('/orders/removeItemFromActiveSalesOrder', { SalesOrderId: order.DocumentId, SalesOrderItemId: second?.DocumentItemId }, 'retail');
    expect(last.status).toBe(409);
    expect(last.body.errors[0]?.ErrorText).toBe(orderErrors.lastItem);
  });

  it('refuses to remove a custom build part on its own', async () => {
    const order = await orderByStatus('company', 'Awaiting Processing');
    const kit = (await fullOrder(order, 'company')).Items.find((item) => item.ItemTypeCode === 'KIT');
    const child = kit?.KitChildren[0] as { DocumentItemId?: number } | undefined;
    const result = await post('/orders/removeItemFromActiveSalesOrder', { SalesOrderId: order.DocumentId, SalesOrderItemId: child?.DocumentItemId }, 'company');
    expect(result.status).toBe(422);
    expect(result.body.errors[0]?.ErrorText).toBe(orderErrors.kitChildNotRemovable);
  });

  it('cancels an open order: status Cancelled, nothing owing, no longer active', async () => {
    const order = await orderByStatus('retail', 'Awaiting Processing');
    const result = await post('/orders/cancelActiveSalesOrder', { SalesOrderId: order.DocumentId }, 'retail');
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ DocumentStatus: 'Cancelled', BalanceOwing: 0 });
    const active = (await post('/orders/returnActiveOrders', {}, 'retail')).body.data as ActiveOrder[];
    expect(active.map((entry) => entry.SalesOrderId)).not.toContain(order.DocumentId);
    expect((await post('/orders/cancelActiveSalesOrder', { SalesOrderId: order.DocumentId }, 'retail')).status).toBe(409);
  });

  it('cancels an open quote but not an expired one', async () => {
    const quotes = await list('Quotes', 'retail');
    const open = quotes.find((quote) => quote.DocumentStatus === 'Open Quote');
    const expired = quotes.find((quote) => quote.DocumentStatus === 'Expired Quote');
    expect((await post('/orders/cancelActiveSalesOrder', { SalesOrderId: open?.DocumentId }, 'retail')).status).toBe(200);
    expect((await post('/orders/cancelActiveSalesOrder', { SalesOrderId: expired?.DocumentId }, 'retail')).status).toBe(409);
  });

  it('refuses another customer\'s order with 404, as an unknown one (issue 14 item 7)', async () => {
    const order = await orderByStatus('company', 'Awaiting Processing');
    expect((await post('/orders/cancelActiveSalesOrder', { SalesOrderId: order.DocumentId }, 'twoFactor')).status).toBe(404);
  });
});
