import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemListSqid } from '../seed/itemLists.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import type { ItemListTables } from './itemLists.ts';
import { itemImageId } from '../seed/productMedia.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ items: 600 });
}, 120_000);
afterAll(async () => t.close());

const session = '6b1f3c2a-8d4e-4f6a-9b7c-2e1d0a3f4c5b';

interface Tile {
  InventoryItemId: number;
  ItemDescription: string;
  ItemTypeCode: string;
  ManufacturerId: number;
  ManufacturerName: string;
  CustomerPriceIncTax: number;
  Categories: number[];
  Attributes: { Key: string; Value: string }[];
  Availabilities: { InventoryWarehouseId: number; InStock: boolean }[];
  FreeShipping: boolean;
}
interface Grid {
  Items: Tile[];
  Attributes: { Key: string; Values: string[] }[];
  Manufacturers: { ManufacturerId: number; ManufacturerName: string }[];
  Categories: { InventoryCategoryId: number }[];
  Title?: string;
}

const grid = async (body: Record<string, unknown>): Promise<Grid> => {
  const result = await t.call('POST', '/getItemGrid', { body, session });
  expect(result.status).toBe(200);
  return result.body.data as Grid;
};

describe('getItemGrid', () => {
  it('lists a category with its header filters (Attributes, Manufacturers, Categories)', async () => {
    const data = await grid({ InventoryCategoryId: 103 });
    expect(data.Items.length).toBeGreaterThan(5);
    expect(data.Items.every((item) => item.Categories.includes(103))).toBe(true);
    expect(data.Attributes.map((attribute) => attribute.Key)).toEqual(expect.arrayContaining(['Socket', 'Chipset', 'Memory Type', 'Form Factor']));
    expect(data.Manufacturers.length).toBeGreaterThan(1);
    expect(data.Categories.map((category) => category.InventoryCategoryId)).toContain(103);
  });

  it("gives a tile the item's second picture as its secondary image (shown on hover, spec 1 §2), and none without one", async () => {
    const data = await grid({ InventoryCategoryId: 100 });
    const items = data.Items as unknown as { InventoryItemId: number; SecondaryImageId: number | null; SecondaryImageType: string | null }[];
    const withSecond = items.filter((item) => item.SecondaryImageId !== null);
    expect(withSecond.length).toBeGreaterThan(0);
    for (const item of withSecond) expect(item.SecondaryImageId).toBe(itemImageId(item.InventoryItemId, 2));
    const cpus = (await grid({ InventoryCategoryId: 101 })).Items as unknown as { SecondaryImageId: number | null }[];
    expect(cpus.every((item) => item.SecondaryImageId === null)).toBe(true);
  });

  it('filters by attribute values, brands and stock, and sorts by price both ways', async () => {
    const am5 = await grid({ InventoryCategoryId: 103, AttributeFilters: [{ Key: 'Socket', Values: ['AM5'] }], SortType: 'price', SortDirection: 'asc' });
    expect(am5.Items.length).toBeGreaterThan(0);
    expect(am5.Items.every((item) => item.Attributes.some((a) => a.Key === 'Socket' && a.Value === 'AM5'))).toBe(true);
    const prices = am5.Items.map((item) => item.CustomerPriceIncTax);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const descending = await grid({ InventoryCategoryId: 103, AttributeFilters: [{ Key: 'Socket', Values: ['AM5'] }], SortType: 'price', SortDirection: 'desc' });
    expect(descending.Items.map((item) => item.CustomerPriceIncTax)).toEqual([...prices].reverse());
    const brand = am5.Items[0]?.ManufacturerId ?? 0;
    const byBrand = await grid({ InventoryCategoryId: 103, ManufacturerIds: [brand] });
    expect(byBrand.Items.every((item) => item.ManufacturerId === brand)).toBe(true);
    const inStock = await grid({ InventoryCategoryId: 103, AvailabilityFilter: 'in-stock-any' });
    expect(inStock.Items.every((item) => item.Availabilities.some((stock) => stock.InStock))).toBe(true);
  });

  it('keeps B2B items out of stock-based filters (spec 1 §6)', async () => {
    const all = await grid({ InventoryCategoryId: 120 });
    expect(all.Items.every((item) => item.ItemTypeCode === 'B2B')).toBe(true);
    expect(all.Items.length).toBeGreaterThan(0);
    const stocked = await grid({ InventoryCategoryId: 120, AvailabilityFilter: 'in-stock-any' });
    expect(stocked.Items).toEqual([]);
  });

  it('returns chosen items in the order asked, with a generated title', async () => {
    const chosen = await grid({ InventoryItemIds: [602301, 602206, 602300], GenerateTitle: true });
    expect(chosen.Items.map((item) => item.InventoryItemId)).toEqual([602301, 602206, 602300]);
    expect(chosen.Title).toBe('Selected items (3)');
  });

  it('searches descriptions and refuses a search under 3 characters', async () => {
    const found = await grid({ SearchString: 'mousepad' });
    expect(found.Items.length).toBeGreaterThan(0);
    expect(found.Items.every((item) => item.ItemDescription.toLowerCase().includes('mousepad'))).toBe(true);
    const result = await t.call('POST', '/getItemGrid', { body: { SearchString: 'ab' }, session });
    expect(result.status).toBe(422);
    expect(result.body.errors[0]?.ErrorText).toBe('Please enter a search term with more than two characters.');
  });

  it('gives people-also-bought items other than the ones asked', async () => {
    const data = await grid({ PeopleAlsoBought: true, InventoryItemIds: [602300] });
    expect(data.Items.length).toBeGreaterThanOrEqual(2);
    expect(data.Items.map((item) => item.InventoryItemId)).not.toContain(602300);
  });

  it('lists a promotion, with the running promotion price on the tile', async () => {
    const data = await grid({ PromotionId: 201 });
    expect(data.Items.length).toBeGreaterThan(0);
    const tile = data.Items[0] as Tile & { NormalPrice: number; PromotionPrice: number };
    expect(tile.PromotionPrice).toBe(tile.CustomerPriceIncTax);
    expect(tile.PromotionPrice).toBeLessThan(tile.NormalPrice);
  });
});

