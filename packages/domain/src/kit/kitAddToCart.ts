import type { AddToCartLine } from '../cart/types.ts';
import type { KitSelection } from './types.ts';

/**
 * The add-to-cart line for Buy on a custom build (spec 2 §4): the kit with its chosen children (none skipped),
 * sources viewItemKit and viewItemKitChild.
 */
export function kitAddToCartLine(kitInventoryItemId: number, selections: readonly KitSelection[], quantity = 1): AddToCartLine {
  return {
    InventoryItemId: kitInventoryItemId,
    Quantity: quantity,
    AddToCartSource: 'viewItemKit',
    KitChildren: selections.flatMap((selection) =>
      selection.SelectedInventoryItemId === null
        ? []
        : [
            {
              InventoryItemId: selection.SelectedInventoryItemId,
              Quantity: selection.SelectedQuantity,
              KitCategoryId: selection.InventoryKitCategoryId,
              UvPrintDesignCode: selection.UvPrintDesignCode,
              AddToCartSource: 'viewItemKitChild' as const,
            },
          ],
    ),
  };
}
