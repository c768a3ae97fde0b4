import { describe, expect, it } from 'vitest';
import { isFilterOptionShown, listedGridItems } from './listing.ts';

describe('the items a grid lists (spec 1 §6: category 1390 is hidden in feature lists for WA shoppers)', () => {
  const items = [
    { id: 1, Categories: [101] },
    { id: 2, Categories: [101, 1390] },
    { id: 3, Categories: null },
  ];

  it.each([
    [true, 'featurelist', [1, 3]],
    [false, 'featurelist', [1, 2, 3]],
    [true, 'grid', [1, 2, 3]],
    [true, 'compactlist', [1, 2, 3]],
  ] as const)('WA %s, %s → %j', (isWa, gridType, ids) => {
    expect(listedGridItems(items, { isWa, gridType }).map((item) => item.id)).toEqual(ids);
  });
});

describe('filter choices offered', () => {
  it.each([
    [{ count: 3, isSelected: false }, true],
    [{ count: 0, isSelected: false }, false],
    [{ count: 0, isSelected: true }, true],
  ])('%o shown: %s', (option, expected) => {
    expect(isFilterOptionShown(option)).toBe(expected);
  });
});
