// The image route: the drawn product pictures the seed stored (issue 17), and the kit categories' "none" options
// (every NoneImageUrl the seeded kits give answers a picture; the custom build page showed a broken image for each).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ items: 300 });
}, 120_000);
afterAll(async () => t.close());

const session = '7c1f3c2a-8d4e-4f6a-9b7c-2e1d0a3f4c5b';

/** The first seeded item of a category whose attributes contain `fragment` (a JSON text match). */
async function firstItem(categoryId: number, fragment = ''): Promise<{ id: number; description: string }> {
  const result = await sql<{ id: number; description: string }>`SELECT inventory_item_id AS id, item_description AS description FROM items WHERE primary_category_id = ${categoryId} AND attributes::text LIKE ${`%${fragment}%`} ORDER BY inventory_item_id LIMIT 1`.execute(t.database.db);
  const row = result.rows[0];
  if (!row) throw new Error(`no seeded item in ${categoryId} with ${fragment}`);
  return row;
}

describe('GET /api/images/{id} (issue 17: drawn product pictures)', () => {
  it('answers the picture drawn at seed time, at the width asked, a few kB, cached for a day', async () => {
    const card = await firstItem(105);
    const response = await t.app.request(`/api/images/${card.id}?width=96`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg width="96" height="96" xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 400 400" role="img"/);
    expect(svg).toContain(`aria-label="${card.description}"`);
    // A graphics card is drawn with its fans, not as a flat square with its name.
    expect(svg).toContain('href="#fan"');
    expect(svg.length).toBeLessThan(8000);
    expect(await (await t.app.request(`/api/images/${card.id}.svg?width=96`)).text()).toBe(svg);
  });

  it('draws a case in its colour and a CPU as its package with its socket', async () => {
    const whiteCase = await firstItem(108, '"Value": "White"');
    const blackCase = await firstItem(108, '"Value": "Black"');
    const white = await (await t.app.request(`/api/images/${whiteCase.id}`)).text();
    const black = await (await t.app.request(`/api/images/${blackCase.id}`)).text();
    expect(white).toContain('fill="#eef0f2"');
    expect(black).toContain('fill="#1c1f24"');
    expect(white).not.toContain('fill="#1c1f24" rx="8"');
    const cpu = await firstItem(101, 'AM5');
    const picture = await (await t.app.request(`/api/images/${cpu.id}`)).text();
    expect(picture).toContain('>AMD</text>');
    expect(picture).toContain('>AM5</text>');
  });

  it('shows a case from several angles, each view drawn differently', async () => {
    const pictured = await sql<{ id: number }>`SELECT inventory_item_id AS id FROM item_images JOIN items USING (inventory_item_id) WHERE primary_category_id = 108 ORDER BY inventory_item_id LIMIT 1`.execute(t.database.db);
    const caseId = pictured.rows[0]?.id ?? 0;
    const item = await t.call('POST', '/fetchItem', { body: { InventoryItemId: caseId }, session });
    const images = (item.body.data as { Images: { ImageId: number; Caption: string }[] }).Images;
    expect(images.map((image) => image.Caption)).toEqual(['Front', 'Angle', 'Left side', 'Rear', 'Top']);
    const svgs = await Promise.all(images.map(async (image) => (await t.app.request(`/api/images/${image.ImageId}.svg?width=200`)).text()));
    expect(new Set(svgs).size).toBe(5);
    expect(svgs[1]).toContain(', Angle"');
  });

  it('still draws a brand card for a manufacturer image id, and 404s an id with no picture', async () => {
    expect(await (await t.app.request('/api/images/900010')).text()).toContain('aria-label="AMD"');
    expect((await t.app.request('/api/images/899999')).status).toBe(404);
  });
});

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
