// A shared cart or wishlist opened at /wishlist/{code} (spec 2 §2, §7; spec 3 §3 "Wishlist", §6): its items shown as
// read-only cart lines (spec 2 §5 "Wishlist cart lines are read-only") and added to the visitor's own cart.
import type { components } from '@rigkit/api-client';
import { centsFromDollars, dollarsFromCents } from '@rigkit/domain/money';
import type { AddToCartLine } from '@rigkit/domain/cart';
import type { ContractCartLine } from '../lib/cartLines.ts';

export type WishlistItem = components['schemas']['WishlistItem'];
export type Wishlist = components['schemas']['Wishlist'];

/** Share codes are WishlistGuids (createShareableCart); anything else cannot name a shared cart. */
export const SHARE_CODE_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Texts of the shared cart page: spec 3 §8's wishlist messages, the rest designed. */
export const SHARED_CART_TEXT = {
  addedOne: 'Added to cart',
  addedAll: 'All items added to cart',
  addAll: 'Add all to cart', // designed
  addOne: 'Add to cart', // designed
  buyNow: 'Buy Now',
  failed: 'Unable to add to cart. Please try again.', // designed
  viewCart: 'View cart', // designed
  empty: 'This wishlist has no items.', // designed
} as const;

/**
 * A wishlist item as a cart line for the item table, which the page shows read-only by giving it no quantity or
 * removal callbacks (spec 2 §5). CustomerWishlistItemId is left out: the table would label the line "From your
 * wishlist", which is not true for whoever opened someone else's link. The total is unit price × quantity in cents.
 */
export function wishlistItemToCartLine(item: WishlistItem, index: number): ContractCartLine {
  const unitCents = centsFromDollars(item.CustomerPriceIncTax);
  return {
    InventoryItemId: item.InventoryItemId,
    LineNumber: index + 1,
    ItemDescription: item.ItemDescription,
    Quantity: item.Quantity,
    UnitCost: item.CustomerPriceIncTax,
    ExtendedCost: dollarsFromCents(unitCents * item.Quantity),
    ...(item.ItemTypeCode ? { ItemTypeCode: item.ItemTypeCode } : {}),
    KitChildren: [...(item.KitChildren ?? [])],
    UvPrintDesignCode: item.UvPrintDesignCode ?? null,
    PrimaryImageId: item.PrimaryImageId ?? null,
    // A shared cart's coupon line (FREEMAT's $0 mousepad) shows its code as the cart line did (issue 17 defect 6).
    CouponCode: item.CouponCode ?? null,
  };
}

/**
 * The line the visitor's cart receives: the item, quantity, kit parts and UV design, from source 'wishlist' (spec 2
 * §3 AddToCartSource) and its CustomerWishlistItemId, so the line stays read-only in the visitor's cart (spec 2 §5
 * "Wishlist cart lines are read-only … unless in wishlist admin mode"); the server stores the owner's own items and a
 * shared cart's items as plain lines, since their owner (or nobody) administers them.
 */
export function wishlistItemToLineInput(item: WishlistItem): AddToCartLine {
  return {
    InventoryItemId: item.InventoryItemId,
    Quantity: item.Quantity,
    AddToCartSource: 'wishlist',
    KitChildren: [...(item.KitChildren ?? [])],
    UvPrintDesignCode: item.UvPrintDesignCode ?? null,
    CustomerWishlistItemId: item.CustomerWishlistItemId,
  };
}
