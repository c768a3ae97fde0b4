// createShareableCart (spec 2 §7, spec 3 §7): the cart's lines stored as an ownerless public wishlist.
import type { OperationContext } from '../http/operation.ts';
import { checkedWishlistLines } from '../wishlists/wishlistLines.ts';
import { shareLines } from '../wishlists/wishlists.ts';

/**
 * Spec 2 §7: the cart's lines become a public wishlist without an owner, and its WishlistGuid is the code that opens
 * /wishlist/{code}; fetchWishlistInformation and fetchWishlistItems read it back for anyone (spec 3 §7).
 */
export async function createShareableCart(context: OperationContext<'POST', '/createShareableCart'>) {
  const { services, body, identity, now } = context;
  const snapshot = await (await services.catalogue()).refreshIfStale();
  const lines = await checkedWishlistLines(services, snapshot, body.ShoppingCart.ShoppingCartItems);
  return { Code: await shareLines(services, identity.sessionGuid, lines, now) };
}
