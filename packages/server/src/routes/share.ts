// Shared carts (read back as wishlists) and short links (spec 2 §7, spec 3 §7) and the postcode lookups (spec 1 §4,
// §7): the operations of share/ and address/postcodeLookup.ts.
import type { Hono } from 'hono';
import { locationFromPostcode, postcodeFromLocation } from '../address/postcodeLookup.ts';
import type { Register } from '../http/operation.ts';
import type { Services } from '../http/services.ts';
import { createShareableCart } from '../share/sharedCart.ts';
import { followShortLink, minifyUrl } from '../share/shortLinks.ts';
import { registerWishlistRoutes } from './wishlists.ts';

export function registerShareRoutes(register: Register): void {
  register('POST', '/createShareableCart', createShareableCart);
  // A shared cart is read back through the wishlist calls, so they are served with it.
  registerWishlistRoutes(register);
  register('POST', '/minifyUrl', minifyUrl);
  register('POST', '/fetchLocationFromPostcode', locationFromPostcode);
  register('POST', '/fetchPostcodeFromLocation', postcodeFromLocation);
}

export function registerShortLinkRoutes(app: Hono, services: Services): void {
  // The short link itself (outside the contract, like images).
  app.get('/s/:code', (c) => followShortLink(c, services));
}
