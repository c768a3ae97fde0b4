// The default name of a new wishlist: "My Wishlist" plus the count of existing ones + 1 (spec 3 §9).
import { ACCOUNT_MESSAGES } from './messages.ts';

/** "My Wishlist 3" when the customer has 2 wishlists. */
export function defaultWishlistName(existingWishlistCount: number): string {
  return `${ACCOUNT_MESSAGES.defaultWishlistName} ${existingWishlistCount + 1}`;
}
