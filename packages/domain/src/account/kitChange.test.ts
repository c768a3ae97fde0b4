import { describe, expect, it } from 'vitest';
import { KIT_CHANGE_IMAGE_WIDTHS, kitChangeGridType, kitChangeImageWidth, kitChangePriceDifference } from './kitChange.ts';

describe('kit-change grid (spec 3 §9)', () => {
  it('shows images 150 wide on a phone and 175 otherwise', () => {
    expect(KIT_CHANGE_IMAGE_WIDTHS).toEqual({ mobile: 150, desktop: 175 });
    expect(kitChangeImageWidth(true)).toBe(150);
    expect(kitChangeImageWidth(false)).toBe(175);
  });

  it.each([
    ['grid', 'grid'],
    ['compactlist', 'compactlist'],
    ['largegrid', 'grid'],
    ['featurelist', 'grid'],
    [null, 'grid'],
  ] as const)('allows grid type %s as %s', (value, type) => {
    expect(kitChangeGridType(value)).toBe(type);
  });

  it.each([
    [0, 'No change'],
    [20, '+$20.00'],
    [-15.5, '-$15.50'],
    [1234.5, '+$1,234.50'],
  ])('prices a difference of %d as %s', (dollars, text) => {
    expect(kitChangePriceDifference(dollars)).toBe(text);
  });
});
