// The Store record of the lookup bundle (spec 1 §3 "Store"; spec 3 §3 adds StreetAddress and Suburb).

export interface OpeningHoursRow {
  Day: string;
  Hours: string;
}

export interface StoreRecord {
  StoreId: number;
  StoreCode: string;
  StoreName: string;
  State: string;
  Email: string;
  Phone: string;
  StreetAddress: string;
  Suburb: string;
  Postcode: string;
  Latitude: number | null;
  Longitude: number | null;
  /** One row a day as the lookup bundle sends it ("Monday", "9:00am - 5:30pm" or "Closed"). */
  OpeningHours: readonly OpeningHoursRow[];
  InventoryWarehouseId: number;
}

/** Store 1 is the online/delivery store, the default and the fallback (spec 1 §9, spec 3 §9). */
export const onlineStoreId = 1;

/** A store's own page: /Contact/{store name with spaces removed} (spec 1 §2). */
export function storePagePath(store: Pick<StoreRecord, 'StoreName'>): string {
  return `/Contact/${store.StoreName.replaceAll(' ', '')}`;
}
