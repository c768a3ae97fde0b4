import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ items: 400 });
}, 120_000);
afterAll(async () => t.close());

type Software = { SoftwareId: number; SoftwareName: string; ImageUrl: string };
type PartLevel = { RequirementName: string; MaximumCompatibilityLevelNumber: number };
type Report = { SoftwareId: number; SoftwareName: string; MaximumCompatibilityLevel?: string; MaximumCompatibilityLevelNumber: number; PartCompatibilityLevels: PartLevel[] };
type Compatibility = {
  Recommendations: { InventoryItemId: number; CompatibilityLevel: number; CompatibilityReport: Report[] }[];
  SoftwareInformation: { SoftwareId: number; SoftwareName: string; Cover: { url: string; width: number; height: number } }[];
};

async function itemsOfCategory(categoryId: number): Promise<{ id: number; typeCode: string }[]> {
  const rows = await t.database.db
    .selectFrom('items')
    .innerJoin('item_categories', 'item_categories.inventory_item_id', 'items.inventory_item_id')
    .select(['items.inventory_item_id as id', 'items.item_type_code as typeCode'])
    .where('item_categories.inventory_category_id', '=', categoryId)
    .orderBy('items.inventory_item_id')
    .execute();
  return rows;
}

describe('fetchSoftwareList and fetchSoftware/{id}', () => {
  it('lists the 40 seeded games with tile image links', async () => {
    const result = await t.call('POST', '/fetchSoftwareList', { body: {} });
    const games = result.body.data as Software[];
    expect(games).toHaveLength(40);
    expect(games[0]).toEqual({ SoftwareId: 7001, SoftwareName: 'Ashfall Frontier', ImageUrl: '/api/images/software/7001' });
    expect(new Set(games.map((game) => game.SoftwareId)).size).toBe(40);
  });

  it('also answers without a body', async () => {
    const result = await t.call('POST', '/fetchSoftwareList', { headers: { 'Content-Type': 'application/json' } });
    expect(result.status).toBe(200);
    expect((result.body.data as Software[]).length).toBe(40);
  });

  it('gives a game page with cover, screenshots, rating and sandbox video ids', async () => {
    const result = await t.call('GET', '/fetchSoftware/7001', { contractPath: '/fetchSoftware/{id}' });
    const page = result.body.data as Record<string, unknown>;
    expect(page['SoftwareTitle']).toBe('Ashfall Frontier');
    expect(page['Cover']).toEqual({ url: '/api/images/software/7001/cover', width: 264, height: 352 });
    expect(page['Screenshots']).toEqual(['/api/images/software/7001/screenshots/1', '/api/images/software/7001/screenshots/2', '/api/images/software/7001/screenshots/3']);
    expect(page['ReleaseDate']).toBe('2019-01-01');
    expect(page['Summary']).toBe('Ashfall Frontier is an open-world survival set in a volcanic continent after the eruption.');
    expect((page['YoutubeVideoIds'] as string[])[0]).toMatch(/^rk[\w-]{9}$/);
  });

  it('answers 404 for an unknown game', async () => {
    const result = await t.call('GET', '/fetchSoftware/1', { contractPath: '/fetchSoftware/{id}' });
    expect(result.status).toBe(404);
    expect(result.body.errors[0]?.ErrorText).toBe('Game 1 was not found');
  });

  it('answers 400 naming the id when it is beyond any stored id', async () => {
    const result = await t.call('GET', '/fetchSoftware/99999999999', { contractPath: '/fetchSoftware/{id}' });
    expect(result.status).toBe(400);
    expect(result.body.errors[0]?.ErrorText).toBe('id must be <= 2147483647');
  });

  it('serves the cover and screenshots as SVG, and 404 past the last screenshot', async () => {
    const cover = await t.app.request('/api/images/software/7001/cover');
    expect(cover.headers.get('content-type')).toContain('image/svg+xml');
    expect(await cover.text()).toContain('Ashfall Frontier');
    expect((await t.app.request('/api/images/software/7001/screenshots/3')).status).toBe(200);
    expect((await t.app.request('/api/images/software/7001/screenshots/4')).status).toBe(404);
    expect((await t.app.request('/api/images/software/7001?width=200')).status).toBe(200);
  });
});

