// Where the shopper shops, read from the session once by the root loader (the header, every grid) and by a grid
// page's loader that renders its first page on the server: both must name the same store and warehouse.
import type { components } from '@rigkit/api-client';

type SessionPreferences = components['schemas']['SessionBundle']['CustomerSessionPreferences'];

/** The shopper's store, its warehouse and the postcode they gave, from the session's preferences. */
export interface ShopperPlace {
  storeName: string;
  warehouseId: number;
  postcode: string | null;
}

export function shopperPlace(preferences: SessionPreferences | undefined): ShopperPlace {
  return {
    storeName: preferences?.StoreName ?? 'Online',
    warehouseId: preferences?.DefaultWarehouseId ?? 1,
    postcode: preferences?.LocationPostcode ?? null,
  };
}
