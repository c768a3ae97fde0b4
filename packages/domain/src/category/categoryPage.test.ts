import { describe, expect, it } from 'vitest';
import { categoryRedirect, subcategoryButtons } from './categoryPage.ts';

describe('category page rules (spec 2 §2, §9)', () => {
  it.each([
    [903, '/CategoryGroups/1'],
    [101, null],
    [786, null],
  ])('category %i redirects to %s', (id, expected) => {
    expect(categoryRedirect(id)).toBe(expected);
  });

  it.each([
    [0, undefined, { isShown: false, columns: 1 }],
    [1, undefined, { isShown: true, columns: 1 }],
    [6, true, { isShown: true, columns: 1 }],
    [6, false, { isShown: false, columns: 1 }],
    [7, true, { isShown: false, columns: 1 }],
    [8, null, { isShown: false, columns: 1 }],
    [9, true, { isShown: false, columns: 2 }],
  ])('%i children, ShowSubCategories %s → %o', (children, show, expected) => {
    expect(subcategoryButtons(children, show)).toEqual(expected);
  });
});
