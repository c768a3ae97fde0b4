// fetchItem's Images, Bundles (build tiles with KitOptions) and Attachments, the pictures the image route draws for
// them and the attachment downloads (migration 0010, seed/productMedia.ts; spec 2 §2, §3; spec 1 §2 build tile).
import { buildTileAddToCartLine, buildTilePickers, defaultBuildTileSelection, type BuildTileOptionGroup } from '@rigkit/domain/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ items: 300 });
}, 120_000);
afterAll(async () => t.close());

const session = '7c1f3c2a-8d4e-4f6a-9b7c-2e1d0a3f4c5b';
const prebuiltId = 500003;

interface Tile {
  InventoryItemId: number;
  ItemTypeCode: string;
  CustomerPriceIncTax: number;
  KitOptions?: BuildTileOptionGroup[];
}
interface Detail {
  Images: { ImageId: number; ImageType: string | null; Caption: string | null }[];
  Bundles: Tile[];
  Attachments: { BinaryObjectId: number; OriginalFilename: string }[];
  PromotionInformation: { PromotionPrice: number; NormalPrice: number; PromotionStartTime: string; PromotionFinishTime: string }[];
}

const fetchItem = async (id: number): Promise<Detail> => {
  const result = await t.call('POST', '/fetchItem', { body: { InventoryItemId: id }, session });
  expect(result.status).toBe(200);
  return result.body.data as Detail;
};

describe('fetchItem on a prebuilt desktop', () => {
  it('lists 8 pictures, its primary first, and the image route draws each one differently', async () => {
    const item = await fetchItem(prebuiltId);
    expect(item.Images).toHaveLength(8);
    expect(item.Images[0]).toEqual({ ImageId: prebuiltId, ImageType: 'Transparent', Caption: 'Front' });
    const pictures = await Promise.all(item.Images.map(async (image) => {
      const response = await t.app.request(`/api/images/${image.ImageId}.svg?width=200`);
      expect(response.status, String(image.ImageId)).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      return response.text();
    }));
    expect(new Set(pictures).size).toBe(8);
    expect(pictures[2]).toContain(', Right side"');
  });

  it('answers 404 for a picture id no item lists', async () => {
    expect((await t.app.request('/api/images/15000039.svg')).status).toBe(404);
  });

  it('lists the four bundles as presets, each a build tile with a Core PC colour and a graphics card picker', async () => {
    const item = await fetchItem(prebuiltId);
    expect(item.Bundles.map((bundle) => bundle.InventoryItemId)).toEqual([710003, 710001, 710002, 710004]);
    const [bundle] = item.Bundles;
    expect(bundle?.ItemTypeCode).toBe('KIT');
    const pickers = buildTilePickers(bundle?.KitOptions);
    expect(pickers.map((picker) => picker.label)).toEqual(['1. Choose your colour', '2. Choose your graphics card']);
    expect(pickers[0]?.group.KitOptions.map((option) => [option.Value, option.PriceModifier])).toEqual([['Black', 0], ['White', 49]]);
    expect(pickers[1]?.group.KitOptions).toHaveLength(4);
    expect(pickers[1]?.group.KitOptions[0]?.PriceModifier).toBe(0);
  });

  it("adds a bundle tile's default choices to the cart as a complete kit", async () => {
    const item = await fetchItem(prebuiltId);
    const bundle = item.Bundles[0] as Tile;
    const pickers = buildTilePickers(bundle.KitOptions);
    const line = buildTileAddToCartLine(bundle, pickers, defaultBuildTileSelection(pickers));
    const result = await t.call('POST', '/updateCart', { body: { ShoppingCart: { ShoppingCartItems: [line] } }, session: '8d1f3c2a-8d4e-4f6a-9b7c-2e1d0a3f4c5b' });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const cart = (result.body.data as { ShoppingCart: { ShoppingCartItems: { InventoryItemId: number; UnitCost: number }[] } }).ShoppingCart;
    expect(cart.ShoppingCartItems.map((line) => [line.InventoryItemId, line.UnitCost])).toEqual([[bundle.InventoryItemId, bundle.CustomerPriceIncTax]]);
  });

  it('shows the running Gaming PC Week promotion below the normal price', async () => {
    const [promotion] = (await fetchItem(prebuiltId)).PromotionInformation;
    expect(promotion?.PromotionPrice).toBeLessThan(promotion?.NormalPrice ?? 0);
  });

  it('lists its spec sheet and warranty, served at /api/attachments/{id}/{name}', async () => {
    const item = await fetchItem(prebuiltId);
    expect(item.Attachments).toEqual([
      { BinaryObjectId: 5000031, OriginalFilename: 'ple-500003-spec-sheet.pdf' },
      { BinaryObjectId: 5000032, OriginalFilename: 'ple-500003-warranty.txt' },
    ]);
    const pdf = await t.app.request('/api/attachments/5000031/ple-500003-spec-sheet.pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe('inline; filename="ple-500003-spec-sheet.pdf"');
    expect((await pdf.text()).startsWith('%PDF-1.4')).toBe(true);
    const warranty = await t.app.request('/api/attachments/5000032/ple-500003-warranty.txt');
    expect(await warranty.text()).toContain('Warranty: 3 Year Parts and Labour');
  });

  it.each([
    ['an unknown id', '/api/attachments/999/ple-500003-spec-sheet.pdf'],
    ['another name', '/api/attachments/5000031/other.pdf'],
    ['a non-numeric id', '/api/attachments/abc/ple-500003-spec-sheet.pdf'],
  ])('answers 404 in the envelope for %s', async (_case, path) => {
    const response = await t.app.request(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, errors: [{ ErrorText: 'No such attachment' }] });
  });
});

describe('fetchItem on other items', () => {
  it("lists a bundle's other bundles as its bundle deals, with its two kit categories", async () => {
    const result = await t.call('POST', '/fetchItem', { body: { InventoryItemId: 710001 }, session });
    const item = result.body.data as Detail & { InventoryKitCategoryItems: { CategoryName: string }[] };
    expect(item.Bundles.map((bundle) => bundle.InventoryItemId)).toEqual([710002, 710003, 710004]);
    expect(item.InventoryKitCategoryItems.map((category) => category.CategoryName)).toEqual(['Core PC', 'Graphics Card']);
    expect(item.Images).toHaveLength(8);
  });

  it('gives custom builds no tile pickers (their pickers would not make the whole kit) but 4 pictures', async () => {
    const grid = await t.call('POST', '/getItemGrid', { body: { InventoryItemIds: [700001, 710001] }, session });
    const tiles = (grid.body.data as { Items: Tile[] }).Items;
    expect(tiles.find((tile) => tile.InventoryItemId === 700001)?.KitOptions).toBeUndefined();
    expect(tiles.find((tile) => tile.InventoryItemId === 710001)?.KitOptions?.map((group) => group.Key)).toEqual(['Core PC', 'Graphics Card']);
    expect((await fetchItem(700001)).Images).toHaveLength(4);
  });
});
