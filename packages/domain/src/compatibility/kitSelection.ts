// The configurator's kit state (kit/kitReducer.ts) as a compatibility selection: each category's chosen item, found
// in that category's loaded options, with the chosen quantity.
import type { KitCategory, KitSelection } from '../kit/types.ts';
import type { CompatibilitySelection, SelectedPart } from './types.ts';

/**
 * Categories whose choice is "none", or whose options have not arrived yet, are left out: the engine cannot read
 * attributes it has not been sent, and a missing part never produces a verdict.
 */
export function compatibilitySelectionFromKit(
  categories: readonly Pick<KitCategory, 'InventoryKitCategoryId' | 'CategoryName' | 'Items'>[],
  selections: readonly Pick<KitSelection, 'InventoryKitCategoryId' | 'SelectedInventoryItemId' | 'SelectedQuantity'>[],
): CompatibilitySelection {
  const result: Record<string, SelectedPart> = {};
  for (const selection of selections) {
    if (selection.SelectedInventoryItemId === null) continue;
    const category = categories.find((candidate) => candidate.InventoryKitCategoryId === selection.InventoryKitCategoryId);
    const part = category?.Items.find((item) => item.InventoryItemId === selection.SelectedInventoryItemId);
    if (category && part) result[category.CategoryName] = { part, quantity: selection.SelectedQuantity };
  }
  return result;
}
