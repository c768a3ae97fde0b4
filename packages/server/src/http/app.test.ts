import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t.close());

const session = '5b1f3c2a-8d4e-4f6a-9b7c-2e1d0a3f4c5b';

describe('the envelope and errors', () => {
  it('answers an unknown operation with 404 in the envelope', async () => {
    const result = await t.call('GET', '/noSuchOperation', { unchecked: true });
    expect(result.status).toBe(404);
    expect(result.body).toEqual({ success: false, errors: [{ ErrorText: 'No such API operation: /api/noSuchOperation' }], data: null });
  });

  it.each([
    ['an answer', 'GET', '/configMap', 200],
    ['a failure', 'GET', '/noSuchOperation', 404],
  ] as const)('states the length of %s, so a compressing layer in front need not read it', async (_kind, method, path, status) => {
    const result = await t.call(method, path, { session, unchecked: true });
    expect(result.status).toBe(status);
    expect(Number(result.headers.get('content-length'))).toBe(Buffer.byteLength(JSON.stringify(result.body)));
  });

  it('answers malformed JSON with 400 naming the problem', async () => {
    const result = await t.call('POST', '/getItemGrid', { rawBody: '{"InventoryCategoryId": ', headers: { 'Content-Type': 'application/json' }, session });
    expect(result.status).toBe(400);
    expect(result.body.errors[0]?.ErrorText).toMatch(/^The request body is not valid JSON: /);
  });

  it('answers an oversized body with 413', async () => {
    const result = await t.call('POST', '/getItemGrid', { body: { SearchString: 'x'.repeat(1024 * 1024 + 10) }, session });
    expect(result.status).toBe(413);
    expect(result.body.errors[0]?.ErrorText).toBe('The request body is too large (the limit is 1024 KB).');
  });

  it.each([
    ['a wrong type, naming the nested field', '/updateCart', { ShoppingCart: { ShoppingCartItems: [{ InventoryItemId: 'abc', Quantity: 1 }] } }, 'ShoppingCart.ShoppingCartItems[0].InventoryItemId must be integer'],
    ['a missing field', '/updateCart', {}, 'ShoppingCart is required'],
    ['a quantity below 1', '/updateCart', { ShoppingCart: { ShoppingCartItems: [{ InventoryItemId: 1, Quantity: 0 }] } }, 'ShoppingCart.ShoppingCartItems[0].Quantity must be >= 1'],
    ['a bad e-mail', '/session/webAuth', { username: 'not-an-email', password: 'x' }, 'username must match format "email"'],
    ['a bad enum value', '/getItemGrid', { SortType: 'cheapest' }, 'SortType must be equal to one of the allowed values'],
  ])('answers %s with 400 and the field in ErrorText', async (_title, path, body, text) => {
    const result = await t.call('POST', path, { body, session });
    expect(result.status).toBe(400);
    expect(result.body.success).toBe(false);
    expect(result.body.errors.map((error) => error.ErrorText)).toContain(text);
  });

  it('answers a missing required body with 400', async () => {
    const result = await t.call('POST', '/fetchShipping', { headers: { 'Content-Type': 'application/json' }, session });
    expect(result.status).toBe(400);
    expect(result.body.errors[0]?.ErrorText).toBe('A JSON request body is required');
  });

  it('validates query parameters of cc/getItemGrid with their types', async () => {
    const result = await t.call('GET', '/cc/getItemGrid?InventoryCategoryId=abc', { session });
    expect(result.status).toBe(400);
    expect(result.body.errors[0]?.ErrorText).toBe('InventoryCategoryId must be integer');
  });
});

describe('cross-site requests', () => {
  it('refuses a form-encoded POST from another site', async () => {
    const result = await t.call('POST', '/session/logout', { rawBody: 'a=1', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' }, session });
    expect(result.status).toBe(403);
    expect(result.body.errors[0]?.ErrorText).toBe('Cross-site request refused: send a JSON body (Content-Type: application/json) from the store itself.');
  });

  it('refuses a body-less POST that the browser marks cross-site', async () => {
    const result = await t.call('POST', '/session/logout', { headers: { 'Sec-Fetch-Site': 'cross-site' }, session });
    expect(result.status).toBe(403);
  });

  it('refuses a text/plain body without an Origin with 400', async () => {
    const result = await t.call('POST', '/routeChange', { rawBody: '{}', headers: { 'Content-Type': 'text/plain' }, session });
    expect(result.status).toBe(400);
    expect(result.body.errors[0]?.ErrorText).toBe('Send the request body as JSON (Content-Type: application/json).');
  });

  it('accepts a JSON POST', async () => {
    const result = await t.call('POST', '/routeChange', { body: { oldRoute: '/', newRoute: '/cart', searchData: null }, session });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ success: true, errors: [], data: null });
  });

  it('records the route change with its session, so an add-to-cart event can be read back', async () => {
    const searchData = JSON.stringify({ event: 'addToCart', InventoryItemId: 500137, Quantity: 2 });
    await t.call('POST', '/routeChange', { body: { oldRoute: '/Products/500137', newRoute: '/Products/500137', searchData }, session });
    const row = await t.database.db.selectFrom('route_changes').select(['customer_session_guid', 'old_route', 'new_route', 'search_data']).where('search_data', '=', searchData).executeTakeFirstOrThrow();
    expect(row).toEqual({ customer_session_guid: session, old_route: '/Products/500137', new_route: '/Products/500137', search_data: searchData });
  });
});

