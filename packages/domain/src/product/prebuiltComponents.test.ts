import { describe, expect, it } from 'vitest';
import { prebuiltComponents, prebuiltShowsGamePerformance } from './prebuiltComponents.ts';
import { prebuiltSpecSummary } from './specSummary.ts';

const attributes = [
  { Key: 'Graphics Card', Value: 'GeForce RTX 5070' },
  { Key: 'Warranty', Value: '3 years' },
  { Key: 'CPU', Value: 'Ryzen 7 9700X' },
  { Key: 'Storage Drive', Value: 'None' },
  { Key: 'Memory', Value: '32GB DDR5' },
  { Key: 'Base PC', Value: 'Rigkit Pro' },
];

describe('prebuilt components (spec 2 §2 "What\'s in your build", §9)', () => {
  it('takes the kit category items when the item lists them, skipping empty slots', () => {
    const rows = prebuiltComponents({
      InventoryKitCategoryItems: [
        { CategoryName: 'Memory', ItemDescription: 'Kingston Fury 16GB DDR5', DefaultQuantity: 2, PrimaryImageId: 7 },
        { CategoryName: 'Storage Drive', ItemDescription: 'None', DefaultQuantity: 0, PrimaryImageId: null },
      ],
      Attributes: attributes,
    });
    expect(rows).toEqual([{ CategoryName: 'Memory', ItemDescription: 'Kingston Fury 16GB DDR5', Quantity: 2, PrimaryImageId: 7 }]);
  });

  it('falls back to the attributes named after the summary categories, in the spec order once summarised', () => {
    const rows = prebuiltSpecSummary(prebuiltComponents({ InventoryKitCategoryItems: [], Attributes: attributes }));
    expect(rows.map((row) => `${row.CategoryName}: ${row.ItemDescription}`)).toEqual([
      'Base PC: Rigkit Pro',
      'CPU: Ryzen 7 9700X',
      'Memory: 32GB DDR5',
      'Graphics Card: GeForce RTX 5070',
    ]);
  });

  it.each([
    ['CPU, Memory and Graphics Card', ['CPU', 'Memory', 'Graphics Card'], true],
    ['no graphics card', ['CPU', 'Memory'], false],
    ['no memory', ['CPU', 'Graphics Card'], false],
  ])('a stock desktop described by attributes with %s shows Game Performance: %s', (_label, keys, expected) => {
    expect(prebuiltShowsGamePerformance({ ItemTypeCode: 'STK', Attributes: keys.map((Key) => ({ Key, Value: `${Key} part` })) })).toBe(expected);
  });

  it.each([
    ['STK with the parts as kit items', 'STK', true],
    ['KIT with the same parts', 'KIT', false],
    ['B2B with the same parts', 'B2B', false],
  ])('%s shows Game Performance: %s (an STK item only)', (_label, ItemTypeCode, expected) => {
    const InventoryKitCategoryItems = ['CPU', 'Memory', 'Graphics Card'].map((CategoryName) => ({ CategoryName, ItemDescription: `${CategoryName} part` }));
    expect(prebuiltShowsGamePerformance({ ItemTypeCode, InventoryKitCategoryItems })).toBe(expected);
  });

  it('has no parts when the item names none', () => {
    expect(prebuiltComponents({})).toEqual([]);
  });
});
