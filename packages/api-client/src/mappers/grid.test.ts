// The contract leaves most item fields optional; the domain's engine and texts need them all.
import { businessItem, cpu, customBuild } from '../mocks/fixtures.ts';
import { gridTileAvailabilityText } from '@rigkit/domain/availability';
import { describe, expect, it } from 'vitest';
import { toGridItem } from './grid.ts';

describe('toGridItem', () => {
  it('keeps every field the API sent, by its own name', () => {
    const item = toGridItem(cpu);
    expect(item).toMatchObject({
      InventoryItemId: 600101,
      ItemDescription: cpu.ItemDescription,
      ManufacturerName: 'AMD',
      ManufacturerModel: '100-100001084WOF',
      CustomerPriceIncTax: 749,
      RRPPriceIncTax: 799,
      NormalPrice: 779,
      WebListingStrip: 'Save $50!',
      Categories: [10],
      PopularityRank: 1,
    });
    expect(item.BadgesNew).toEqual([{ BadgeCode: 'HOT', BadgeImageId: 51, BadgeDisplayName: 'Hot Deal' }]);
  });

  it('fills what the API left out: empty lists, no prices, unranked last, online by default', () => {
    const item = toGridItem({ InventoryItemId: 1, ItemDescription: 'Bare item', ItemTypeCode: 'STK', CustomerPriceIncTax: 10 });
    expect(item).toMatchObject({
      ItemUrl: '',
      ManufacturerName: '',
      ManufacturerModel: '',
      RRPPriceIncTax: null,
      NormalPrice: null,
      AvailableOnline: true,
      FreeShipping: false,
      Attributes: [],
      Categories: [],
      Availabilities: [],
      BadgesNew: [],
      PopularityRank: Number.MAX_SAFE_INTEGER,
      AgeRank: Number.MAX_SAFE_INTEGER,
      Relevance: 0,
    });
  });

  it.each([
    [{ InventoryWarehouseId: 1, InStock: true }, true],
    [{ InventoryWarehouseId: 1, Available: true }, true],
    [{ InventoryWarehouseId: 1 }, false],
  ])('reads stock %o as %s', (stock, inStock) => {
    const item = toGridItem({ ...cpu, Availabilities: [stock] });
    expect(item.Availabilities[0]?.InStock).toBe(inStock);
  });

  it('numbers attributes without a SortOrder in the order they came', () => {
    const item = toGridItem({ ...cpu, Attributes: [{ Key: 'Cores', Value: '8' }, { Key: 'Socket', Value: 'AM5' }] });
    expect(item.Attributes.map((attribute) => attribute.SortOrder)).toEqual([0, 1]);
  });

  it.each([
    [cpu, 'In stock'],
    [businessItem, 'Enquire'],
    [customBuild, 'Built to order'],
  ])('feeds the domain tile text (%#: %s)', (tile, text) => {
    expect(gridTileAvailabilityText(toGridItem(tile))).toBe(text);
  });
});