describe('sessions', () => {
  // Issue 14 items 2 and 8 changed this: the GUID is the server's, and its row and cookie are written only once
  // something is stored in the session.
  it('gives a new visitor a version-4 session GUID, persisted and set as the HttpOnly plesession cookie once something is stored', async () => {
    const first = await t.call('GET', '/session/fetchSession');
    expect(first.headers.get('set-cookie')).toBeNull();
    const result = await t.call('POST', '/session/saveSession', { body: { LocationPostcode: '6000' } });
    expect(result.status).toBe(200);
    const preferences = (result.body.data as { CustomerSessionPreferences: Record<string, unknown> }).CustomerSessionPreferences;
    const guid = String(preferences['CustomerSessionGuid']);
    expect(guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(preferences).toMatchObject({ IsLoggedIn: false, DefaultStoreId: 1, DefaultWarehouseId: 9, PricingLevel: 'Retail', UsesTotp: false, LocationPostcode: '6000' });
    expect(result.headers.get('set-cookie')).toContain(`plesession=${guid}`);
    expect(result.headers.get('set-cookie')).toMatch(/plesession=[^,]*HttpOnly/);
    const row = await t.database.db.selectFrom('sessions').select('customer_session_guid').where('customer_session_guid', '=', guid).executeTakeFirst();
    expect(row).toBeDefined();
  });

  it('rejects a session header that is not a version-4 GUID', async () => {
    const result = await t.call('GET', '/session/fetchSession', { session: '5b1f3c2a-8d4e-1f6a-9b7c-2e1d0a3f4c5b' });
    expect(result.status).toBe(400);
    expect(result.body.errors[0]?.ErrorText).toBe('CustomerSessionGuid must be a version-4 GUID');
  });

  it('saves preferences and returns them with the session', async () => {
    const result = await t.call('POST', '/session/saveSession', { body: { DefaultStoreId: 6, DefaultWarehouseId: 6, LocationPostcode: '6017', StoreName: 'Osborne Park' }, session });
    expect(result.status).toBe(200);
    const again = await t.call('GET', '/session/fetchSession', { session });
    expect((again.body.data as { CustomerSessionPreferences: unknown }).CustomerSessionPreferences).toMatchObject({ CustomerSessionGuid: session, DefaultStoreId: 6, LocationPostcode: '6017' });
  });

  it('refuses to save an unknown store', async () => {
    const result = await t.call('POST', '/session/saveSession', { body: { DefaultStoreId: 999 }, session });
    expect(result.status).toBe(422);
    expect(result.body.errors[0]?.ErrorText).toBe('Store 999 does not exist');
  });
});

describe('site reads', () => {
  it('serves configMap with the warehouses of spec 1 §9', async () => {
    const result = await t.call('GET', '/configMap', { session });
    const data = result.body.data as { warehouses: { inventoryWarehouseId: number; name: string }[]; useLegacyCategories: boolean };
    expect(data.warehouses.map((warehouse) => warehouse.inventoryWarehouseId)).toEqual([1, 2, 3, 4, 5, 6, 9]);
    expect(data.useLegacyCategories).toBe(false);
  });

  it('serves the category tree with groups 1, 2 and 10, and the flat legacy form', async () => {
    const tree = await t.call('GET', '/fetchCategories', { session });
    const data = tree.body.data as { Categories: { InventoryCategoryId: number; ChildCategories: { InventoryCategoryId: number }[] }[]; CategoryGroups: { InventoryCategoryGroupId: number }[] };
    expect(data.CategoryGroups.map((group) => group.InventoryCategoryGroupId)).toEqual(expect.arrayContaining([1, 2, 10]));
    const desktops = data.Categories.find((category) => category.InventoryCategoryId === 100);
    expect(desktops?.ChildCategories.map((child) => child.InventoryCategoryId)).toEqual(expect.arrayContaining([595, 786]));
    const legacy = await t.call('GET', '/fetchCategoriesLegacy', { session });
    const flat = (legacy.body.data as { Categories: { InventoryCategoryId: number }[] }).Categories;
    expect(flat.map((category) => category.InventoryCategoryId)).toEqual(expect.arrayContaining([595, 786, 903, 1390]));
  });

  it('serves the stores and shipping methods, Dandenong as store 9', async () => {
    const result = await t.call('GET', '/fetchLookupBundle', { session });
    const data = result.body.data as { Stores: { StoreId: number; StoreName: string; OpeningHours: { Day: string; Hours: string }[] }[]; ShippingMethods: { ShippingMethodId: number }[] };
    expect(data.Stores.find((store) => store.StoreId === 9)?.StoreName).toBe('Dandenong');
    expect(data.Stores[0]?.OpeningHours[0]).toEqual({ Day: 'Monday', Hours: '08:30 - 17:00' });
    expect(data.ShippingMethods.map((method) => method.ShippingMethodId)).toEqual(expect.arrayContaining([1, 2, 4, 15]));
  });
});

describe('generated images', () => {
  it.each([[350], [50], [750]])('serves an SVG of the item at width %i', async (width) => {
    const result = await t.call('GET', `/images/602206?width=${width}`, { unchecked: true });
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(result.text).toContain(`width="${width}"`);
    expect(result.text).toContain('No UV Printing');
    // A drawing of the item (issue 17), not a flat coloured square.
    expect(result.text).toMatch(/<(path|ellipse|circle)\b/);
  });

  it.each([['0'], ['abc'], ['5000']])('rejects the width %j with 400', async (width) => {
    const result = await t.call('GET', `/images/602206?width=${width}`, { unchecked: true });
    expect(result.status).toBe(400);
  });

  it('answers an unknown image with 404', async () => {
    expect((await t.call('GET', '/images/1', { unchecked: true })).status).toBe(404);
  });
});
