// The shopper's store and location, saved in the session from the locator and the geolocation box (spec 1 §3
// CustomerSessionPreferences: DefaultStoreId, DefaultWarehouseId, StoreName, LocationPostcode; spec 1 §4).
import type { StoreRecord } from '@rigkit/domain/stores';
import { browserApi } from './api.client.ts';

/** Makes the store the shopper's default (its warehouse with it, for the stock filters), and their postcode if known. */
export async function saveDefaultStore(store: StoreRecord | undefined, postcode?: string): Promise<void> {
  await browserApi().POST('/session/saveSession', {
    body: {
      ...(store ? { DefaultStoreId: store.StoreId, DefaultWarehouseId: store.InventoryWarehouseId, StoreName: store.StoreName } : {}),
      ...(postcode ? { LocationPostcode: postcode } : {}),
    },
  });
}

export async function locationOfPostcode(postcode: string) {
  const { data } = await browserApi().POST('/fetchLocationFromPostcode', { body: { Postcode: postcode } });
  if (!data.data) throw new Error(data.errors[0]?.ErrorText ?? 'Unknown postcode');
  return data.data;
}

export async function postcodeOfLocation(location: { Latitude: number; Longitude: number }) {
  const { data } = await browserApi().POST('/fetchPostcodeFromLocation', { body: location });
  if (!data.data) throw new Error(data.errors[0]?.ErrorText ?? 'No postcode');
  return data.data.Postcode;
}
