// The operations of cart/ (cartOperations.ts), registered with the contract's method and path.
import type { Register } from '../http/operation.ts';
import { pricedCartFor } from '../session/sessionBundle.ts';
import { applyCoupon, fetchShipping, updateCart } from '../cart/cartOperations.ts';

export function registerCartRoutes(register: Register): void {
  register('GET', '/fetchCart', async (context) => (await pricedCartFor(context.services, context.identity)).ShoppingCart);
  register('POST', '/updateCart', updateCart);
  register('POST', '/applyCouponToCart', applyCoupon);
  register('POST', '/fetchShipping', fetchShipping);
}
