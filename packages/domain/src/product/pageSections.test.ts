import { describe, expect, it } from 'vitest';
import {
  peopleAlsoBoughtSlider,
  prebuiltImageGrid,
  productThumbnails,
  showsGamePerformance,
  visiblePresets,
} from './pageSections.ts';
import { PREBUILT_SPEC_SUMMARY_CATEGORIES, prebuiltSpecSummary } from './specSummary.ts';
import { makeProductItem, makeProductKitCategoryItem } from './testing.ts';

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('product page sections (spec 2 §2, §5, §9)', () => {
  it.each([
    [3, [1, 2, 3]],
    [5, [1, 2, 3, 4, 5]],
    [9, [1, 2, 3, 4, 5]],
  ])('with %i images shows thumbnails %j (at most 5)', (count, expected) => {
    expect(productThumbnails(numbers(count))).toEqual(expected);
  });

  it.each([
    [7, null],
    [8, [2, 3, 4, 5, 6, 7]],
    [12, [2, 3, 4, 5, 6, 7]],
  ])('the prebuilt image grid with %i images shows %j (needs 8, positions 2 to 7)', (count, expected) => {
    expect(prebuiltImageGrid(numbers(count))).toEqual(expected);
  });

  const kitCategories = (...names: string[]) => names.map((CategoryName) => makeProductKitCategoryItem({ CategoryName }));

  it.each([
    ['STK', ['CPU', 'Memory', 'Graphics Card', 'Case'], true],
    ['STK', ['CPU', 'Memory'], false],
    ['STK', ['CPU', 'Graphics Card'], false],
    ['KIT', ['CPU', 'Memory', 'Graphics Card'], false],
  ])('game performance for %s with %j: %s', (ItemTypeCode, names, expected) => {
    expect(showsGamePerformance(makeProductItem({ ItemTypeCode, InventoryKitCategoryItems: kitCategories(...names) }))).toBe(expected);
  });

  it('hides presets whose price is not a number', () => {
    const presets = [
      { name: 'a', CustomerPriceIncTax: 1999 as unknown },
      { name: 'b', CustomerPriceIncTax: 'POA' },
      { name: 'c', CustomerPriceIncTax: null },
      { name: 'd', CustomerPriceIncTax: Number.NaN },
      { name: 'e', CustomerPriceIncTax: 0 },
    ];
    expect(visiblePresets(presets, (preset) => preset.CustomerPriceIncTax).map((preset) => preset.name)).toEqual(['a', 'e']);
  });

  it.each([
    [0, null],
    [1, null],
    [2, { items: [1, 2], slidesPerView: 5 }],
    [6, { items: [1, 2, 3, 4, 5, 6], slidesPerView: 5 }],
  ])('people also bought with %i items: %j', (count, expected) => {
    expect(peopleAlsoBoughtSlider(numbers(count))).toEqual(expected);
  });
});

describe('prebuilt spec summary order (spec 2 §9)', () => {
  it('has the thirteen categories of the spec, in order', () => {
    expect(PREBUILT_SPEC_SUMMARY_CATEGORIES).toEqual([
      'Base PC', 'CPU', 'CPU Cooler', 'Motherboard', 'Memory', 'Graphics Card', 'OS Drive',
      'Storage Drive', 'Case', 'Power Supply', 'Operating System', 'Cooling Fans', 'Licensing',
    ]);
  });

  it('orders rows by that list and leaves out other categories', () => {
    const rows = ['Case', 'UV Printing', 'CPU', 'Memory', 'Base PC', 'Storage Drive', 'Storage Drive'].map((CategoryName, id) => ({ CategoryName, id }));
    expect(prebuiltSpecSummary(rows).map((row) => `${row.CategoryName}#${row.id}`)).toEqual([
      'Base PC#4', 'CPU#2', 'Memory#3', 'Storage Drive#5', 'Storage Drive#6', 'Case#0',
    ]);
  });
});
