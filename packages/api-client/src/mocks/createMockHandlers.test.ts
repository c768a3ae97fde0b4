// The typed mocks driven through the real client, with the mock fetch injected (no global interception).
import { describe, expect, it } from 'vitest';
import { createRigkitClient } from '../createRigkitClient.ts';
import { createMemoryCookieJar } from '../memoryCookieJar.ts';
import { RigkitApiError } from '../RigkitApiError.ts';
import { createMockFetch } from './createMockFetch.ts';
import { createMockHandlers, createMockHttp, type MockHandlerOptions } from './createMockHandlers.ts';
import { authenticationKey, businessItem, cart, cpu, customBuild, customerLogin, items, motherboard, prebuiltPc, sessionGuid } from './fixtures.ts';

const gridLayout = { ColumnCount: 6, SliderSlideCount: 6, SliderSlideCountMobile: 1 };

function createMockClient(options: MockHandlerOptions = {}) {
  return createRigkitClient({
    baseUrl: 'https://shop.example',
    fetch: createMockFetch(createMockHandlers(options)),
    cookies: createMemoryCookieJar(),
    isServer: false,
    storage: undefined,
    randomUUID: () => sessionGuid,
  });
}

describe('getItemGrid on the mocks', () => {
  it.each([
    [{}, items.map((item) => item.InventoryItemId)],
    [{ InventoryCategoryId: 10 }, [cpu.InventoryItemId]],
    [{ InventoryCategoryId: 1 }, [cpu.InventoryItemId, motherboard.InventoryItemId]],
    [{ ManufacturerId: 1 }, [prebuiltPc.InventoryItemId, customBuild.InventoryItemId]],
    [{ SearchString: 'B850' }, [motherboard.InventoryItemId]],
    [{ SearchString: 'c9200l' }, [businessItem.InventoryItemId]],
    [{ SortType: 'price', SortDirection: 'desc' } as const, [businessItem, customBuild, prebuiltPc, cpu, motherboard].map((item) => item.InventoryItemId)],
    [{ SortType: 'popularity' } as const, [cpu, prebuiltPc, customBuild, motherboard, businessItem].map((item) => item.InventoryItemId)],
  ])('selects %j', async (filters, expected) => {
    const { data } = await createMockClient().POST('/getItemGrid', { body: { ...gridLayout, ...filters } });
    expect(data.success).toBe(true);
    expect(data.data?.Items.map((item) => item.InventoryItemId)).toEqual(expected);
  });

  it('answers the GET form with a comma list of item ids', async () => {
    const { data } = await createMockClient().GET('/cc/getItemGrid', { params: { query: { InventoryItemIds: [customBuild.InventoryItemId, cpu.InventoryItemId] } } });
    expect(data.data?.Items.map((item) => item.ItemTypeCode)).toEqual(['STK', 'KIT']);
  });

  it('has one item of each kind with availabilities in WA and VIC', () => {
    expect(items.map((item) => item.ItemTypeCode)).toEqual(['STK', 'STK', 'STK', 'KIT', 'B2B']);
    for (const item of items) expect(new Set(item.Availabilities?.map((availability) => availability.State))).toEqual(new Set(['WA', 'VIC']));
  });
});

