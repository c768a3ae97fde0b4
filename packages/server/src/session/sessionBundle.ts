// The session bundle answered by fetchSession, saveSession, webAuth and logout (contract SessionBundle).
import { couponPromotions, loadCart, priceCart, type CartState } from '../cart/cartService.ts';
import { shippingOptionsForCart } from '../cart/shipping.ts';
import type { Services } from '../http/services.ts';
import { accountStatistics, sessionPreferences, type Identity } from '../identity/sessions.ts';

export async function pricedCartFor(services: Services, identity: Identity, state?: CartState) {
  const catalogue = await services.catalogue();
  const snapshot = await catalogue.refreshIfStale();
  const cart = state ?? (await loadCart(services.db, identity.sessionGuid));
  const coupons = await couponPromotions(services.db, cart.couponCodes);
  const priced = priceCart(snapshot, cart, coupons, services.now());
  const postcode = identity.preferences['LocationPostcode'];
  const ShippingOptionsForCart =
    typeof postcode === 'string' && /^\d{4}$/.test(postcode) ? shippingOptionsForCart(snapshot, cart, postcode, priced.freeShipping) : [];
  return { ShoppingCart: priced.ShoppingCart, ShippingOptionsForCart };
}


export async function sessionBundle(services: Services, identity: Identity, authenticationKey?: string | null) {
  const { ShoppingCart, ShippingOptionsForCart } = await pricedCartFor(services, identity);
  return {
    ...(authenticationKey === undefined ? {} : { AuthenticationKey: authenticationKey }),
    CustomerSessionPreferences: sessionPreferences(identity),
    ShoppingCart,
    ShippingOptionsForCart,
    MyPLEStats: await accountStatistics(services.db, identity),
  };
}
