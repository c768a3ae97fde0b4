// fetchCheckoutUpsells on the seeded catalogue (PGlite, and PostgreSQL with DATABASE_URL).
import { checkoutUpsellItemIds, type CheckoutUpsellRule } from '@rigkit/domain/upsells';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ items: 300 });
}, 120_000);
afterAll(async () => t.close());

const session = 'dc1f3c2a-8d4e-4f6a-9b7c-2e1d0a3f4c5b';

describe('fetchCheckoutUpsells', () => {
  it('answers rules by priority whose items are real, sellable, in stock', async () => {
    const result = await t.call('GET', '/fetchCheckoutUpsells', { session });
    expect(result.status).toBe(200);
    const rules = result.body.data as CheckoutUpsellRule[];
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.at(-1)).toMatchObject({ IncludeStrings: [], Priority: 9 });
    const ids = rules.flatMap((rule) => rule.UpsellInventoryItemIds);
    const items = await t.database.db.selectFrom('items').select(['inventory_item_id', 'available_online', 'item_type_code', 'price_cents']).where('inventory_item_id', 'in', ids).execute();
    expect(items).toHaveLength(new Set(ids).size);
    expect(items.every((item) => item.available_online && item.item_type_code === 'STK' && item.price_cents > 0)).toBe(true);
    const stocked = await t.database.db.selectFrom('stock').select('inventory_item_id').where('inventory_item_id', 'in', ids).where('quantity', '>', 0).where('inventory_warehouse_id', '!=', 0).distinct().execute();
    expect(stocked).toHaveLength(new Set(ids).size);
  });

  it('gives any cart up to 4 items outside it', async () => {
    const rules = (await t.call('GET', '/fetchCheckoutUpsells', { session })).body.data as CheckoutUpsellRule[];
    const everyCart = rules.find((rule) => rule.Priority === 9);
    const firstAddOn = everyCart?.UpsellInventoryItemIds[0] ?? 0;
    const shown = checkoutUpsellItemIds(rules, [{ InventoryItemId: firstAddOn, ItemDescription: 'Rigkit Large Gaming Mousepad' }]);
    expect(shown).toHaveLength(4);
    expect(shown).not.toContain(firstAddOn);
  });
});