describe('cart and session on the mocks', () => {
  it('keeps the cart between calls of one handler set and starts fresh in the next', async () => {
    const client = createMockClient();
    expect((await client.GET('/fetchCart')).data.data).toEqual(cart);
    const { data } = await client.POST('/updateCart', {
      body: { ShoppingCart: { ShoppingCartItems: [{ InventoryItemId: businessItem.InventoryItemId, Quantity: 2, AddToCartSource: 'wishlist' }] } },
    });
    expect(data.data?.ShoppingCart.ShoppingCartItems).toEqual([
      { InventoryItemId: 690001, Quantity: 2, AddToCartSource: 'wishlist', LineNumber: 1, ItemDescription: businessItem.ItemDescription, ItemTypeCode: 'B2B', UnitCost: 4599, ExtendedCost: 9198 },
    ]);
    expect(data.data?.ShoppingCart.ContainsB2B).toBe(true);
    expect((await client.GET('/fetchCart')).data.data?.ShoppingCartItems).toHaveLength(1);
    expect((await createMockClient().GET('/fetchCart')).data.data).toEqual(cart);
  });

  it('refuses an unknown item with a 404 in the envelope', async () => {
    const error = await createMockClient()
      .POST('/updateCart', { body: { ShoppingCart: { ShoppingCartItems: [{ InventoryItemId: 1, Quantity: 1 }] } } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RigkitApiError);
    expect(error).toMatchObject({ status: 404, errorTexts: ['Item 1 not found'] });
  });

  it('logs the mock customer in, refuses a wrong password, and logs out to an empty cart', async () => {
    const client = createMockClient();
    await expect(client.POST('/session/webAuth', { body: { username: customerLogin.username, password: 'wrong' } })).rejects.toMatchObject({
      status: 401,
      errorTexts: ['Could not authenticate'],
    });
    const login = await client.POST('/session/webAuth', { body: customerLogin });
    expect(login.data.data?.AuthenticationKey).toBe(authenticationKey);
    expect(login.data.data?.CustomerSessionPreferences).toMatchObject({ IsLoggedIn: true, FirstName: 'Alex' });
    const logout = await client.POST('/session/logout');
    expect(logout.data.data?.CustomerSessionPreferences.IsLoggedIn).toBe(false);
    expect(logout.data.data?.ShoppingCart.ShoppingCartItems).toEqual([]);
  });

  it('saves session preferences', async () => {
    const client = createMockClient({ session: 'customer' });
    await client.POST('/session/saveSession', { body: { DefaultStoreId: 4, DefaultWarehouseId: 4 } });
    const { data } = await client.GET('/session/fetchSession');
    expect(data.data?.CustomerSessionPreferences).toMatchObject({ IsLoggedIn: true, DefaultStoreId: 4, DefaultWarehouseId: 4 });
    expect(data.data?.MyPLEStats?.SalesOrderCount).toBe(3);
  });

  it('serves site config, categories and stores', async () => {
    const client = createMockClient();
    expect((await client.GET('/configMap')).data.data?.warehouses.map((warehouse) => warehouse.inventoryWarehouseId)).toEqual([1, 2, 3, 4, 5, 6, 9]);
    expect((await client.GET('/fetchCategories')).data.data?.CategoryGroups).toHaveLength(3);
    const stores = (await client.GET('/fetchLookupBundle')).data.data?.Stores ?? [];
    expect(stores.find((store) => store.StoreId === 9)).toMatchObject({ StoreCode: 'DA', StoreName: 'Dandenong', State: 'VIC' });
    expect(stores.find((store) => store.StoreId === 1)?.StoreName).toBe('Online');
  });
});

describe('mock plumbing', () => {
  it('answers an unmocked call with a 404 envelope naming it', async () => {
    await expect(createMockClient().POST('/smsTotp')).rejects.toMatchObject({ status: 404, errorTexts: ['No mock for POST /api/smsTotp'] });
  });

  it("lets a test add its own typed handler in front of the set", async () => {
    const http = createMockHttp();
    const handlers = [http.post('/smsTotp', ({ response }) => response(200).json({ success: true, errors: [], data: { SentTo: '04xx xxx 678' } })), ...createMockHandlers()];
    const client = createRigkitClient({ baseUrl: 'https://shop.example', fetch: createMockFetch(handlers), cookies: createMemoryCookieJar(), isServer: false });
    expect((await client.POST('/smsTotp')).data.data?.SentTo).toBe('04xx xxx 678');
  });

  it('keeps the shared fixtures frozen', () => {
    expect(() => {
      (cpu.Availabilities ?? []).push({ InventoryWarehouseId: 3 });
    }).toThrow(TypeError);
  });
});
