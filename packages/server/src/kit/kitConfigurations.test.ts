import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitMessages } from '@rigkit/domain/kit';
import type { KitCategoriesTable } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
let kitId: number;
let categories: KitCategoriesTable[];
beforeAll(async () => {
  t = await createTestApp({ items: 300 });
  kitId = (await t.database.db.selectFrom('items').select('inventory_item_id').where('item_type_code', '=', 'KIT').orderBy('inventory_item_id').executeTakeFirstOrThrow()).inventory_item_id;
  categories = await t.database.db.selectFrom('kit_categories').selectAll().where('kit_inventory_item_id', '=', kitId).orderBy('sort_order').execute();
}, 120_000);
afterAll(async () => t.close());

const session = 'ab1f3c2a-8d4e-4f6a-9b7c-2e1d0a3f4c5b';

async function otherOption(category: KitCategoriesTable): Promise<number> {
  const options = await t.database.db.selectFrom('kit_category_options').select('inventory_item_id').where('inventory_kit_category_id', '=', category.inventory_kit_category_id).orderBy('sort_order').execute();
  const other = options.find((option) => option.inventory_item_id !== category.default_inventory_item_id);
  return other?.inventory_item_id ?? category.default_inventory_item_id ?? 0;
}

describe('kit configurations', () => {
  it('saves a changed selection under a new key and reads it back (POST and GET with full data)', async () => {
    const cpu = categories.find((category) => category.category_name === 'CPU');
    if (!cpu) throw new Error('seed has no CPU category');
    const chosen = await otherOption(cpu);
    const saved = await t.call('POST', '/updateKitConfig', { body: { KitInventoryItemId: kitId, KitConfigurationItems: [{ KitCategoryId: cpu.inventory_kit_category_id, SelectedInventoryItemId: chosen, Quantity: 1 }] }, session });
    expect(saved.status).toBe(200);
    const key = (saved.body.data as { KeyStringId: string }).KeyStringId;
    expect(key).toMatch(/^[A-Za-z0-9]{10}$/);
    const fetched = await t.call('POST', '/fetchKitConfig', { body: { KitInventoryItemId: kitId, KeyStringId: key }, session });
    const items = (fetched.body.data as { KitConfigurationItems: { KitCategoryId: number; SelectedInventoryItemId: number | null }[] }).KitConfigurationItems;
    expect(items).toHaveLength(categories.length);
    expect(items.find((item) => item.KitCategoryId === cpu.inventory_kit_category_id)?.SelectedInventoryItemId).toBe(chosen);
    const full = await t.call('GET', `/fetchKitConfig?KitInventoryItemId=${kitId}&KeyStringId=${key}&ReturnFullData=true`, { session, contractPath: '/fetchKitConfig' });
    expect((full.body.data as { KitSelections: unknown[] }).KitSelections).toHaveLength(categories.length);
    const same = await t.call('POST', '/updateKitConfig', { body: { KitInventoryItemId: kitId, KeyStringId: key, KitConfigurationItems: [{ KitCategoryId: cpu.inventory_kit_category_id, SelectedInventoryItemId: chosen, Quantity: 1 }] }, session });
    expect((same.body.data as { KeyStringId: string }).KeyStringId).toBe(key);
  });

  it('refuses a choice that is not an option or over MaximumQuantity', async () => {
    const [first] = categories;
    const required = categories.find((category) => !category.allow_none && category !== first);
    if (!first || !required) throw new Error('seed has no kit categories');
    const result = await t.call('POST', '/updateKitConfig', {
      body: {
        KitInventoryItemId: kitId,
        KitConfigurationItems: [
          { KitCategoryId: first.inventory_kit_category_id, SelectedInventoryItemId: 602301, Quantity: 1 },
          { KitCategoryId: required.inventory_kit_category_id, SelectedInventoryItemId: null, Quantity: 0 },
        ],
      },
      session,
    });
    expect(result.status).toBe(422);
    const texts = result.body.errors.map((error) => error.ErrorText);
    expect(texts).toContain(`Item 602301 is not an option for ${first.category_name}`);
    expect(texts).not.toContain(kitMessages.selectionRequired(required.category_name));
    const fans = categories.find((category) => category.maximum_quantity > 1);
    if (fans) {
      const option = await otherOption(fans);
      const over = await t.call('POST', '/updateKitConfig', { body: { KitInventoryItemId: kitId, KitConfigurationItems: [{ KitCategoryId: fans.inventory_kit_category_id, SelectedInventoryItemId: option, Quantity: fans.maximum_quantity + 1 }] }, session });
      expect(over.body.errors.map((error) => error.ErrorText)).toContain(`${fans.category_name}: at most ${fans.maximum_quantity}`);
    }
  });

  it('saves an unfinished build (a Case change clears the other categories, spec 2 §4) and reads it back with the empty choices', async () => {
    const required = categories.filter((category) => !category.allow_none && category.category_name !== 'Case');
    expect(required.length).toBeGreaterThan(0);
    const saved = await t.call('POST', '/updateKitConfig', {
      body: { KitInventoryItemId: kitId, KitConfigurationItems: required.map((category) => ({ KitCategoryId: category.inventory_kit_category_id, SelectedInventoryItemId: null, Quantity: 0 })) },
      session,
    });
    expect(saved.status).toBe(200);
    const key = (saved.body.data as { KeyStringId: string }).KeyStringId;
    const fetched = await t.call('POST', '/fetchKitConfig', { body: { KitInventoryItemId: kitId, KeyStringId: key }, session });
    const items = (fetched.body.data as { KitConfigurationItems: { KitCategoryId: number; SelectedInventoryItemId: number | null }[] }).KitConfigurationItems;
    for (const category of required) expect(items.find((item) => item.KitCategoryId === category.inventory_kit_category_id)?.SelectedInventoryItemId ?? null).toBeNull();
  });

  it('answers an unknown key with 404 and a stock item with 422', async () => {
    expect((await t.call('POST', '/fetchKitConfig', { body: { KitInventoryItemId: kitId, KeyStringId: 'NoSuchKey1' }, session })).status).toBe(404);
    const notKit = await t.call('POST', '/updateKitConfig', { body: { KitInventoryItemId: 602301, KitConfigurationItems: [{ KitCategoryId: 1, SelectedInventoryItemId: null, Quantity: 0 }] }, session });
    expect(notKit.status).toBe(422);
    expect(notKit.body.errors[0]?.ErrorText).toBe('Item 602301 is not a custom build');
  });

  it('opens the mixed-socket kit 700000 from fetchItem alone: CPUs and motherboards of AM5 and LGA1700, and a cross-socket pair saves', async () => {
    const item = await t.call('POST', '/fetchItem', { body: { InventoryItemId: 700000 }, session });
    const kitCategories = (item.body.data as { InventoryKitCategoryItems: { InventoryKitCategoryId: number; CategoryName: string }[] }).InventoryKitCategoryItems;
    const idOf = (name: string) => kitCategories.find((category) => category.CategoryName === name)?.InventoryKitCategoryId ?? 0;
    const options = await t.call('POST', '/fetchKitCategoryOptions', { body: { KitCategoryIds: [idOf('CPU'), idOf('Motherboard')] }, session });
    type Option = { InventoryItemId: number; Attributes: { Key: string; Value: string }[] };
    const lists = options.body.data as { CategoryName: string; DefaultInventoryItemId: number; Items: Option[] }[];
    const socket = (option: Option | undefined) => option?.Attributes.find((attribute) => attribute.Key === 'Socket')?.Value;
    for (const list of lists) {
      expect(new Set(list.Items.map(socket))).toEqual(new Set(['AM5', 'LGA1700']));
      expect(socket(list.Items.find((option) => option.InventoryItemId === list.DefaultInventoryItemId))).toBe('AM5');
    }
    // The server keeps what the shopper chose; the configurator's compatibility verdicts flag the mismatch.
    const intelCpu = lists.find((list) => list.CategoryName === 'CPU')?.Items.find((option) => socket(option) === 'LGA1700');
    const saved = await t.call('POST', '/updateKitConfig', { body: { KitInventoryItemId: 700000, KitConfigurationItems: [{ KitCategoryId: idOf('CPU'), SelectedInventoryItemId: intelCpu?.InventoryItemId ?? 0, Quantity: 1 }] }, session });
    expect(saved.status).toBe(200);
  });
});
