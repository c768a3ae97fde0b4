// The session bundle answered by fetchSession, saveSession, webAuth and logout (contract SessionBundle).
import type { CatalogueSnapshot } from '../catalogue/catalogueIndex.ts';
import { couponPromotions, loadCart, priceCart, type CartState } from '../cart/cartService.ts';
import { shippingOptions } from '../cart/shipping.ts';
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
    typeof postcode === 'string' && /^\d{4}$/.test(postcode) ? await shippingOptionsForCart(services, snapshot, cart, postcode, priced.freeShipping) : [];
  return { ShoppingCart: priced.ShoppingCart, ShippingOptionsForCart };
}

export async function shippingOptionsForCart(services: Services, snapshot: CatalogueSnapshot, cart: CartState, postcode: string, freeShipping: boolean) {
  const lines = cart.lines.flatMap((line) => {
    const item = snapshot.items.get(line.InventoryItemId);
    return item ? [{ item, quantity: line.Quantity }] : [];
  });
  return shippingOptions(snapshot.shippingPlaces, lines, postcode, { freeShipping });
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
