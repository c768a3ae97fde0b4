import { describe, expect, it } from 'vitest';
import { brandCategoryPlacement, brandSections, type BrandSectionData } from './brandPage.ts';

describe('the brand page category list: at the top when shown or explorable and fewer than 5, otherwise below (spec 2 §2, §9)', () => {
  it.each([
    [0, true, true, 'hidden'],
    [1, true, false, 'top'],
    [4, true, false, 'top'],
    [4, false, true, 'top'],
    [4, undefined, true, 'top'],
    [5, true, true, 'bottom'],
    [12, true, false, 'bottom'],
    [3, false, false, 'bottom'],
    [3, null, undefined, 'bottom'],
  ] as const)('%i categories, ShowCategories %s, ShowExploreCategories %s → %s', (count, shown, explorable, expected) => {
    expect(brandCategoryPlacement(count, shown, explorable)).toBe(expected);
  });
});

const everything: BrandSectionData = {
  categoryCount: 6,
  showCategories: true,
  showExploreCategories: true,
  featuredCount: 6,
  showFeaturedProducts: true,
  latestCount: 12,
  desktopCount: 4,
  showDesktopComputers: true,
  promotionCount: 2,
  popularCount: 12,
  allCount: 40,
  showProductGrid: true,
  hasContent: true,
};

describe('the brand page anchor bar: each link only if its data exists (spec 2 §2)', () => {
  it('lists every section in the spec order when the brand has all of them', () => {
    expect(brandSections(everything)).toEqual(['explore', 'featured', 'latest', 'builds', 'promotions', 'popular', 'all', 'categories', 'content']);
  });

  it.each([
    ['one category (nothing to explore)', { categoryCount: 1 }, 'explore'],
    ['explore switched off', { showExploreCategories: false }, 'explore'],
    ['no featured products', { featuredCount: 0 }, 'featured'],
    ['featured switched off', { showFeaturedProducts: false }, 'featured'],
    ['no latest items', { latestCount: 0 }, 'latest'],
    ['no desktops with its parts', { desktopCount: 0 }, 'builds'],
    ['desktops switched off', { showDesktopComputers: false }, 'builds'],
    ['no promotion banners', { promotionCount: 0 }, 'promotions'],
    ['no popular items', { popularCount: 0 }, 'popular'],
    ['the grid switched off', { showProductGrid: false }, 'all'],
    ['no items for the grid', { allCount: 0 }, 'all'],
    ['no categories', { categoryCount: 0 }, 'categories'],
    ['no brand HTML', { hasContent: false }, 'content'],
  ] as const)('leaves the link out with %s', (_title, change, missing) => {
    const sections = brandSections({ ...everything, ...change });
    expect(sections).not.toContain(missing);
    expect(sections).toHaveLength(missing === 'categories' ? 7 : 8);
  });

  it('shows a brand with a few items only the sections it can fill', () => {
    expect(
      brandSections({ categoryCount: 1, featuredCount: 2, latestCount: 2, desktopCount: 0, promotionCount: 0, popularCount: 2, allCount: 2, hasContent: false }),
    ).toEqual(['featured', 'latest', 'popular', 'all', 'categories']);
  });
});
