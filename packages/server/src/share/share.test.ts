import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ items: 150 });
}, 120_000);
afterAll(async () => t.close());

const session = 'cb1f3c2a-8d4e-4f6a-9b7c-2e1d0a3f4c5b';

describe('createShareableCart and minifyUrl', () => {
  it('stores a shared cart as a public wishlist without an owner, its GUID the code', async () => {
    const result = await t.call('POST', '/createShareableCart', { body: { ShoppingCart: { ShoppingCartItems: [{ InventoryItemId: 602301, Quantity: 2 }] } }, session });
    const code = (result.body.data as { Code: string }).Code;
    expect(code).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const row = await t.database.db.selectFrom('wishlists').selectAll().where('wishlist_guid', '=', code).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ customer_id: null, is_public: true, customer_wishlist_name: 'Shared cart' });
    const items = await t.database.db.selectFrom('wishlist_items').select(['inventory_item_id', 'quantity']).where('wishlist_id', '=', row.wishlist_id).execute();
    expect(items).toEqual([{ inventory_item_id: 602301, quantity: 2 }]);
  });

  it('refuses to share an unknown item', async () => {
    const result = await t.call('POST', '/createShareableCart', { body: { ShoppingCart: { ShoppingCartItems: [{ InventoryItemId: 1, Quantity: 1 }] } }, session });
    expect(result.status).toBe(422);
    expect(result.body.errors[0]?.ErrorText).toBe('Item 1 does not exist');
  });

  it('shortens a site path to a stable link that redirects to it', async () => {
    const first = await t.call('POST', '/minifyUrl', { body: { OriginalUrl: '/wishlist/AbCdEf1234' }, session });
    const second = await t.call('POST', '/minifyUrl', { body: { OriginalUrl: '/wishlist/AbCdEf1234' }, session });
    const shortUrl = (first.body.data as { ShortUrl: string }).ShortUrl;
    expect((second.body.data as { ShortUrl: string }).ShortUrl).toBe(shortUrl);
    const response = await t.app.request(shortUrl);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/wishlist/AbCdEf1234');
  });

  it.each(['//evil.example/x', 'javascript:alert(1)', 'wishlist/x'])('refuses to shorten %j', async (url) => {
    const result = await t.call('POST', '/minifyUrl', { body: { OriginalUrl: url }, session });
    expect(result.status).toBe(422);
  });
});

describe('postcode lookups', () => {
  it('gives the coordinates of a postcode', async () => {
    const result = await t.call('POST', '/fetchLocationFromPostcode', { body: { Postcode: '6017' }, session });
    expect(result.body.data).toEqual({ Latitude: -31.9008, Longitude: 115.8125 });
  });

  it('answers an unknown postcode with 404', async () => {
    expect((await t.call('POST', '/fetchLocationFromPostcode', { body: { Postcode: '0800' }, session })).status).toBe(404);
  });

  it.each([
    [-31.95, 115.86, '6000'],
    [-37.94, 145.04, '3189'],
  ])('gives the nearest postcode to %f, %f', async (Latitude, Longitude, postcode) => {
    const result = await t.call('POST', '/fetchPostcodeFromLocation', { body: { Latitude, Longitude }, session });
    expect(result.body.data).toEqual({ Postcode: postcode });
  });

  it('answers a location far from every postcode with 404', async () => {
    const result = await t.call('POST', '/fetchPostcodeFromLocation', { body: { Latitude: 51.5, Longitude: -0.12 }, session });
    expect(result.status).toBe(404);
    expect(result.body.errors[0]?.ErrorText).toBe('There is no postcode we know of near that location');
  });
});
