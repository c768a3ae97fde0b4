// createShareableCart (spec 2 §7, spec 3 §7): the cart's lines stored as an ownerless public wishlist.
import { loadCart } from '../cart/cartService.ts';
import type { OperationContext } from '../http/operation.ts';
import { checkedWishlistLines } from '../wishlists/wishlistLines.ts';
import { shareLines } from '../wishlists/wishlists.ts';

/**
 * Spec 2 §7: the cart's lines become a public wishlist without an owner, and its WishlistGuid is the code that opens
 * /wishlist/{code}; fetchWishlistInformation and fetchWishlistItems read it back for anyone (spec 3 §7).
 *
 * The share carries the cart's coupons (issue 17 defect 6), so the shared page prices a FREEMAT mousepad at $0 as
 * the sharer's cart did. The codes come from the sharer's stored cart, never from the request, and a line keeps the
 * coupon that added it only while that cart carries the code (the same rule as updateCart).
 */
export async function createShareableCart(context: OperationContext<'POST', '/createShareableCart'>) {
  const { services, body, identity, now } = context;
  const snapshot = await (await services.catalogue()).refreshIfStale();
  const sent = body.ShoppingCart.ShoppingCartItems;
  const [lines, cart] = await Promise.all([checkedWishlistLines(services, snapshot, sent), loadCart(services.db, identity.sessionGuid)]);
  const couponLines = lines.map((line, index) => {
    const code = sent[index]?.CouponCode?.trim().toUpperCase() ?? null;
    return { ...line, CouponCode: code !== null && cart.couponCodes.includes(code) ? code : null };
  });
  return { Code: await shareLines(services, identity.sessionGuid, couponLines, cart.couponCodes, now) };
}
