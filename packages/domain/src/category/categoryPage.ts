// Rules of the category page (spec 2 §2, §9) that the storefront's route used to hold itself.
import { categoryGroupPath } from '../paths/paths.ts';

/** Category 903, All Components, is shown as category group 1 (spec 2 §2). */
export const ALL_COMPONENTS_CATEGORY_ID = 903;
/** The group that stands in for All Components. */
export const ALL_COMPONENTS_CATEGORY_GROUP_ID = 1;
/** Subcategory buttons show only while a category has fewer than this many children (spec 2 §2, §9). */
export const SUBCATEGORY_BUTTON_LIMIT = 7;
/** Above this many children the buttons take a second column (spec 2 §2, §9). */
export const SUBCATEGORY_SECOND_COLUMN_ABOVE = 8;

/** Where a category address goes instead of its own page, or null when it has a page (spec 2 §2: 903 → group 1). */
export function categoryRedirect(inventoryCategoryId: number): string | null {
  return inventoryCategoryId === ALL_COMPONENTS_CATEGORY_ID ? categoryGroupPath(ALL_COMPONENTS_CATEGORY_GROUP_ID, null) : null;
}

export interface SubcategoryButtons {
  /** Whether the buttons show at all. */
  isShown: boolean;
  /** How many columns they take. */
  columns: 1 | 2;
}

/**
 * The subcategory buttons of a category page (spec 2 §2, §9): shown unless the category turns them off
 * (ShowSubCategories false) and only while it has between 1 and 6 children; a second column above 8 children.
 * The two limits are the spec's own; with both as written the second column never shows, and it stays that way
 * until the spec says otherwise.
 */
export function subcategoryButtons(childCount: number, showSubCategories: boolean | null | undefined): SubcategoryButtons {
  return {
    isShown: showSubCategories !== false && childCount > 0 && childCount < SUBCATEGORY_BUTTON_LIMIT,
    columns: childCount > SUBCATEGORY_SECOND_COLUMN_ABOVE ? 2 : 1,
  };
}
