import { KIT_OPTION_REQUEST_BATCH_SIZE, KitCategoryIds } from './constants.ts';
import type { KitCategory } from './types.ts';

/** Splits category ids into fetchKitCategoryOptions calls of at most 5 (spec 2 §7, §9), order kept. */
export function batchKitCategoryIds(
  categoryIds: readonly number[],
  batchSize: number = KIT_OPTION_REQUEST_BATCH_SIZE,
): number[][] {
  const size = Math.max(1, Math.floor(batchSize));
  const batches: number[][] = [];
  for (let start = 0; start < categoryIds.length; start += size) {
    batches.push(categoryIds.slice(start, start + size));
  }
  return batches;
}

/** The request bodies for the categories whose option list is still empty. */
export function kitCategoryOptionRequests(
  categories: readonly Pick<KitCategory, 'InventoryKitCategoryId' | 'Items'>[],
): { KitCategoryIds: number[] }[] {
  const missing = categories.filter((category) => category.Items.length === 0).map((category) => category.InventoryKitCategoryId);
  return batchKitCategoryIds([...new Set(missing)]).map((KitCategoryIds) => ({ KitCategoryIds }));
}

/** -10 and -20 mark the simple and standard option groups (spec 2 §9), not ordinary categories. */
export function isSpecialKitCategoryId(categoryId: number): boolean {
  return categoryId === KitCategoryIds.simpleOptions || categoryId === KitCategoryIds.standardOptions;
}
