import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RigkitDatabase } from '../db/openDatabase.ts';
import { openTestDatabase } from '../testing/testDatabase.ts';
import { demoAccounts } from './demoAccounts.ts';
import { seedDatabase } from './seed.ts';

const now = new Date('2026-11-22T05:00:00Z');
let first: RigkitDatabase;
let second: RigkitDatabase;

beforeAll(async () => {
  [first, second] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  await seedDatabase(first.db, { items: 300, now });
  await seedDatabase(second.db, { items: 300, now });
}, 120_000);
afterAll(async () => Promise.all([first.close(), second.close()]));

const snapshot = async (database: RigkitDatabase) => ({
  documents: await database.db.selectFrom('documents').selectAll().orderBy('document_id').execute(),
  items: await database.db.selectFrom('document_items').selectAll().orderBy('document_item_id').execute(),
  payments: await database.db.selectFrom('document_payments').selectAll().orderBy('document_payment_id').execute(),
  returns: await database.db.selectFrom('return_advices').selectAll().orderBy('customer_return_advice_id').execute(),
  workOrders: await database.db.selectFrom('work_orders').selectAll().orderBy('work_order_number').execute(),
  wishlists: await database.db.selectFrom('wishlists').selectAll().orderBy('wishlist_id').execute(),
  builds: await database.db.selectFrom('builds').selectAll().orderBy('build_id').execute(),
});

describe('seeded documents', () => {
  it('are identical for the same seed, item count and now (GUIDs, dates, totals)', async () => {
    expect(await snapshot(second)).toEqual(await snapshot(first));
  });

  it.each(Object.values(demoAccounts).map((account) => [account.description, account.customerId] as const))(
    'give the %s sales orders, an invoice, a work order and a wishlist',
    async (_name, customerId) => {
      const types = await first.db.selectFrom('documents').select('document_type').where('customer_id', '=', customerId).execute();
      expect(new Set(types.map((row) => row.document_type))).toEqual(new Set(customerId === demoAccounts.twoFactor.customerId ? ['Sales Order', 'Invoice'] : ['Sales Order', 'Quote', 'Invoice']));
      expect((await first.db.selectFrom('work_orders').select('work_order_number').where('customer_id', '=', customerId).execute()).length).toBeGreaterThan(0);
      expect((await first.db.selectFrom('wishlists').select('wishlist_id').where('customer_id', '=', customerId).execute()).length).toBeGreaterThan(0);
    },
  );

  it('uses the statuses the specs name, a missing status included', async () => {
    const statuses = (await first.db.selectFrom('documents').select('document_status').distinct().execute()).map((row) => row.document_status);
    expect(statuses).toEqual(expect.arrayContaining(['Awaiting Processing', 'Backorder', 'Being Built', 'Completed', 'Open Quote', null]));
  });

  it('keeps every total equal to its top-level lines plus shipping', async () => {
    const documents = await first.db.selectFrom('documents').select(['document_id', 'total_cents', 'shipping_price_cents']).execute();
    const lines = await first.db.selectFrom('document_items').select(['document_id', 'unit_cents', 'quantity']).where('parent_document_item_id', 'is', null).execute();
    for (const document of documents) {
      const parts = lines.filter((line) => line.document_id === document.document_id).reduce((sum, line) => sum + line.unit_cents * line.quantity, 0);
      expect(document.total_cents).toBe(parts + document.shipping_price_cents);
    }
  });

  it('prices a custom build line as the sum of its children', async () => {
    const kits = await first.db.selectFrom('document_items').selectAll().where('item_type_code', '=', 'KIT').execute();
    expect(kits.length).toBeGreaterThan(0);
    for (const kit of kits) {
      const children = await first.db.selectFrom('document_items').select(['unit_cents', 'quantity']).where('parent_document_item_id', '=', kit.document_item_id).execute();
      expect(children.length).toBeGreaterThan(0);
      expect(kit.unit_cents * kit.quantity).toBe(children.reduce((sum, child) => sum + child.unit_cents * child.quantity, 0));
    }
  });
});
