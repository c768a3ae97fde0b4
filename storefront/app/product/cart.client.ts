// Buy on the prebuilt, kit and bundle pages and on build tiles (spec 2 §2 "Buy adds one unit and goes to /cart",
// spec 1 §2 "Adding to the cart sends the visitor to /cart"): the storefront's one addToCart (an identical line
// grows, anything else is appended; the domain's rule), then the page goes to /cart.
import type { AddToCartLine } from '@rigkit/domain/cart';
import { browserApi } from '../lib/api.client.ts';
import { announceSessionChange } from '../lib/crossTab.ts';

export async function addLineToCart(line: AddToCartLine): Promise<void> {
  // Loaded on first use, not with the route (route JavaScript budgets); pages start loading it once hydrated.
  const { addToCart } = await import('../lib/cartLines.ts');
  await addToCart(browserApi(), [line]);
  announceSessionChange();
}
