// The operations of wishlists/ (wishlists.ts), registered with the contract's method and path.
import type { Register } from '../http/operation.ts';
import { addItemsToWishlist, createWishlist, deleteWishlist, deleteWishlistItem, fetchWishlistInformation, fetchWishlistItems, fetchWishlists, updateWishlistItem, updateWishlistName, updateWishlistPublic } from '../wishlists/wishlists.ts';

export function registerWishlistRoutes(register: Register): void {
  register('POST', '/fetchWishlists', fetchWishlists);
  register('POST', '/createWishlist', createWishlist);
  register('POST', '/fetchWishlistInformation', fetchWishlistInformation);
  register('POST', '/fetchWishlistItems', fetchWishlistItems);
  register('POST', '/updateWishlistItem', updateWishlistItem);
  register('POST', '/deleteWishlistItem', deleteWishlistItem);
  register('POST', '/updateWishlistName', updateWishlistName);
  register('POST', '/updateWishlistPublic', updateWishlistPublic);
  register('POST', '/deleteWishlist', deleteWishlist);
  register('POST', '/addItemsToWishlist', addItemsToWishlist);
}
