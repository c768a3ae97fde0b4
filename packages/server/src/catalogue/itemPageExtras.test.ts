// The product pages' seeded extras end to end through the API (issue 17 rows B8, B9, B14 and defect 4): a
// discontinued card's RedirectUrl to its successor, a showcase card's variants, webshots and banners, and the
// pre-order's BlockSalesOrdersUntil on its tile as on its page. Ids are read from the seeded rows, not assumed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ items: 600 });
}, 120_000);
afterAll(async () => t.close());

const session = '0c3d2b1a-8d4e-4f6a-9b7c-2e1d0a3f4c77';

interface Detail {
  InventoryItemId: number;
  ItemDescription: string;
  AvailableOnline: boolean;
  RedirectUrl: string | null;
  AssociatedItems: { AssociationType: string; AdditionalText: string | null; InventoryItemId: number; ItemDescription: string }[];
  Webshots: { ImageId: number; ImageType: string | null; Caption: string | null }[];
  Banners: { PromotionBannerId: number; InnerHtml: string | null; Region: string | null }[];
  FeatureBanners: { PromotionBannerId: number; InnerHtml: string | null }[];
  BlockSalesOrdersUntil: string | null;
}

async function itemsWithDetail(key: string): Promise<number[]> {
  const rows = await t.database.db.selectFrom('items').select(['inventory_item_id', 'details']).execute();
  return rows.filter((row) => key in row.details).map((row) => row.inventory_item_id).sort((a, b) => a - b);
}

async function detail(id: number): Promise<Detail> {
  const result = await t.call('POST', '/fetchItem', { body: { InventoryItemId: id }, session });
  expect(result.status).toBe(200);
  return result.body.data as Detail;
}

describe('fetchItem extras (spec 2 §3 "Item (detail)")', () => {
  it('sends a discontinued card to its successor: a same-site product path of a card sold online, with more memory of the same line', async () => {
    const [discontinuedId, ...others] = await itemsWithDetail('RedirectUrl');
    expect(others).toEqual([]);
    const discontinued = await detail(discontinuedId ?? 0);
    expect(discontinued.AvailableOnline).toBe(false);
    const match = /^\/Products\/(\d+)\/[A-Za-z0-9-]+$/.exec(discontinued.RedirectUrl ?? '');
    expect(match).not.toBeNull();
    const successor = await detail(Number(match?.[1]));
    expect(successor.AvailableOnline).toBe(true);
    expect(successor.RedirectUrl).toBeNull();
    const withoutMemory = (description: string) => description.replace(/\s*\b\d+GB\b/, '');
    expect(withoutMemory(successor.ItemDescription)).toBe(withoutMemory(discontinued.ItemDescription));
    expect(Number.parseInt(/(\d+)GB/.exec(successor.ItemDescription)?.[1] ?? '0', 10)).toBeGreaterThan(Number.parseInt(/(\d+)GB/.exec(discontinued.ItemDescription)?.[1] ?? '0', 10));
  });

  it("serves the showcase card's 'Item Variant' pair both ways, its webshots as drawn pictures, and its banners and feature banners", async () => {
    const [showcaseId] = await itemsWithDetail('Webshots');
    const showcase = await detail(showcaseId ?? 0);
    expect(showcase.AssociatedItems.map((entry) => entry.AssociationType)).toEqual(['Item Variant', 'Item Variant']);
    const variantId = showcase.AssociatedItems.find((entry) => entry.InventoryItemId !== showcase.InventoryItemId)?.InventoryItemId ?? 0;
    const variant = await detail(variantId);
    expect(variant.AssociatedItems.map((entry) => entry.InventoryItemId).sort()).toEqual([showcase.InventoryItemId, variantId].sort());
    expect(showcase.AssociatedItems.every((entry) => /^\d+GB$/.test(entry.AdditionalText ?? ''))).toBe(true);

    expect(showcase.Webshots).toHaveLength(3);
    for (const webshot of showcase.Webshots) {
      const response = await t.app.request(`/api/images/${webshot.ImageId}?width=350`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('FPS');
    }

    expect(showcase.Banners.map((banner) => banner.InnerHtml)).toEqual([expect.stringContaining('Bundle a game with this card')]);
    expect(showcase.Banners[0]?.Region).toBeNull();
    expect(showcase.FeatureBanners.map((banner) => banner.InnerHtml)).toEqual([expect.stringContaining('Upscaling and frame generation'), expect.stringContaining('Quiet triple-fan cooling')]);
    // Another card has none of them.
    expect((await detail(variantId)).Banners).toEqual([]);
    expect((await detail(variantId)).Webshots).toEqual([]);
  });

  it("puts the pre-order's BlockSalesOrdersUntil on its grid tile as on its page, and on no other tile (issue 17 defect 4)", async () => {
    const [preOrderId, ...others] = await itemsWithDetail('BlockSalesOrdersUntil');
    expect(others).toEqual([]);
    const page = await detail(preOrderId ?? 0);
    expect(page.BlockSalesOrdersUntil).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\+08:00$/);
    const grid = await t.call('POST', '/getItemGrid', { body: { InventoryItemIds: [preOrderId ?? 0, page.AssociatedItems[0]?.InventoryItemId ?? 500002] }, session });
    const tiles = (grid.body.data as { Items: { InventoryItemId: number; BlockSalesOrdersUntil?: string | null }[] }).Items;
    expect(tiles.find((tile) => tile.InventoryItemId === preOrderId)?.BlockSalesOrdersUntil).toBe(page.BlockSalesOrdersUntil);
    const category = await t.call('POST', '/getItemGrid', { body: { InventoryCategoryIds: [105], PageSize: 200 }, session });
    const blockedTiles = (category.body.data as { Items: { InventoryItemId: number; BlockSalesOrdersUntil?: string | null }[] }).Items.filter((tile) => tile.BlockSalesOrdersUntil);
    expect(blockedTiles.map((tile) => tile.InventoryItemId).every((id) => id === preOrderId)).toBe(true);
  });
});
