// Everything a catalogue page shows of its shopper, read from the session once per render. Catalogue loaders read the
// shopper only through it (the root's header, the grid's store, the category's games, the product's purchase
// actions), and the /api's catalogue reads only the warehouse in it: so two shoppers with the same view get the same
// page, and the storefront server keeps personalised pages keyed by the view (server/README.md, "Page cache").
import type { components } from '@rigkit/api-client';
import type { ShopperPlace } from './shopperPlace.ts';
import { shopperPlace } from './shopperPlace.ts';

type SessionBundle = components['schemas']['SessionBundle'];

export interface ShopperView extends ShopperPlace {
  isLoggedIn: boolean;
  firstName: string | null;
  /** Units in the cart, for the header's count. */
  cartCount: number;
  /** The games chosen on /ChooseMyGamingPC (spec 1 §3), for the compatibility wheels on PCs. */
  interestedGames: number[];
}

export function shopperView(session: SessionBundle | undefined): ShopperView {
  const preferences = session?.CustomerSessionPreferences;
  return {
    isLoggedIn: preferences?.IsLoggedIn ?? false,
    firstName: preferences?.FirstName ?? null,
    cartCount: (session?.ShoppingCart?.ShoppingCartItems ?? []).reduce((sum, line) => sum + line.Quantity, 0),
    ...shopperPlace(preferences),
    interestedGames: [...(preferences?.InterestedGames ?? [])],
  };
}

/** One string per distinct view: the same fields in the same order, so equal views give equal keys. */
export function shopperViewKey(view: ShopperView): string {
  const { isLoggedIn, firstName, cartCount, storeName, warehouseId, postcode, interestedGames } = view;
  return JSON.stringify([isLoggedIn, firstName, cartCount, storeName, warehouseId, postcode, interestedGames]);
}
