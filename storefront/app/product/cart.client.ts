// Buy on the prebuilt, kit and bundle pages and on build tiles (spec 2 §2 "Buy adds one unit and goes to /cart",
// spec 1 §2 "Adding to the cart sends the visitor to /cart"): the line joins an identical line already in the cart
// (same item, same kit children) or is appended, the whole cart is saved with updateCart, then the page goes to /cart.
import type { AddToCartLine } from '@rigkit/domain/cart';
import { haveIdenticalKitChildren } from '@rigkit/domain/cart';
import { browserApi } from '../lib/api.client.ts';
import { fetchCartLines, saveCart, toLineInput } from '../lib/cartLines.ts';
import { announceSessionChange } from '../lib/crossTab.ts';
import { toCartLineInput } from '../lib/kit.ts';

export async function addLineToCart(line: AddToCartLine): Promise<void> {
  const client = browserApi();
  const current = await fetchCartLines(client);
  const match = current.find(
    (existing) =>
      existing.InventoryItemId === line.InventoryItemId &&
      (existing.CustomerWishlistItemId ?? null) === null &&
      (existing.UvPrintDesignCode ?? null) === (line.UvPrintDesignCode ?? null) &&
      haveIdenticalKitChildren(existing.KitChildren ?? [], line.KitChildren ?? []),
  );
  const lines = match
    ? current.map((existing) => (existing === match ? { ...toLineInput(existing), Quantity: existing.Quantity + line.Quantity } : toLineInput(existing)))
    : [...current.map(toLineInput), toCartLineInput(line)];
  await saveCart(client, lines);
  announceSessionChange();
}
