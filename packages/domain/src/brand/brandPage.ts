// Rules of the brand page's fuller layout (spec 2 §2 "Brand page", §9): where its category list goes and which
// sections, and so which links of its sticky anchor bar, the page shows.

/** The category list sits at the top of the page while the brand has fewer than this many categories (spec 2 §9). */
export const BRAND_CATEGORIES_AT_TOP_BELOW = 5;

/** Where the brand page draws its category list: above the products, below them, or not at all. */
export type BrandCategoryPlacement = 'top' | 'bottom' | 'hidden';

/**
 * "category list (at the top when categories are shown or explorable and fewer than 5, otherwise below)" (spec 2
 * §2, §9). A brand with no categories has no list to place. Designed: a brand that neither shows nor explores its
 * categories still lists them below the products, since "otherwise below" names no exception and a shopper looks
 * for a brand's categories somewhere on its page.
 */
export function brandCategoryPlacement(
  categoryCount: number,
  showCategories: boolean | null | undefined,
  showExploreCategories: boolean | null | undefined,
): BrandCategoryPlacement {
  if (categoryCount <= 0) return 'hidden';
  const isShownOrExplorable = showCategories === true || showExploreCategories === true;
  return isShownOrExplorable && categoryCount < BRAND_CATEGORIES_AT_TOP_BELOW ? 'top' : 'bottom';
}

/** The sections of the anchor bar, in the spec's order (spec 2 §2). */
export const brandSectionOrder = [
  'explore',
  'featured',
  'latest',
  'builds',
  'promotions',
  'popular',
  'all',
  'categories',
  'content',
] as const;

export type BrandSection = (typeof brandSectionOrder)[number];

/** What the brand page knows about each section's data (counts and the brand's switches). */
export interface BrandSectionData {
  categoryCount: number;
  showCategories?: boolean | null;
  showExploreCategories?: boolean | null;
  featuredCount: number;
  showFeaturedProducts?: boolean | null;
  latestCount: number;
  desktopCount: number;
  showDesktopComputers?: boolean | null;
  promotionCount: number;
  popularCount: number;
  allCount: number;
  showProductGrid?: boolean | null;
  /** Whether the brand has HTML above or below its grid. */
  hasContent: boolean;
}

/**
 * The sections the page draws, in the anchor bar's order: "each link shown only if its data exists" (spec 2 §2).
 * A switch left unset shows its section when it has data; only an explicit false hides it (the contract's fields
 * are optional). Explore needs at least two categories: one category is no choice to explore (designed).
 */
export function brandSections(data: BrandSectionData): BrandSection[] {
  const isShown: Record<BrandSection, boolean> = {
    explore: data.showExploreCategories !== false && data.categoryCount > 1,
    featured: data.showFeaturedProducts !== false && data.featuredCount > 0,
    latest: data.latestCount > 0,
    builds: data.showDesktopComputers !== false && data.desktopCount > 0,
    promotions: data.promotionCount > 0,
    popular: data.popularCount > 0,
    all: data.showProductGrid !== false && data.allCount > 0,
    categories: brandCategoryPlacement(data.categoryCount, data.showCategories, data.showExploreCategories) !== 'hidden',
    content: data.hasContent,
  };
  return brandSectionOrder.filter((section) => isShown[section]);
}
