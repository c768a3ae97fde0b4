import { describe, expect, it } from 'vitest';
import {
  buildComponents,
  buildTileAddToCartLine,
  buildTileImageId,
  buildTilePickers,
  buildTileTotals,
  defaultBuildTileSelection,
} from './buildTile.ts';
import type { BuildTileOptionGroup } from './buildTile.ts';

const colour: BuildTileOptionGroup = {
  Key: 'Core PC',
  InventoryKitCategoryId: -10,
  ImageId: 500,
  KitOptions: [
    { InventoryItemId: 101, Value: 'Black', PriceModifier: 0, ImageId: 501 },
    { InventoryItemId: 102, Value: 'White', PriceModifier: 49, ImageId: 502 },
    { InventoryItemId: 103, Value: 'Silver', PriceModifier: 19.5 },
  ],
};
const graphics: BuildTileOptionGroup = {
  Key: 'Graphics Card',
  InventoryKitCategoryId: -20,
  KitOptions: [
    { InventoryItemId: 201, Value: 'GeForce RTX 5070 12GB', PriceModifier: 0 },
    { InventoryItemId: 202, Value: 'GeForce RTX 5070 Ti 16GB', PriceModifier: 350, ImageId: 602 },
  ],
};
const item = { InventoryItemId: 700001, CustomerPriceIncTax: 3199, RRPPriceIncTax: 3399, NormalPrice: null, PrimaryImageId: 400 };

describe('build tile (spec 1 §2 "Build tile")', () => {
  it('shows "1. Choose your colour" for the Core PC and "2. Choose your graphics card", in that order', () => {
    expect(buildTilePickers([graphics, colour]).map((picker) => [picker.key, picker.label])).toEqual([
      ['Core PC', '1. Choose your colour'],
      ['Graphics Card', '2. Choose your graphics card'],
    ]);
  });

  it.each([
    ['no groups', undefined, []],
    ['only a graphics card group', [graphics], ['Graphics Card']],
    ['a group with no options', [{ ...colour, KitOptions: [] }, graphics], ['Graphics Card']],
    ['other groups', [{ ...colour, Key: 'Storage' }], []],
  ])('with %s the pickers are %j', (_label, groups, keys) => {
    expect(buildTilePickers(groups).map((picker) => picker.key)).toEqual(keys);
  });

  it.each([
    ['the first options', {}, 319900, 339900],
    ['White', { [-10]: 102 }, 324800, 344800],
    ['White and the RTX 5070 Ti', { [-10]: 102, [-20]: 202 }, 359800, 379800],
    ['Silver (cents kept exact)', { [-10]: 103 }, 321850, 341850],
    ['an option the tile does not have (first option)', { [-10]: 999 }, 319900, 339900],
  ])('with %s the total is %i cents and the RRP %i cents', (_label, selection, price, retail) => {
    const pickers = buildTilePickers([colour, graphics]);
    expect(buildTileTotals(item, pickers, selection)).toEqual({ priceCents: price, retailCents: retail, showsRetail: true });
  });

  it.each([
    ['no RRP', { ...item, RRPPriceIncTax: null }, 0, false],
    ['an RRP equal to the price', { ...item, RRPPriceIncTax: 3199 }, 319900, false],
    ['a normal price above the RRP', { ...item, RRPPriceIncTax: 3299, NormalPrice: 3499 }, 349900, true],
  ])('with %s the struck RRP is %i cents, shown: %s', (_label, priced, retail, shows) => {
    const totals = buildTileTotals(priced, buildTilePickers([colour, graphics]), {});
    expect([totals.retailCents, totals.showsRetail]).toEqual([retail, shows]);
  });

  it.each([
    ['Black', { [-10]: 101 }, 501],
    ['White', { [-10]: 102 }, 502],
    ['Silver (no picture) with the RTX 5070 Ti', { [-10]: 103, [-20]: 202 }, 602],
    ['Silver with the RTX 5070 (the Core PC picture)', { [-10]: 103, [-20]: 201 }, 500],
  ])('choosing %s shows image %i', (_label, selection, imageId) => {
    expect(buildTileImageId(item, buildTilePickers([colour, graphics]), selection)).toBe(imageId);
  });

  it('shows the primary image when the tile has no pickers', () => {
    expect(buildTileImageId(item, [], {})).toBe(400);
  });

  it('starts every picker on its first option', () => {
    expect(defaultBuildTileSelection(buildTilePickers([colour, graphics]))).toEqual({ [-10]: 101, [-20]: 201 });
  });

  it('adds one of the item with the chosen options as kit children, from the bundle tile', () => {
    expect(buildTileAddToCartLine(item, buildTilePickers([colour, graphics]), { [-10]: 102, [-20]: 202 })).toEqual({
      InventoryItemId: 700001,
      Quantity: 1,
      AddToCartSource: 'bundleTile',
      KitChildren: [
        { InventoryItemId: 102, Quantity: 1, KitCategoryId: -10, AddToCartSource: 'bundleTile' },
        { InventoryItemId: 202, Quantity: 1, KitCategoryId: -20, AddToCartSource: 'bundleTile' },
      ],
    });
  });

  it('adds a tile without pickers as the item alone', () => {
    expect(buildTileAddToCartLine(item, [], {})).toEqual({ InventoryItemId: 700001, Quantity: 1, AddToCartSource: 'bundleTile' });
  });

  it('draws the key components in the spec order, once per category, without empty slots', () => {
    const components = buildComponents([
      { Key: 'Graphics Card', Value: 'GeForce RTX 5070' },
      { Key: 'Power Supply', Value: '850W' },
      { Key: 'CPU', Value: 'Ryzen 7 9700X' },
      { Key: 'CPU', Value: 'second CPU entry' },
      { Key: 'Storage Drive', Value: 'None' },
      { Key: 'Licensing', Value: 'Office Home 2024' },
    ]);
    expect(components).toEqual([
      { category: 'CPU', value: 'Ryzen 7 9700X' },
      { category: 'Graphics Card', value: 'GeForce RTX 5070' },
      { category: 'Licensing', value: 'Office Home 2024' },
    ]);
  });
});
