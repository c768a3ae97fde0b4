// The image route for the kit categories' "none" options: every NoneImageUrl the seeded kits give answers a picture
// (the custom build page showed a broken image, a 404, for each optional category).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ items: 300 });
}, 120_000);
afterAll(async () => t.close());

const session = '7c1f3c2a-8d4e-4f6a-9b7c-2e1d0a3f4c5b';

describe('GET /api/images/none/{category}.svg', () => {
  it('answers an SVG for the NoneImageUrl of every optional category of a seeded custom build', async () => {
    const item = await t.call('POST', '/fetchItem', { body: { InventoryItemId: 700001 }, session });
    const categoryIds = [...new Set((item.body.data as { InventoryKitCategoryItems: { InventoryKitCategoryId: number }[] }).InventoryKitCategoryItems.map((entry) => entry.InventoryKitCategoryId))];
    const options = await t.call('POST', '/fetchKitCategoryOptions', { body: { KitCategoryIds: categoryIds.slice(0, 5) }, session });
    const more = await t.call('POST', '/fetchKitCategoryOptions', { body: { KitCategoryIds: categoryIds.slice(5, 10) }, session });
    const rest = await t.call('POST', '/fetchKitCategoryOptions', { body: { KitCategoryIds: categoryIds.slice(10) }, session });
    const urls = [...(options.body.data as { NoneImageUrl: string | null }[]), ...(more.body.data as { NoneImageUrl: string | null }[]), ...(rest.body.data as { NoneImageUrl: string | null }[])]
      .map((category) => category.NoneImageUrl)
      .filter((url): url is string => url !== null);
    expect(urls.length).toBeGreaterThanOrEqual(5);
    for (const url of urls) {
      const response = await t.app.request(`${url}?width=96`);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      const svg = await response.text();
      expect(svg).toContain('width="96"');
      expect(svg).toContain(`aria-label="No ${decodeURIComponent(url.slice('/api/images/none/'.length, -'.svg'.length))}"`);
    }
  });

  it.each([
    ['a name without .svg', '/api/images/none/Graphics%20Card', 404],
    ['a name with markup', '/api/images/none/%3Cscript%3E.svg', 404],
    ['a width out of range', '/api/images/none/Licensing.svg?width=5', 400],
  ])('refuses %s', async (_title, url, status) => {
    expect((await t.app.request(url)).status).toBe(status);
  });
});
