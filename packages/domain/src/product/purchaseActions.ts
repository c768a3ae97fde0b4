import type { ProductItem } from './types.ts';

export interface ProductPurchaseFlags {
  /** Site configuration flag for the Buy Now button. */
  isBuyNowEnabled: boolean;
  /** Site configuration flag for Add to existing order. */
  isAddToExistingOrderEnabled: boolean;
}

export interface ProductPurchaseActions {
  showsBuyNow: boolean;
  showsAddToExistingOrder: boolean;
}

/** Buy Now and Add to existing order depend on the site flags and apply to stock (STK) items only (spec 2 §5). */
export function productPurchaseActions(
  item: Pick<ProductItem, 'ItemTypeCode'>,
  flags: ProductPurchaseFlags,
): ProductPurchaseActions {
  const isStock = item.ItemTypeCode === 'STK';
  return {
    showsBuyNow: isStock && flags.isBuyNowEnabled,
    showsAddToExistingOrder: isStock && flags.isAddToExistingOrderEnabled,
  };
}

/** Add-to-existing-order texts (spec 2 §4, §8). */
export const addToExistingOrderMessages = {
  added: 'Item added to order',
  failed: 'Unable to add item to order',
  noEligibleOrders: 'No eligible orders found that can be added to.',
} as const;
