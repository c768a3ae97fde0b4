import { kitMessages } from './messages.ts';
import { sortKitCategories } from './selection.ts';
import type { KitCategory, KitSelection } from './types.ts';

export interface KitBlockingMessage {
  InventoryKitCategoryId: number;
  message: string;
}

/**
 * Why Buy is disabled (spec 2 §4, §5): every category that does not allow none and has no selection, in display
 * order. An empty list means the kit can be bought.
 */
export function kitBlockingMessages(
  categories: readonly Pick<KitCategory, 'InventoryKitCategoryId' | 'CategoryName' | 'SortOrder' | 'AllowNone'>[],
  selections: readonly Pick<KitSelection, 'InventoryKitCategoryId' | 'SelectedInventoryItemId'>[],
): KitBlockingMessage[] {
  return sortKitCategories(categories)
    .filter((category) => !category.AllowNone)
    .filter((category) => {
      const selection = selections.find((entry) => entry.InventoryKitCategoryId === category.InventoryKitCategoryId);
      return selection === undefined || selection.SelectedInventoryItemId === null;
    })
    .map((category) => ({
      InventoryKitCategoryId: category.InventoryKitCategoryId,
      message: kitMessages.selectionRequired(category.CategoryName),
    }));
}

export function canBuyKit(categories: readonly KitCategory[], selections: readonly KitSelection[]): boolean {
  return kitBlockingMessages(categories, selections).length === 0;
}
