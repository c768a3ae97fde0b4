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
