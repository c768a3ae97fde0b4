export {
  ALL_COMPONENTS_CATEGORY_GROUP_ID,
  ALL_COMPONENTS_CATEGORY_ID,
  categoryRedirect,
  SUBCATEGORY_BUTTON_LIMIT,
  SUBCATEGORY_SECOND_COLUMN_ABOVE,
  subcategoryButtons,
} from './categoryPage.ts';
export type { SubcategoryButtons } from './categoryPage.ts';
