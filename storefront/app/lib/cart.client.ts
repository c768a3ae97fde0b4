// Adding to the cart from the browser (spec 1 §2, spec 2 §4): one request through the storefront's one addToCart
// (the domain's merge rule, then updateCart) whatever the quantity. The caller revalidates so the header count
// follows, or goes to /cart; other tabs hear of it through the cross-tab channel, and the tracking layer logs it.
import type { AddToCartLine, AddToCartSource } from '@rigkit/domain/cart';
import { browserApi } from './api.client.ts';
import { announceSessionChange } from './crossTab.ts';
import { tracking } from './tracking.ts';

export async function addLineToCart(line: AddToCartLine): Promise<void> {
  // Loaded on first use, not with the route (route JavaScript budgets); pages start loading it once hydrated.
  const { addToCart } = await import('./cartLines.ts');
  await addToCart(browserApi(), [line]);
  announceSessionChange();
  tracking.addedToCart(line);
}

/** The usual Add to Cart: one unit. */
export function addOneItemToCart(inventoryItemId: number, source: AddToCartSource): Promise<void> {
  return addLineToCart({ InventoryItemId: inventoryItemId, Quantity: 1, AddToCartSource: source });
}