describe('item lists in getItemGrid (spec 2 §2 /ItemList/{id}, /buildlist/{sqid}/{name}; §7)', () => {
  const listItems = async (id: number) =>
    (await t.database.db.withTables<ItemListTables>().selectFrom('item_list_items').select('inventory_item_id').where('inventory_item_list_id', '=', id).orderBy('sort_order').execute()).map((row) => row.inventory_item_id);

  it('answers a list by its id with its items in the list\'s order', async () => {
    const expected = await listItems(101);
    expect(expected.length).toBeGreaterThan(3);
    expect((await grid({ InventoryItemListId: 101 })).Items.map((item) => item.InventoryItemId)).toEqual(expected);
  });

  it('answers a build list by its sqid, titled with its name when asked', async () => {
    const expected = await listItems(201);
    const data = await grid({ InventoryItemListSqid: itemListSqid(201), ReturnAllImages: true, GenerateTitle: true });
    expect(data.Items.map((item) => item.InventoryItemId)).toEqual(expected);
    expect(data.Title).toBe(`AMD AM5 Gaming Build (${expected.length})`);
  });

  it('narrows a list by the other filters and sorts it when asked', async () => {
    const expected = await listItems(102);
    const sorted = await grid({ InventoryItemListId: 102, SortType: 'price', SortDirection: 'desc' });
    expect(new Set(sorted.Items.map((item) => item.InventoryItemId))).toEqual(new Set(expected));
    const prices = sorted.Items.map((item) => item.CustomerPriceIncTax);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const osDrives = await grid({ InventoryItemListId: 102, InventoryCategoryId: 106 });
    expect(osDrives.Items.length).toBeGreaterThan(0);
    expect(osDrives.Items.every((item) => item.Categories.includes(106) && expected.includes(item.InventoryItemId))).toBe(true);
    expect((await grid({ InventoryItemListId: 102, InventoryItemIds: [602300] })).Items).toEqual([]);
  });

  it('answers cc/getItemGrid with a list id too', async () => {
    const result = await t.call('GET', '/cc/getItemGrid?InventoryItemListId=103', { session });
    expect((result.body.data as Grid).Items.map((item) => item.InventoryItemId)).toEqual(await listItems(103));
  });

  it.each([
    [{ InventoryItemListId: 999 }, 'Item list 999 was not found'],
    [{ InventoryItemListSqid: 'NoSuchList' }, 'Item list NoSuchList was not found'],
  ])('answers an unknown list %j with 404', async (body, message) => {
    const result = await t.call('POST', '/getItemGrid', { body, session });
    expect(result.status).toBe(404);
    expect(result.body.errors[0]?.ErrorText).toBe(message);
  });
});

