// Add to Cart from the browser (spec 1 §2, spec 2 §4): one unit, through the storefront's one addToCart (the
// domain's merge rule, then updateCart). The caller revalidates so the header count follows;
// other tabs hear of it through the cross-tab channel.
import type { AddToCartSource } from '@rigkit/domain/cart';
import { browserApi } from './api.client.ts';
import { announceSessionChange } from './crossTab.ts';

export async function addOneItemToCart(inventoryItemId: number, source: AddToCartSource): Promise<void> {
  // Loaded on first use, not with the route (route JavaScript budgets); pages start loading it once hydrated.
  const { addToCart } = await import('./cartLines.ts');
  await addToCart(browserApi(), [{ InventoryItemId: inventoryItemId, Quantity: 1, AddToCartSource: source }]);
  announceSessionChange();
}
