import { centsFromDollars } from '../money/cents.ts';
import type { KitSelection } from './types.ts';

/** One selection's cost in cents: unit × quantity, none costs nothing. */
export function kitSelectionCostCents(selection: Pick<KitSelection, 'SelectedInventoryItemId' | 'UnitCostIncTax' | 'SelectedQuantity'>): number {
  if (selection.SelectedInventoryItemId === null) return 0;
  return centsFromDollars(selection.UnitCostIncTax) * selection.SelectedQuantity;
}

/**
 * The custom build's "price as configured" (spec 2 §2): sum of unit × quantity over the selections, in integer
 * cents. A base price (a kit whose own price is charged on top of its parts) is added by the caller.
 */
export function kitConfiguredPriceCents(
  selections: readonly Pick<KitSelection, 'SelectedInventoryItemId' | 'UnitCostIncTax' | 'SelectedQuantity'>[],
  basePriceCents = 0,
): number {
  return selections.reduce((sum, selection) => sum + kitSelectionCostCents(selection), basePriceCents);
}
