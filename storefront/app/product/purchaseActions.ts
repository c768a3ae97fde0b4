// Which of Buy Now and Add to existing order the standard page offers (spec 2 §5: "depend on site configuration flags
// and apply to stock items only"), and only for an item that can be ordered now: one that is not available to order
// ("This product is not available to order", "SOLD OUT", spec 2 §4) or cannot be ordered until a date (§8) has its
// Add to Cart switched off, and offered Buy Now and Add to existing order beside it, which still bought it.
import type { ProductPurchaseActions } from '@rigkit/domain/product';
import { productPurchaseActions } from '@rigkit/domain/product';
import { canBuyProduct } from '@rigkit/react/ProductPrice';
import type { ItemDetail, PurchaseSettings } from './types.ts';

export function standardPurchaseActions(
  item: Pick<ItemDetail, 'ItemTypeCode' | 'AvailableOnline' | 'Availabilities' | 'BlockSalesOrdersUntil'>,
  purchase: Pick<PurchaseSettings, 'isBuyNowEnabled' | 'isAddToExistingOrderEnabled'>,
  now: Date,
): ProductPurchaseActions {
  const actions = productPurchaseActions(item, purchase);
  const canOrder = canBuyProduct(item, now);
  return { showsBuyNow: actions.showsBuyNow && canOrder, showsAddToExistingOrder: actions.showsAddToExistingOrder && canOrder };
}