describe('cc/getItemGrid', () => {
  it.each([
    ['InventoryCategoryId=105', (item: Tile) => item.Categories.includes(105)],
    ['OnlyFreeShipping=true', (item: Tile) => item.FreeShipping],
    ['InventoryItemIds=602300,602301', (item: Tile) => [602300, 602301].includes(item.InventoryItemId)],
    ['SearchString=graphics&hour=13', (item: Tile) => item.ItemDescription.toLowerCase().includes('graphics')],
    ['ManufacturerId=1', (item: Tile) => item.ManufacturerId === 1],
  ])('filters by %s', async (query, predicate) => {
    const result = await t.call('GET', `/cc/getItemGrid?${query}`, { session, contractPath: '/cc/getItemGrid' });
    expect(result.status).toBe(200);
    const items = (result.body.data as Grid).Items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every(predicate)).toBe(true);
  });

  it('rejects a malformed id list with 400', async () => {
    const result = await t.call('GET', '/cc/getItemGrid?InventoryItemIds=1,x', { session, contractPath: '/cc/getItemGrid' });
    expect(result.status).toBe(400);
    expect(result.body.errors[0]?.ErrorText).toBe('InventoryItemIds[1] must be integer');
  });
});

describe('item, category, group, brand, promotion and banners', () => {
  it('fetches an item by id and by guid', async () => {
    const byId = await t.call('POST', '/fetchItem', { body: { InventoryItemId: 602206 }, session });
    const item = byId.body.data as { ItemCode: string; CustomerPriceIncTax: number; Categories: { InventoryCategoryId: number }[] };
    expect(item.ItemCode).toBe('PLE-602206');
    expect(item.CustomerPriceIncTax).toBe(0);
    const row = await t.database.db.selectFrom('items').select('inventory_item_guid').where('inventory_item_id', '=', 602206).executeTakeFirstOrThrow();
    const byGuid = await t.call('POST', '/fetchItem', { body: { InventoryItemId: null, InventoryItemGuid: row.inventory_item_guid }, session });
    expect((byGuid.body.data as { InventoryItemId: number }).InventoryItemId).toBe(602206);
  });

  it('lists a KIT\'s categories with their ids and default items, enough to fetch every category\'s options (spec 2 §4)', async () => {
    const kit = await t.database.db.selectFrom('items').select('inventory_item_id').where('item_type_code', '=', 'KIT').orderBy('inventory_item_id').executeTakeFirstOrThrow();
    const stored = await t.database.db.selectFrom('kit_categories').selectAll().where('kit_inventory_item_id', '=', kit.inventory_item_id).orderBy('sort_order').execute();
    const result = await t.call('POST', '/fetchItem', { body: { InventoryItemId: kit.inventory_item_id }, session });
    type Entry = { InventoryKitCategoryId: number; CategoryName: string; ItemCode: string; ItemDescription: string; DefaultQuantity: number };
    const entries = (result.body.data as { InventoryKitCategoryItems: Entry[] }).InventoryKitCategoryItems;
    expect(entries.map((entry) => entry.InventoryKitCategoryId)).toEqual(stored.map((row) => row.inventory_kit_category_id));
    expect(entries.map((entry) => entry.CategoryName)).toEqual(expect.arrayContaining(['CPU', 'Motherboard', 'Case', 'UV Printing']));
    expect(entries.find((entry) => entry.CategoryName === 'UV Printing')).toMatchObject({ ItemCode: 'PLE-602206', DefaultQuantity: 1 });
    const optional = stored.find((row) => row.default_inventory_item_id === null);
    if (optional) expect(entries.find((entry) => entry.InventoryKitCategoryId === optional.inventory_kit_category_id)).toMatchObject({ ItemDescription: 'None', DefaultQuantity: 0 });
    const options = await t.call('POST', '/fetchKitCategoryOptions', { body: { KitCategoryIds: entries.slice(0, 5).map((entry) => entry.InventoryKitCategoryId) }, session });
    expect(options.status).toBe(200);
    expect(options.body.data).toHaveLength(5);
  });

  it('gives stock items no kit categories', async () => {
    const result = await t.call('POST', '/fetchItem', { body: { InventoryItemId: 602206 }, session });
    expect((result.body.data as { InventoryKitCategoryItems: unknown[] }).InventoryKitCategoryItems).toEqual([]);
  });

  it('serves the seeded dispatch blocks of two graphics cards (one of each kind) on their product pages and cart lines (spec 2 §3, §8)', async () => {
    const rows = await t.database.db
      .selectFrom('items')
      .select(['inventory_item_id', 'details'])
      .where('primary_category_id', '=', 105)
      .execute();
    const blocked = rows.filter((row) => 'BlockSalesOrdersUntil' in row.details || 'BlockInvoicesUntil' in row.details);
    expect(blocked.map((row) => Object.keys(row.details).filter((key) => key.startsWith('Block')))).toEqual(expect.arrayContaining([['BlockInvoicesUntil'], ['BlockSalesOrdersUntil']]));
    expect(blocked).toHaveLength(2);
    for (const row of blocked) {
      const page = await t.call('POST', '/fetchItem', { body: { InventoryItemId: row.inventory_item_id }, session });
      const item = page.body.data as { BlockInvoicesUntil: string | null; BlockSalesOrdersUntil: string | null };
      const until = item.BlockSalesOrdersUntil ?? item.BlockInvoicesUntil;
      // Midnight in Perth, days after the store was seeded: the notice shows while it is ahead.
      expect(until).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\+08:00$/);
      expect(new Date(until ?? '').getTime()).toBeGreaterThan(t.clock.now.getTime());
      const cart = await t.call('POST', '/updateCart', { body: { ShoppingCart: { ShoppingCartItems: [{ InventoryItemId: row.inventory_item_id, Quantity: 1 }] } }, session });
      const line = (cart.body.data as { ShoppingCart: { ShoppingCartItems: { BlockInvoicesUntil: string | null; BlockSalesOrdersUntil: string | null }[] } }).ShoppingCart.ShoppingCartItems[0];
      expect(line).toMatchObject({ BlockInvoicesUntil: item.BlockInvoicesUntil, BlockSalesOrdersUntil: item.BlockSalesOrdersUntil });
    }
  });

  it('answers an unknown item with 404', async () => {
    const result = await t.call('POST', '/fetchItem', { body: { InventoryItemId: 1 }, session });
    expect(result.status).toBe(404);
    expect(result.body.errors[0]?.ErrorText).toBe('Item 1 was not found');
  });

  it('fetches a category page with its items and sub-categories', async () => {
    const result = await t.call('POST', '/fetchCategory', { body: { inventoryCategoryId: 100 }, session });
    const data = result.body.data as { CategoryName: string; ItemList: { Items: unknown[]; Categories: { InventoryCategoryId: number }[] } };
    expect(data.CategoryName).toBe('Desktop Computers');
    expect(data.ItemList.Items.length).toBeGreaterThan(0);
    expect(data.ItemList.Categories.map((category) => category.InventoryCategoryId)).toEqual([595, 786]);
  });

  it('fetches category group 1 and refuses an unknown one', async () => {
    const result = await t.call('POST', '/fetchCategoryGroup', { body: { categoryGroupId: 1 }, session });
    expect((result.body.data as { Categories: { InventoryCategoryId: number }[] }).Categories.map((category) => category.InventoryCategoryId)).toContain(903);
    expect((await t.call('POST', '/fetchCategoryGroup', { body: { categoryGroupId: 999 }, session })).status).toBe(404);
  });

  it('fetches the house brand with at most 6 featured products and no EX-DEMO among them', async () => {
    const result = await t.call('POST', '/fetchBrand', { body: { manufacturerId: 1 }, session });
    const data = result.body.data as { ManufacturerName: string; FeaturedProducts: Tile[]; ShowDesktopComputers: boolean };
    expect(data.ManufacturerName).toBe('Rigkit');
    expect(data.FeaturedProducts.length).toBeLessThanOrEqual(6);
    expect(data.FeaturedProducts.some((item) => item.ItemDescription.startsWith('EX-DEMO'))).toBe(false);
    expect(data.ShowDesktopComputers).toBe(true);
  });

  it('fetches a promotion by id and answers an unknown one with 404', async () => {
    const result = await t.call('GET', '/fetchPromotion/202', { session, contractPath: '/fetchPromotion/{promotionId}' });
    expect(result.body.data).toMatchObject({ PromotionId: 202, CouponCode: 'RYZEN50' });
    const missing = await t.call('GET', '/fetchPromotion/9999', { session, contractPath: '/fetchPromotion/{promotionId}' });
    expect(missing.status).toBe(404);
  });

  it("serves a group's banners of every region by SortOrder, whatever the session: the browser chooses by its time zone (spec 1 §9)", async () => {
    const wa = '8b1f3c2a-8d4e-4f6a-9b7c-2e1d0a3f4c5b';
    await t.call('POST', '/session/saveSession', { body: { LocationPostcode: '6000' }, session: wa });
    for (const shopper of ['7b1f3c2a-8d4e-4f6a-9b7c-2e1d0a3f4c5b', wa]) {
      const result = await t.call('POST', '/fetchBanners', { body: { BannerGroup: 'Home' }, session: shopper });
      const banners = result.body.data as { Region: string; SortOrder: number }[];
      expect(banners.filter((banner) => banner.Region === 'AU West')).toHaveLength(4);
      expect(banners.filter((banner) => banner.Region === 'AU East')).toHaveLength(4);
      expect(banners.map((banner) => banner.SortOrder)).toEqual([...banners.map((banner) => banner.SortOrder)].sort((a, b) => a - b));
    }
    const custom = await t.call('POST', '/fetchBanners', { body: { BannerGroup: 'CustomBuildFeatures' }, session: wa });
    expect(custom.body.data).toHaveLength(6);
  });
});
