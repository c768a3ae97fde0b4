// Rules of the category page (spec 2 §2, §9) that the storefront's route used to hold itself.
import { categoryGroupPath } from '../paths/paths.ts';

/** Category 903, All Components, is shown as category group 1 (spec 2 §2). */
export const ALL_COMPONENTS_CATEGORY_ID = 903;
/** The group that stands in for All Components. */
export const ALL_COMPONENTS_CATEGORY_GROUP_ID = 1;
/** Subcategory buttons show only while a category has fewer than this many children (spec 2 §2, §9). */
export const SUBCATEGORY_BUTTON_LIMIT = 7;
/** A subcategory with more than this many children lists them in a second column (spec 2 §2, §9). */
export const SUBCATEGORY_SECOND_COLUMN_ABOVE = 8;
/** The category carousel turns every 4 s (spec 2 §2: "Carousel interval 4 s"). */
export const CATEGORY_CAROUSEL_INTERVAL_MS = 4000;
/** The category carousel shows 6 slides per view on a wide screen (spec 2 §2: "6 slides per view"). */
export const CATEGORY_CAROUSEL_SLIDES_PER_VIEW = 6;

/** Where a category address goes instead of its own page, or null when it has a page (spec 2 §2: 903 → group 1). */
export function categoryRedirect(inventoryCategoryId: number): string | null {
  return inventoryCategoryId === ALL_COMPONENTS_CATEGORY_ID ? categoryGroupPath(ALL_COMPONENTS_CATEGORY_GROUP_ID, null) : null;
}

/** Where a category page shows its children: as buttons, in the category carousel, or not at all. */
export type SubcategoryDisplay = 'buttons' | 'carousel' | 'hidden';

/**
 * How a category page shows its children (spec 2 §2, §9: "subcategory buttons (only if fewer than 7 categories").
 * Designed: a category with 7 or more children shows them in the category carousel (4 s, 6 per view) instead, so
 * every child stays one click away; ShowSubCategories false hides both.
 */
export function subcategoryDisplay(childCount: number, showSubCategories: boolean | null | undefined): SubcategoryDisplay {
  if (showSubCategories === false || childCount <= 0) return 'hidden';
  return childCount < SUBCATEGORY_BUTTON_LIMIT ? 'buttons' : 'carousel';
}

/**
 * The columns of one subcategory button's own children (spec 2 §2: "a second column when a category has more than 8
 * children"). Designed reading: the buttons show only under 7 children, so the category with more than 8 is a
 * button's subcategory, whose children list under its button; read as the page's own children the rule could never
 * apply.
 */
export function subcategoryChildColumns(grandchildCount: number): 1 | 2 {
  return grandchildCount > SUBCATEGORY_SECOND_COLUMN_ABOVE ? 2 : 1;
}
