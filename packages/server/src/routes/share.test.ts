import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ items: 150 });
}, 120_000);
afterAll(async () => t.close());

const session = 'cb1f3c2a-8d4e-4f6a-9b7c-2e1d0a3f4c5b';

describe('createShareableCart and minifyUrl', () => {
  it('stores a shared cart under a code', async () => {
    const result = await t.call('POST', '/createShareableCart', { body: { ShoppingCart: { ShoppingCartItems: [{ InventoryItemId: 602301, Quantity: 2 }] } }, session });
    const code = (result.body.data as { Code: string }).Code;
    expect(code).toMatch(/^[A-Za-z0-9]{10}$/);
    const row = await t.database.db.selectFrom('shared_carts').select('lines').where('code', '=', code).executeTakeFirstOrThrow();
    expect(row.lines).toEqual([expect.objectContaining({ InventoryItemId: 602301, Quantity: 2, LineNumber: 1 })]);
  });

  it('refuses to share an unknown item', async () => {
    const result = await t.call('POST', '/createShareableCart', { body: { ShoppingCart: { ShoppingCartItems: [{ InventoryItemId: 1, Quantity: 1 }] } }, session });
    expect(result.status).toBe(422);
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
