export {
  ALL_COMPONENTS_CATEGORY_GROUP_ID,
  ALL_COMPONENTS_CATEGORY_ID,
  CATEGORY_CAROUSEL_INTERVAL_MS,
  CATEGORY_CAROUSEL_SLIDES_PER_VIEW,
  categoryRedirect,
  SUBCATEGORY_BUTTON_LIMIT,
  SUBCATEGORY_SECOND_COLUMN_ABOVE,
  subcategoryChildColumns,
  subcategoryDisplay,
} from './categoryPage.ts';
export type { SubcategoryDisplay } from './categoryPage.ts';
