import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../seed/demoAccounts.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ items: 200 });
}, 120_000);
afterAll(async () => t.close());

const session = '9b1f3c2a-8d4e-4f6a-9b7c-2e1d0a3f4c5b';

describe('banners', () => {
  it('records an impression and a click', async () => {
    for (const ActivityType of ['Impression', 'Click'] as const) {
      const result = await t.call('POST', '/BannerActiveTrack', { body: { ActivityType, PromotionBannerId: 1, SourceUrl: '/', CustomerSessionGuid: session }, session });
      expect(result.body).toEqual({ success: true, errors: [], data: null });
    }
    const rows = await t.database.db.selectFrom('banner_activity').select(['activity_type', 'customer_session_guid']).where('promotion_banner_id', '=', 1).execute();
    expect(rows).toEqual([
      { activity_type: 'Impression', customer_session_guid: session },
      { activity_type: 'Click', customer_session_guid: session },
    ]);
  });

  it('refuses to track an unknown banner with 404', async () => {
    expect((await t.call('POST', '/BannerActiveTrack', { body: { ActivityType: 'Click', PromotionBannerId: 999 }, session })).status).toBe(404);
  });

  it("gives a custom build's CustomBuildFeatures banners", async () => {
    const kit = await t.database.db.selectFrom('items').select('inventory_item_id').where('item_type_code', '=', 'KIT').executeTakeFirstOrThrow();
    const result = await t.call('POST', '/fetchBannersForItemList', { body: { InventoryItemIds: [kit.inventory_item_id], BannerGroup: 'CustomBuildFeatures' }, session });
    expect((result.body.data as unknown[]).length).toBe(6);
    const none = await t.call('POST', '/fetchBannersForItemList', { body: { InventoryItemIds: [602301], BannerGroup: 'CustomBuildFeatures' }, session });
    expect(none.body.data).toEqual([]);
  });
});

describe('lookupWebpage', () => {
  it.each([
    ['the home page by URL', { pageUrl: '/' }, 1],
    ['page 992 by id', { webpageId: 992 }, 992],
  ])('finds %s', async (_title, body, id) => {
    const result = await t.call('POST', '/lookupWebpage', { body, session });
    expect((result.body.data as { WebPageId: number }).WebPageId).toBe(id);
  });

  it('shows a private page only to a logged-in customer', async () => {
    const anonymous = await t.call('POST', '/lookupWebpage', { body: { webpageId: 1001 }, session });
    expect(anonymous.status).toBe(401);
    const login = await t.call('POST', '/session/webAuth', { body: { username: demoAccounts.retail.email, password: demoAccounts.retail.password }, session });
    const authKey = (login.body.data as { AuthenticationKey: string }).AuthenticationKey;
    const loggedIn = await t.call('POST', '/lookupWebpage', { body: { webpageId: 1001 }, session, authKey });
    expect((loggedIn.body.data as { IsPrivate: boolean }).IsPrivate).toBe(true);
  });

  it('answers an unknown page with 404', async () => {
    expect((await t.call('POST', '/lookupWebpage', { body: { pageUrl: '/nope' }, session })).status).toBe(404);
  });
});

describe('fetchKitCategoryOptions', () => {
  it('gives up to 5 kit categories with their defaults, limits and options', async () => {
    const categories = await t.database.db.selectFrom('kit_categories').select('inventory_kit_category_id').orderBy('inventory_kit_category_id').limit(5).execute();
    const ids = categories.map((category) => category.inventory_kit_category_id);
    const result = await t.call('POST', '/fetchKitCategoryOptions', { body: { KitCategoryIds: ids }, session });
    const data = result.body.data as { InventoryKitCategoryId: number; DefaultInventoryItemId: number | null; Items: { InventoryItemId: number }[] }[];
    expect(data.map((category) => category.InventoryKitCategoryId).sort()).toEqual([...ids].sort());
    for (const category of data) {
      expect(category.Items.length).toBeGreaterThan(0);
      if (category.DefaultInventoryItemId !== null) expect(category.Items.map((item) => item.InventoryItemId)).toContain(category.DefaultInventoryItemId);
    }
  });

  it('refuses more than 5 categories at a time (spec 2 §9)', async () => {
    const result = await t.call('POST', '/fetchKitCategoryOptions', { body: { KitCategoryIds: [1, 2, 3, 4, 5, 6] }, session });
    expect(result.status).toBe(400);
    expect(result.body.errors[0]?.ErrorText).toBe('KitCategoryIds must NOT have more than 5 items');
  });
});
