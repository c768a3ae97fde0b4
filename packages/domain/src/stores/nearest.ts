// Nearest store from a postcode's coordinates (spec 1 §4 Geolocation): great-circle distance; beyond 50 km the
// shopper's default store becomes store 1, the online/delivery store.
import { onlineStoreId, type StoreRecord } from './store.ts';

export interface Coordinates {
  Latitude: number;
  Longitude: number;
}

/** Farther than this, the nearest store falls back to store 1 (spec 1 §9). */
export const nearestStoreMaximumKilometres = 50;

const earthRadiusKilometres = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in kilometres. */
export function haversineKilometres(from: Coordinates, to: Coordinates): number {
  const latitudeChange = radians(to.Latitude - from.Latitude);
  const longitudeChange = radians(to.Longitude - from.Longitude);
  const a =
    Math.sin(latitudeChange / 2) ** 2 +
    Math.cos(radians(from.Latitude)) * Math.cos(radians(to.Latitude)) * Math.sin(longitudeChange / 2) ** 2;
  return 2 * earthRadiusKilometres * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The closest store with coordinates (store 1 itself is no place to visit), or undefined when none has any. */
export function nearestStore(
  stores: readonly StoreRecord[],
  location: Coordinates,
): { store: StoreRecord; kilometres: number } | undefined {
  let best: { store: StoreRecord; kilometres: number } | undefined;
  for (const store of stores) {
    if (store.StoreId === onlineStoreId || store.Latitude == null || store.Longitude == null) continue;
    const kilometres = haversineKilometres(location, { Latitude: store.Latitude, Longitude: store.Longitude });
    if (!best || kilometres < best.kilometres) best = { store, kilometres };
  }
  return best;
}

/** The default store for a location: the nearest within 50 km, otherwise store 1. */
export function defaultStoreIdForLocation(stores: readonly StoreRecord[], location: Coordinates): number {
  const nearest = nearestStore(stores, location);
  return nearest && nearest.kilometres <= nearestStoreMaximumKilometres ? nearest.store.StoreId : onlineStoreId;
}