describe('fetchSoftwarePCCompat', () => {
  it('recommends ready-to-go and custom PCs that run every chosen game, best level first', async () => {
    const result = await t.call('POST', '/fetchSoftwarePCCompat', { body: { SoftwareIds: [7001, 7003] } });
    const data = result.body.data as Compatibility;
    expect(data.Recommendations.length).toBeGreaterThan(0);
    const levels = data.Recommendations.map((entry) => entry.CompatibilityLevel);
    expect(levels).toEqual([...levels].sort((a, b) => b - a));
    expect(levels.every((level) => level >= 1 && level <= 4)).toBe(true);
    for (const entry of data.Recommendations) {
      expect(entry.CompatibilityLevel).toBe(Math.min(...entry.CompatibilityReport.map((report) => report.MaximumCompatibilityLevelNumber)));
      expect(entry.CompatibilityReport.map((report) => report.SoftwareId)).toEqual([7001, 7003]);
    }
    expect(data.SoftwareInformation).toEqual([
      { SoftwareId: 7001, SoftwareName: 'Ashfall Frontier', Cover: { url: '/api/images/software/7001/cover', width: 264, height: 352 } },
      { SoftwareId: 7003, SoftwareName: 'Kingdoms of Verdance', Cover: { url: '/api/images/software/7003/cover', width: 264, height: 352 } },
    ]);
  });

  it('reports the named PCs in the given order, with each requirement and the resolution reached', async () => {
    const desktops = (await itemsOfCategory(595)).slice(0, 2).map((item) => item.id);
    const result = await t.call('POST', '/fetchSoftwarePCCompat', { body: { SoftwareIds: [7004], InventoryItemIds: desktops } });
    const data = result.body.data as Compatibility;
    expect(data.Recommendations.map((entry) => entry.InventoryItemId)).toEqual(desktops);
    const report = data.Recommendations[0]?.CompatibilityReport[0];
    expect(report?.PartCompatibilityLevels.map((part) => part.RequirementName)).toEqual(['CPU', 'Graphics Card', 'Memory']);
    const resolution = { 2: '1080P', 3: '1440P', 4: '4K' }[report?.MaximumCompatibilityLevelNumber ?? 0];
    expect(report?.MaximumCompatibilityLevel).toBe(resolution);
  });

  it('judges a custom build by its default parts', async () => {
    const kit = (await itemsOfCategory(786)).find((item) => item.typeCode === 'KIT');
    expect(kit).toBeDefined();
    const result = await t.call('POST', '/fetchSoftwarePCCompat', { body: { SoftwareIds: [7017], InventoryItemIds: [kit?.id ?? 0] } });
    const report = (result.body.data as Compatibility).Recommendations[0]?.CompatibilityReport[0];
    expect(report?.PartCompatibilityLevels.find((part) => part.RequirementName === 'CPU')?.MaximumCompatibilityLevelNumber).toBeGreaterThanOrEqual(0);
  });

  it('gives -1 for an item that is not a PC (no parts to judge)', async () => {
    const mat = (await itemsOfCategory(114))[0];
    const result = await t.call('POST', '/fetchSoftwarePCCompat', { body: { SoftwareIds: [7001], InventoryItemIds: [mat?.id ?? 0] } });
    expect((result.body.data as Compatibility).Recommendations[0]?.CompatibilityLevel).toBe(-1);
  });

  it.each([
    [{ SoftwareIds: [99] }, 404, 'Game 99 was not found'],
    [{ SoftwareIds: [99_999_999_999] }, 400, 'SoftwareIds[0] must be <= 2147483647'],
    [{ SoftwareIds: [7001], InventoryItemIds: [1] }, 404, 'Item 1 was not found'],
    [{ SoftwareIds: [7001, 7002, 7003, 7004, 7005, 7006] }, 400, 'SoftwareIds must NOT have more than 5 items'],
    [{ SoftwareIds: [] }, 400, 'SoftwareIds must NOT have fewer than 1 items'],
  ])('refuses %j with %s', async (body, status, text) => {
    const result = await t.call('POST', '/fetchSoftwarePCCompat', { body });
    expect(result.status).toBe(status);
    expect(result.body.errors[0]?.ErrorText).toBe(text);
  });
});

describe('fetchSoftwareCompatibility', () => {
  async function partOf(categoryId: number, attribute: string, value: string): Promise<number> {
    const rows = await t.database.db.selectFrom('items').select(['inventory_item_id', 'attributes', 'manufacturer_model']).where('primary_category_id', '=', categoryId).orderBy('inventory_item_id').execute();
    const row = rows.find((candidate) => (attribute === 'model' ? candidate.manufacturer_model.startsWith(value) : candidate.attributes.some((entry) => entry.Key === attribute && entry.Value === value)));
    if (!row) throw new Error(`no ${value} in the seed`);
    return row.inventory_item_id;
  }

  it('rates a parts list per game and requirement', async () => {
    const gpu = await partOf(105, 'Chip', 'GeForce RTX 5090');
    const memory = await partOf(104, 'Capacity', '64GB');
    const cpu = await partOf(101, 'model', 'Ryzen 9 9');
    const result = await t.call('POST', '/fetchSoftwareCompatibility', { body: { SoftwareIds: [7003, 7004], PartsList: [cpu, gpu, memory] } });
    const data = result.body.data as { SoftwareId: number; ImageUrl: string; PartCompatibilityLevels: PartLevel[]; MaximumCompatibilityLevel: number }[];
    expect(data.map((entry) => entry.SoftwareId)).toEqual([7003, 7004]);
    // Kingdoms of Verdance is a light game: a Ryzen 9 9xxx, an RTX 5090 and 64GB play it at 4K.
    expect(data[0]).toEqual({
      SoftwareId: 7003,
      ImageUrl: '/api/images/software/7003',
      PartCompatibilityLevels: [
        { RequirementName: 'CPU', MaximumCompatibilityLevelNumber: 4 },
        { RequirementName: 'Graphics Card', MaximumCompatibilityLevelNumber: 4 },
        { RequirementName: 'Memory', MaximumCompatibilityLevelNumber: 4 },
      ],
      MaximumCompatibilityLevel: 4,
    });
  });

  it('is incompatible (-1) without a graphics card in the list, while 32GB meets the 4K memory tier of a heavy game', async () => {
    const memory = await partOf(104, 'Capacity', '32GB');
    const result = await t.call('POST', '/fetchSoftwareCompatibility', { body: { SoftwareIds: [7001], PartsList: [memory] } });
    const data = result.body.data as { MaximumCompatibilityLevel: number; PartCompatibilityLevels: PartLevel[] }[];
    expect(data[0]?.MaximumCompatibilityLevel).toBe(-1);
    expect(data[0]?.PartCompatibilityLevels.find((part) => part.RequirementName === 'Memory')?.MaximumCompatibilityLevelNumber).toBe(4);
  });

  it('answers 404 for an unknown part', async () => {
    const result = await t.call('POST', '/fetchSoftwareCompatibility', { body: { SoftwareIds: [7001], PartsList: [1] } });
    expect(result.status).toBe(404);
    expect(result.body.errors[0]?.ErrorText).toBe('Item 1 was not found');
  });
});
