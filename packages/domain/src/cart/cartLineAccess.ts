import type { CartLine } from './types.ts';

/** A line that came from a wishlist (it has a CustomerWishlistItemId). */
export function isWishlistCartLine(line: Pick<CartLine, 'CustomerWishlistItemId'>): boolean {
  return line.CustomerWishlistItemId !== null;
}

/** Wishlist lines are read-only (no quantity change, no removal) unless in wishlist admin mode (spec 2 §5). */
export function isCartLineReadOnly(
  line: Pick<CartLine, 'CustomerWishlistItemId'>,
  options: { isWishlistAdmin: boolean },
): boolean {
  return isWishlistCartLine(line) && !options.isWishlistAdmin;
}

/**
 * The cart holds a custom build: a KIT line with kit children. Checkout passes this flag to the payment step, where
 * the Christmas 2024 cut-off notice for custom builds shows (spec 3 §2.6, §4.4). Designed: the spec names the flag,
 * not how it is derived.
 */
export function cartContainsCustomBuild(lines: readonly Pick<CartLine, 'ItemTypeCode' | 'KitChildren'>[]): boolean {
  return lines.some((line) => line.ItemTypeCode === 'KIT' && line.KitChildren.length > 0);
}
