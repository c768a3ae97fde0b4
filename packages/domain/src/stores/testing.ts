// Deterministic store records for tests: real suburbs' approximate coordinates, fields derived from the id.
import type { StoreRecord } from './store.ts';

export function makeStore(partial: Partial<StoreRecord> & Pick<StoreRecord, 'StoreId'>): StoreRecord {
  return {
    StoreCode: `S${partial.StoreId}`,
    StoreName: `Store ${partial.StoreId}`,
    State: 'WA',
    Email: `store${partial.StoreId}@example.com`,
    Phone: '08 9000 0000',
    StreetAddress: `${partial.StoreId} Test Street`,
    Suburb: 'Perth',
    Postcode: '6000',
    Latitude: null,
    Longitude: null,
    OpeningHours: [{ Day: 'Monday', Hours: '9:00am - 5:00pm' }],
    InventoryWarehouseId: partial.StoreId,
    ...partial,
  };
}

export const onlineStore = makeStore({ StoreId: 1, StoreName: 'Online', Latitude: -31.95, Longitude: 115.86 });
export const wangaraStore = makeStore({
  StoreId: 2,
  StoreName: 'Wangara',
  StoreCode: 'WA',
  Latitude: -31.79,
  Longitude: 115.83,
  InventoryWarehouseId: 1,
});
export const dandenongStore = makeStore({
  StoreId: 9,
  StoreName: 'Dandenong',
  StoreCode: 'DN',
  State: 'VIC',
  Suburb: 'Dandenong',
  Postcode: '3175',
  Latitude: -37.99,
  Longitude: 145.21,
  InventoryWarehouseId: 9,
});
export const storeWithoutCoordinates = makeStore({ StoreId: 10, StoreName: 'No Coordinates' });

export const testStores: StoreRecord[] = [
  onlineStore,
  wangaraStore,
  makeStore({ StoreId: 3, StoreName: 'Bentley', StoreCode: 'BE', Latitude: -32.0, Longitude: 115.92, InventoryWarehouseId: 2 }),
  makeStore({ StoreId: 4, StoreName: 'Osborne Park', StoreCode: 'OP', Latitude: -31.9, Longitude: 115.81, InventoryWarehouseId: 6 }),
  makeStore({
    StoreId: 5,
    StoreName: 'Moorabbin',
    StoreCode: 'MO',
    State: 'VIC',
    Suburb: 'Moorabbin',
    Postcode: '3189',
    Latitude: -37.94,
    Longitude: 145.05,
    InventoryWarehouseId: 4,
  }),
  dandenongStore,
  storeWithoutCoordinates,
];
