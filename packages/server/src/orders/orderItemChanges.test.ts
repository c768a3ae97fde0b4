import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTotp } from '../identity/totp.ts';
import { demoAccounts, demoTotpSecret } from '../seed/demoAccounts.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { buildErrors } from './builds.ts';
import { orderItemErrors } from './orderItemChanges.ts';
import { orderErrors } from './documents.ts';
import { centsFromDollars } from '@rigkit/domain/money';

type Account = 'retail' | 'company' | 'twoFactor';
let t: TestApp;
const keys: Record<Account, string> = { retail: '', company: '', twoFactor: '' };
let counter = 0;
const newSession = () => `40000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

beforeAll(async () => {
  t = await createTestApp({ items: 400 });
  for (const account of ['retail', 'company', 'twoFactor'] as const) {
    const { email, password } = demoAccounts[account];
    const totp = account === 'twoFactor' ? generateTotp(demoTotpSecret, t.clock.now) : undefined;
    const result = await t.call('POST', '/session/webAuth', { body: { username: email, password, ...(totp ? { totp } : {}) }, session: newSession() });
    keys[account] = (result.body.data as { AuthenticationKey: string }).AuthenticationKey;
  }
}, 120_000);
afterAll(async () => t.close());

interface Part {
  DocumentItemId: number;
  InventoryItemId: number;
  Quantity: number;
  KitCategoryId: number;
  KitCategoryName: string;
}
interface Line {
  DocumentItemId: number;
  InventoryItemId: number;
  Quantity: number;
  UnitCost: number;
  ExtendedCost: number;
  ItemTypeCode: string;
  KitChildren: Part[];
}
interface Order {
  DocumentId: number;
  DocumentNumber: string;
  TotalCostPriceIncTax: number;
  ShippingPriceIncTax: number;
  Items: Line[];
}
interface Option {
  InventoryItemId: number;
  PriceIncTax: number;
}

const post = (path: string, body: unknown, account?: Account) => t.call('POST', path, { body, session: newSession(), ...(account ? { authKey: keys[account] } : {}) });
const priceCents = async (id: number) => centsFromDollars(((await post('/fetchItem', { InventoryItemId: id })).body.data as { CustomerPriceIncTax: number }).CustomerPriceIncTax);
async function order(id: number, account: Account): Promise<Order> {
  const row = await t.database.db.selectFrom('documents').select('document_guid').where('document_id', '=', id).executeTakeFirstOrThrow();
  return (await post('/orders/fetchOrder', { DocumentType: 'Sales Order', DocumentGuid: row.document_guid }, account)).body.data as Order;
}
/** The company's seeded custom build whose remote build has not started (order 331011). */
async function companyKit() {
  const document = await order(331011, 'company');
  const kitLine = document.Items.find((line) => line.ItemTypeCode === 'KIT');
  const part = kitLine?.KitChildren.find((child) => child.KitCategoryName === 'Graphics Card') ?? kitLine?.KitChildren[0];
  if (!kitLine || !part) throw new Error('order 331011 has no custom build');
  return { document, kitLine, part };
}
const expectTotalOfLines = (document: Order) =>
  expect(centsFromDollars(document.TotalCostPriceIncTax)).toBe(document.Items.reduce((sum, line) => sum + centsFromDollars(line.UnitCost) * line.Quantity, 0) + centsFromDollars(document.ShippingPriceIncTax));

describe('orders/fetchSalesOrderItemKitDetails (spec 3 §4.8, §7)', () => {
  it('gives a part\'s kit category and options priced as the difference to the part on the order', async () => {
    const { document, part } = await companyKit();
    const result = await post('/orders/fetchSalesOrderItemKitDetails', { SalesOrderId: document.DocumentId, SalesOrderItemId: part.DocumentItemId }, 'company');
    expect(result.status).toBe(200);
    const data = result.body.data as { KitCategory: { InventoryKitCategoryId: number; CategoryName: string; Items: Option[] }; KitCategoryOptions: Option[] };
    expect(data.KitCategory).toMatchObject({ InventoryKitCategoryId: part.KitCategoryId, CategoryName: part.KitCategoryName });
    expect(data.KitCategoryOptions.map((option) => option.InventoryItemId)).toEqual(data.KitCategory.Items.map((option) => option.InventoryItemId));
    expect(data.KitCategoryOptions.find((option) => option.InventoryItemId === part.InventoryItemId)?.PriceIncTax).toBe(0);
    const other = data.KitCategoryOptions.find((option) => option.InventoryItemId !== part.InventoryItemId);
    const kitLine = document.Items.find((line) => line.KitChildren.some((child) => child.DocumentItemId === part.DocumentItemId));
    const soldCents = await t.database.db.selectFrom('document_items').select('unit_cents').where('document_item_id', '=', part.DocumentItemId).executeTakeFirstOrThrow();
    expect(kitLine).toBeDefined();
    if (other) expect(centsFromDollars(other.PriceIncTax)).toBe((await priceCents(other.InventoryItemId)) - soldCents.unit_cents);
  });

  it('refuses a stock line (422), an unknown line (404), another customer (404, as unknown: issue 14 item 7) and a guest (401)', async () => {
    const { document, kitLine, part } = await companyKit();
    const stock = document.Items.find((line) => line.ItemTypeCode === 'STK');
    const notPart = await post('/orders/fetchSalesOrderItemKitDetails', { SalesOrderId: document.DocumentId, SalesOrderItemId: stock?.DocumentItemId }, 'company');
    expect(notPart.status).toBe(422);
    expect(notPart.body.errors[0]?.ErrorText).toBe(orderItemErrors.notAKitPart(stock?.DocumentItemId ?? 0));
    expect((await post('/orders/fetchSalesOrderItemKitDetails', { SalesOrderId: document.DocumentId, SalesOrderItemId: kitLine.DocumentItemId }, 'company')).status).toBe(422);
    expect((await post('/orders/fetchSalesOrderItemKitDetails', { SalesOrderId: document.DocumentId, SalesOrderItemId: 999999 }, 'company')).status).toBe(404);
    expect((await post('/orders/fetchSalesOrderItemKitDetails', { SalesOrderId: document.DocumentId, SalesOrderItemId: part.DocumentItemId }, 'retail')).status).toBe(404);
    expect((await post('/orders/fetchSalesOrderItemKitDetails', { SalesOrderId: document.DocumentId, SalesOrderItemId: part.DocumentItemId })).status).toBe(401);
  });
});

describe('orders/UpdateItemOnActiveSalesOrder (spec 3 §4.8, §7)', () => {
  it('swaps a custom build\'s part for another option: the part, the build\'s price and the order total follow, at catalogue prices', async () => {
    const { document, kitLine, part } = await companyKit();
    const details = (await post('/orders/fetchSalesOrderItemKitDetails', { SalesOrderId: document.DocumentId, SalesOrderItemId: part.DocumentItemId }, 'company')).body.data as { KitCategoryOptions: Option[] };
    const other = details.KitCategoryOptions.find((option) => option.InventoryItemId !== part.InventoryItemId);
    if (!other) throw new Error('the part has no other option');
    const result = await post(
      '/orders/UpdateItemOnActiveSalesOrder',
      { SalesOrderId: document.DocumentId, SalesOrderItemId: kitLine.DocumentItemId, KitItemId: part.DocumentItemId, KitId: kitLine.InventoryItemId, KitCategoryId: part.KitCategoryId, InventoryItemId: other.InventoryItemId, Quantity: 1 },
      'company',
    );
    expect(result.status).toBe(200);
    const updated = result.body.data as Order;
    const newKit = updated.Items.find((line) => line.DocumentItemId === kitLine.DocumentItemId);
    expect(newKit?.KitChildren.find((child) => child.DocumentItemId === part.DocumentItemId)?.InventoryItemId).toBe(other.InventoryItemId);
    expect(centsFromDollars(newKit?.UnitCost ?? 0) - centsFromDollars(kitLine.UnitCost)).toBe(centsFromDollars(other.PriceIncTax) * (part.Quantity / kitLine.Quantity));
    expectTotalOfLines(updated);
  });

  it.each([
    ['an item that is not an option', async (part: Part) => ({ InventoryItemId: 602301, expected: `Item 602301 is not an option for ${part.KitCategoryName}` })],
    ['more than the category allows', async (part: Part) => ({ InventoryItemId: part.InventoryItemId, Quantity: 5, expected: `${part.KitCategoryName}: at most 1` })],
    ['a KitId of another kit', async (part: Part) => ({ InventoryItemId: part.InventoryItemId, KitId: 1, expected: orderItemErrors.kitMismatch })],
  ])('refuses %s with 422 and changes nothing', async (_name, make) => {
    const { document, kitLine, part } = await companyKit();
    const { expected, ...change } = await make(part);
    const result = await post('/orders/UpdateItemOnActiveSalesOrder', { SalesOrderId: document.DocumentId, SalesOrderItemId: kitLine.DocumentItemId, KitItemId: part.DocumentItemId, Quantity: 1, ...change }, 'company');
    expect(result.status).toBe(422);
    expect(result.body.errors[0]?.ErrorText).toBe(expected);
    expect(await order(331011, 'company')).toEqual(document);
  });

  it('refuses a part whose remote build has started (409), and a part sent without its kit line (422)', async () => {
    const { document, kitLine, part } = await companyKit();
    await t.database.db.updateTable('document_items').set({ remote_build_sales_order_status: 'Being Built' }).where('document_item_id', '=', kitLine.DocumentItemId).execute();
    const started = await post('/orders/UpdateItemOnActiveSalesOrder', { SalesOrderId: document.DocumentId, SalesOrderItemId: kitLine.DocumentItemId, KitItemId: part.DocumentItemId, InventoryItemId: part.InventoryItemId, Quantity: 1 }, 'company');
    expect(started.status).toBe(409);
    expect(started.body.errors[0]?.ErrorText).toBe(orderItemErrors.buildNotChangeable('Being Built'));
    await t.database.db.updateTable('document_items').set({ remote_build_sales_order_status: 'Awaiting Processing' }).where('document_item_id', '=', kitLine.DocumentItemId).execute();
    const bare = await post('/orders/UpdateItemOnActiveSalesOrder', { SalesOrderId: document.DocumentId, SalesOrderItemId: part.DocumentItemId, InventoryItemId: part.InventoryItemId, Quantity: 1 }, 'company');
    expect(bare.status).toBe(422);
    expect(bare.body.errors[0]?.ErrorText).toBe(orderItemErrors.kitPartNeedsKit);
  });

  it('changes a stock line\'s quantity at the catalogue price and recomputes the total', async () => {
    const document = await order(331001, 'retail');
    const line = document.Items.find((candidate) => candidate.ItemTypeCode === 'STK');
    if (!line) throw new Error('order 331001 has no stock line');
    const result = await post('/orders/UpdateItemOnActiveSalesOrder', { SalesOrderId: document.DocumentId, SalesOrderItemId: line.DocumentItemId, InventoryItemId: line.InventoryItemId, Quantity: line.Quantity + 1 }, 'retail');
    expect(result.status).toBe(200);
    const updated = result.body.data as Order;
    const changed = updated.Items.find((candidate) => candidate.DocumentItemId === line.DocumentItemId);
    expect(changed?.Quantity).toBe(line.Quantity + 1);
    // The same item keeps the price it was sold at; another item comes at today's catalogue price.
    expect(changed?.UnitCost).toBe(line.UnitCost);
    const other = (await t.database.db.selectFrom('items').select('inventory_item_id').where('item_type_code', '=', 'STK').where('available_online', '=', true).where('limit_per_transaction', 'is', null).where('inventory_item_id', '!=', line.InventoryItemId).orderBy('inventory_item_id').executeTakeFirstOrThrow()).inventory_item_id;
    const replaced = (await post('/orders/UpdateItemOnActiveSalesOrder', { SalesOrderId: document.DocumentId, SalesOrderItemId: line.DocumentItemId, InventoryItemId: other, Quantity: 1 }, 'retail')).body.data as Order;
    const swapped = replaced.Items.find((candidate) => candidate.DocumentItemId === line.DocumentItemId);
    expect(swapped).toMatchObject({ InventoryItemId: other, Quantity: 1 });
    expect(centsFromDollars(swapped?.UnitCost ?? 0)).toBe(await priceCents(other));
    expectTotalOfLines(replaced);
    expectTotalOfLines(updated);
  });

  it('refuses an order that can no longer change (409), a custom build as a new item (422), over 999 (422), another customer (404, as unknown: issue 14 item 7)', async () => {
    const built = await order(331003, 'retail');
    const line = built.Items[0];
    const locked = await post('/orders/UpdateItemOnActiveSalesOrder', { SalesOrderId: 331003, SalesOrderItemId: line?.DocumentItemId, InventoryItemId: 602301, Quantity: 1 }, 'retail');
    expect(locked.status).toBe(409);
    expect(locked.body.errors[0]?.ErrorText).toBe(orderErrors.notChangeable(built.DocumentNumber, 'Being Built'));
    const open = await order(331001, 'retail');
    const stock = open.Items[0];
    expect((await post('/orders/UpdateItemOnActiveSalesOrder', { SalesOrderId: 331001, SalesOrderItemId: stock?.DocumentItemId, InventoryItemId: 700000, Quantity: 1 }, 'retail')).status).toBe(422);
    expect((await post('/orders/UpdateItemOnActiveSalesOrder', { SalesOrderId: 331001, SalesOrderItemId: stock?.DocumentItemId, InventoryItemId: stock?.InventoryItemId, Quantity: 1000 }, 'retail')).status).toBe(422);
    expect((await post('/orders/UpdateItemOnActiveSalesOrder', { SalesOrderId: 331001, SalesOrderItemId: stock?.DocumentItemId, InventoryItemId: stock?.InventoryItemId, Quantity: 1 }, 'company')).status).toBe(404);
    expect(await order(331001, 'retail')).toEqual(open);
  });
});

describe('fetchMyBuildItemBundle (spec 3 §2.10, §3 "Build")', () => {
  it('gives the buyer the certificate with the build\'s parts and the builder\'s public answers', async () => {
    const result = await post('/fetchMyBuildItemBundle', { customerSessionGuid: newSession(), buildId: 88120 }, 'retail');
    expect(result.status).toBe(200);
    const build = result.body.data as { BuildId: number; SoNumber: string; BuildQuantity: number; BuildItems: { CategoryName: string; OrderQuantity: number }[]; PublicInformation: { EmployeeId: number; PubInfo: { ApprovedInfo: { AliasName: string } } } };
    const built = await order(331003, 'retail');
    const kitLine = built.Items.find((line) => line.ItemTypeCode === 'KIT');
    expect(build).toMatchObject({ BuildId: 88120, SoNumber: built.DocumentNumber, BuildQuantity: kitLine?.Quantity });
    expect(build.BuildItems.map((item) => item.CategoryName)).toEqual(kitLine?.KitChildren.map((child) => child.KitCategoryName));
    expect(build.BuildItems.map((item) => item.CategoryName)).toEqual(expect.arrayContaining(['CPU', 'Motherboard', 'Case']));
    expect(build.PublicInformation.EmployeeId).toBeGreaterThan(0);
    expect(build.PublicInformation.PubInfo.ApprovedInfo.AliasName.length).toBeGreaterThan(0);
  });

  it('answers an unknown build with 404, another customer\'s with the same 404 (issue 14 item 7) and a guest with 401', async () => {
    const unknown = await post('/fetchMyBuildItemBundle', { customerSessionGuid: newSession(), buildId: 1 }, 'retail');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0]?.ErrorText).toBe(buildErrors.notFound(1));
    expect((await post('/fetchMyBuildItemBundle', { customerSessionGuid: newSession(), buildId: 88120 }, 'company')).status).toBe(404);
    expect((await post('/fetchMyBuildItemBundle', { customerSessionGuid: newSession(), buildId: 88120 })).status).toBe(401);
  });
});
