// Wishlist lines in the cart (spec 2 §3 cart line CustomerWishlistItemId; spec 2 §5 "Wishlist cart lines are read-only
// (no quantity change or removal) unless in wishlist admin mode"; spec 3 §6, §7 wishlistAdmin flag).
//
// Designed (the specs name the rule, not where admin mode comes from):
// - "Wishlist admin mode" is the wishlist's owner, as spec 3 §6 and fetchWishlistInformation's wishlistAdmin have it.
//   In the owner's own cart, lines added from their own wishlist are theirs to change, so they are stored as plain
//   lines (AddToCartSource 'wishlist' kept, no CustomerWishlistItemId). A cart line therefore carries a
//   CustomerWishlistItemId exactly when the cart's shopper is NOT that wishlist's admin, which is what the contract's
//   CartLine can say without a per-line admin flag and what the CartTable widget (isWishlistAdmin false) draws. A
//   shared cart (createShareableCart: a public wishlist without an owner) has no admin and whoever opens its link buys
//   for themselves, so its items become plain lines too.
// - The id is accepted only with AddToCartSource 'wishlist' and only for an item of a wishlist the caller may read
//   (public, or their own); anything else is a 400 naming the field, so a client cannot lock lines it invented or probe
//   private wishlists (an unseen item and a missing one get the same answer). An id the stored cart already holds
//   was checked when it came in and is kept, so a cart stays saveable after the wishlist changes or goes private.
// - Read-only is enforced here too: a save that changes the quantity of, or drops, a stored wishlist line the caller
//   does not administer is refused (422). Emptying the whole cart (the cart page's Clear All) stays allowed: the
//   shopper can always start again, and spec 2 §5 speaks of a line's quantity and removal.
import type { Db } from '../db/openDatabase.ts';
import type { StoredCartLine } from '../db/schema.ts';
import { wishlistDb } from '../wishlists/wishlistTables.ts';

export const wishlistCartLineErrors = {
  needsWishlistSource: 'CustomerWishlistItemId is only accepted on a line whose AddToCartSource is wishlist',
  unknownItem: (id: number) => `CustomerWishlistItemId ${id} is not an item of a wishlist you can see`,
  readOnly: (description: string) => `${description} came from a wishlist and cannot be changed or removed`,
} as const;

/** The wishlist an item belongs to: whose it is and whether everyone may read it. */
export interface WishlistItemOwner {
  customerId: number | null;
  isPublic: boolean;
  /** The coupon that added the item to a shared cart (migration 0023), and that shared cart's coupon codes. */
  couponCode: string | null;
  couponCodes: readonly string[];
}

export async function wishlistItemOwners(db: Db, ids: readonly number[]): Promise<Map<number, WishlistItemOwner>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await wishlistDb(db)
    .selectFrom('wishlist_items')
    .innerJoin('wishlists', 'wishlists.wishlist_id', 'wishlist_items.wishlist_id')
    .select(['wishlist_items.customer_wishlist_item_id as id', 'wishlists.customer_id as customerId', 'wishlists.is_public as isPublic', 'wishlist_items.coupon_code as couponCode', 'wishlists.coupon_codes as couponCodes'])
    .where('wishlist_items.customer_wishlist_item_id', 'in', unique)
    .execute();
  return new Map(rows.map((row) => [row.id, { customerId: row.customerId, isPublic: row.isPublic, couponCode: row.couponCode, couponCodes: row.couponCodes }]));
}

/** The caller is in wishlist admin mode for this item: they own its wishlist (spec 3 §6, §7 wishlistAdmin). */
export const isWishlistAdminOf = (owner: WishlistItemOwner | undefined, customerId: number | null): boolean =>
  owner !== undefined && customerId !== null && owner.customerId === customerId;

/**
 * An item of a shared cart (createShareableCart: a public wishlist without an owner). Nobody administers it and whoever
 * opens the link buys for themselves, so its lines join their cart as plain lines they may change.
 */
const isSharedCartItem = (owner: WishlistItemOwner | undefined): boolean => owner !== undefined && owner.customerId === null && owner.isPublic;

/**
 * The coupons a save brings in from shared carts (issue 17 defect 6; designed): a line sent from a shared cart's link
 * brings that cart's coupon codes into the visitor's cart, so "Add all to cart" keeps the prices the shared page
 * showed. Codes are public (anyone may type FREEMAT) and are priced only while their promotion runs.
 */
export function sharedCartCouponCodes(input: readonly WishlistLineRequest[], owners: ReadonlyMap<number, WishlistItemOwner>): string[] {
  return input.flatMap((line) => {
    const owner = line.CustomerWishlistItemId == null || line.AddToCartSource !== 'wishlist' ? undefined : owners.get(line.CustomerWishlistItemId);
    return isSharedCartItem(owner) ? [...(owner?.couponCodes ?? [])] : [];
  });
}

/** The coupon a shared cart's line came with (a FREEMAT mousepad), or null for any other line. */
export function sharedCartLineCoupon(line: WishlistLineRequest, owners: ReadonlyMap<number, WishlistItemOwner>): string | null {
  const owner = line.CustomerWishlistItemId == null || line.AddToCartSource !== 'wishlist' ? undefined : owners.get(line.CustomerWishlistItemId);
  return isSharedCartItem(owner) ? (owner?.couponCode ?? null) : null;
}

export interface WishlistLineRequest {
  AddToCartSource?: string | null | undefined;
  CustomerWishlistItemId?: number | null | undefined;
}

export type WishlistIdVerdict = { ok: true; id: number | null } | { ok: false; error: string };

/** The CustomerWishlistItemId to store for a line the client sent, or why it is refused (400). */
export function wishlistIdToStore(
  line: WishlistLineRequest,
  context: { storedIds: ReadonlySet<number>; owners: ReadonlyMap<number, WishlistItemOwner>; customerId: number | null },
): WishlistIdVerdict {
  const id = line.CustomerWishlistItemId ?? null;
  if (id === null) return { ok: true, id: null };
  if (line.AddToCartSource !== 'wishlist') return { ok: false, error: wishlistCartLineErrors.needsWishlistSource };
  const owner = context.owners.get(id);
  if (isWishlistAdminOf(owner, context.customerId) || isSharedCartItem(owner)) return { ok: true, id: null };
  if (context.storedIds.has(id)) return { ok: true, id };
  if (!owner || !owner.isPublic) return { ok: false, error: wishlistCartLineErrors.unknownItem(id) };
  return { ok: true, id };
}

/**
 * The stored wishlist lines the new lines change or drop although the caller is not their wishlist's admin. Each stored
 * line must reappear with its id and quantity (matched one for one, as an item can be added twice); new lines may be
 * added. An empty save (Clear All) changes nothing here.
 */
export function changedReadOnlyLines(
  stored: readonly StoredCartLine[],
  next: readonly Pick<StoredCartLine, 'Quantity' | 'CustomerWishlistItemId'>[],
  owners: ReadonlyMap<number, WishlistItemOwner>,
  customerId: number | null,
): StoredCartLine[] {
  if (next.length === 0) return [];
  const unmatched = [...next];
  return stored.filter((line) => {
    const id = line.CustomerWishlistItemId ?? null;
    if (id === null || isWishlistAdminOf(owners.get(id), customerId)) return false;
    const index = unmatched.findIndex((candidate) => candidate.CustomerWishlistItemId === id && candidate.Quantity === line.Quantity);
    if (index === -1) return true;
    unmatched.splice(index, 1);
    return false;
  });
}
