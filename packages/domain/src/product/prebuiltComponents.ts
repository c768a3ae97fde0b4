import { GAME_PERFORMANCE_CATEGORY_NAMES } from './pageSections.ts';
import { PREBUILT_SPEC_SUMMARY_CATEGORIES } from './specSummary.ts';
import type { ProductKitCategoryItem } from './types.ts';

/** One part of a prebuilt ("What's in your build"): its category and what the build has there. */
export interface PrebuiltComponent {
  CategoryName: string;
  ItemDescription: string;
  Quantity: number;
  PrimaryImageId: number | null;
}

export interface PrebuiltComponentSource {
  InventoryKitCategoryItems?: readonly Partial<ProductKitCategoryItem>[] | null;
  Attributes?: readonly { Key: string; Value: string }[] | null;
}

const isNone = (text: string) => text.trim() === '' || text.trim().toLowerCase() === 'none';

/**
 * A prebuilt's parts: its kit category items when the item lists them (spec 2 §3 InventoryKitCategoryItems),
 * otherwise its attributes named after the spec summary categories (spec 2 §9), which is how a stock (STK) desktop
 * describes its parts. Empty slots ("None") are not parts. The order is the source's; prebuiltSpecSummary sorts.
 */
export function prebuiltComponents(item: PrebuiltComponentSource): PrebuiltComponent[] {
  const kitItems = (item.InventoryKitCategoryItems ?? []).filter((entry) => entry.CategoryName && !isNone(entry.ItemDescription ?? ''));
  if (kitItems.length > 0) {
    return kitItems.map((entry) => ({
      CategoryName: entry.CategoryName ?? '',
      ItemDescription: entry.ItemDescription ?? '',
      Quantity: entry.DefaultQuantity ?? 1,
      PrimaryImageId: entry.PrimaryImageId ?? null,
    }));
  }
  const categories: readonly string[] = PREBUILT_SPEC_SUMMARY_CATEGORIES;
  return (item.Attributes ?? [])
    .filter((attribute) => categories.includes(attribute.Key) && !isNone(attribute.Value))
    .map((attribute) => ({ CategoryName: attribute.Key, ItemDescription: attribute.Value.trim(), Quantity: 1, PrimaryImageId: null }));
}

/**
 * Game Performance shows for a stock (STK) item whose parts include CPU, Memory and Graphics Card (spec 2 §2); the
 * parts are read as prebuiltComponents reads them, so a desktop described by its attributes qualifies too.
 */
export function prebuiltShowsGamePerformance(item: PrebuiltComponentSource & { ItemTypeCode: string }): boolean {
  if (item.ItemTypeCode !== 'STK') return false;
  const names = new Set(prebuiltComponents(item).map((component) => component.CategoryName));
  return GAME_PERFORMANCE_CATEGORY_NAMES.every((name) => names.has(name));
}
