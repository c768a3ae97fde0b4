import { describe, expect, it } from 'vitest';
import { CATEGORY_CAROUSEL_INTERVAL_MS, CATEGORY_CAROUSEL_SLIDES_PER_VIEW, categoryRedirect, subcategoryChildColumns, subcategoryDisplay } from './categoryPage.ts';

describe('category page rules (spec 2 §2, §9)', () => {
  it.each([
    [903, '/CategoryGroups/1'],
    [101, null],
    [786, null],
  ])('category %i redirects to %s', (id, expected) => {
    expect(categoryRedirect(id)).toBe(expected);
  });

  it.each([
    [0, undefined, 'hidden'],
    [1, undefined, 'buttons'],
    [4, true, 'buttons'],
    [6, true, 'buttons'],
    [6, false, 'hidden'],
    [7, true, 'carousel'],
    [9, null, 'carousel'],
    [9, false, 'hidden'],
  ] as const)('%i children, ShowSubCategories %s → %s (buttons only if fewer than 7)', (children, show, expected) => {
    expect(subcategoryDisplay(children, show)).toBe(expected);
  });

  it.each([
    [0, 1],
    [8, 1],
    [9, 2],
    [14, 2],
  ] as const)("a button's subcategory with %i children lists them in %i column(s) (a second column above 8)", (grandchildren, columns) => {
    expect(subcategoryChildColumns(grandchildren)).toBe(columns);
  });

  it('turns the category carousel every 4 s with 6 slides per view', () => {
    expect(CATEGORY_CAROUSEL_INTERVAL_MS).toBe(4000);
    expect(CATEGORY_CAROUSEL_SLIDES_PER_VIEW).toBe(6);
  });
});
