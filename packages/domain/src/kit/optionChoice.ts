// What the configurator shows beside each option (spec 2 §4): the price difference choosing it would make, and which
// options remain when the shopper hides the incompatible ones. Rules the widget used to hold itself (issue 13).
import { formatProductPrice } from '../money/index.ts';
import { kitSelectionCostCents } from './kitPrice.ts';
import { kitReducer, KitActionTypes, type KitState } from './kitReducer.ts';
import type { KitCategory, KitOptionItem, KitSelection } from './types.ts';

/**
 * How much choosing `item` in `category` would change the build's price, in cents: the domain reducer runs on that
 * category alone, so quantities, "None" and UV designs follow the same rules as a real choice. 0 for the current
 * choice or when nothing is chosen yet.
 */
export function kitOptionPriceDifferenceCents(category: KitCategory, selection: KitSelection | undefined, item: KitOptionItem): number {
  if (!selection || selection.SelectedInventoryItemId === item.InventoryItemId) return 0;
  const alone: KitState = { categories: [category], selections: [selection], notice: null };
  const chosen = kitReducer(alone, { type: KitActionTypes.SelectOption, categoryId: category.InventoryKitCategoryId, inventoryItemId: item.InventoryItemId });
  const chosenSelection = chosen.selections[0];
  if (!chosenSelection) return 0;
  return kitSelectionCostCents(chosenSelection) - kitSelectionCostCents(selection);
}

/** The difference as the option shows it: "+$120", "-$40.50", or nothing when equal (designed, as configurators show it). */
export function kitOptionPriceDifferenceText(differenceCents: number): string {
  if (differenceCents === 0) return '';
  return differenceCents > 0 ? `+${formatProductPrice(differenceCents)}` : `-${formatProductPrice(-differenceCents)}`;
}

/**
 * The options a category lists (spec 2 §4 "Hide incompatible"): all of them, or with hiding on, all but those with
 * an error-level compatibility problem; the chosen option always stays, so the shopper sees what they have.
 */
export function shownKitOptions<T extends { compatibility: string | null | undefined; isSelected: boolean }>(
  options: readonly T[],
  isIncompatibleHidden: boolean,
): readonly T[] {
  return isIncompatibleHidden ? options.filter((option) => option.compatibility !== 'error' || option.isSelected) : options;
}
