// The grid's shopper (store names of the stock filter, WA status): ProductGrid gives it to the grid, and a grid page's
// loader computes its first page on the server with it; one rule for both.
import { isWaCustomer } from '@rigkit/domain/region';
import type { GridShopper } from '@rigkit/react/ItemGrid';
import type { ShopperPlace } from './shopperPlace.ts';

/**
 * The grid's shopper: WA by postcode or store, and by the device's time zone once hydrated (spec 1 §5). The server
 * knows no time zone (null): a grid whose WA status changes with it loads its items and computes the view itself.
 */
export function gridShopper(place: ShopperPlace, timezoneOffset: number | null): GridShopper {
  return {
    storeName: place.storeName,
    warehouseId: place.warehouseId,
    isWa: isWaCustomer({ postcode: place.postcode, defaultWarehouseId: place.warehouseId, timezoneOffset }),
  };
}
