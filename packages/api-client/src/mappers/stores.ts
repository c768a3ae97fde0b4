// Stores of the lookup bundle (spec 1 §3 "Store") as the domain's store rules read them: the contract leaves every
// field but StoreId and StoreName optional, the domain wants them present (empty when the server sent none).
import type { StoreRecord } from '@rigkit/domain/stores';
import type { components } from '../generated/schema.ts';

type ContractStore = components['schemas']['Store'];

export function toStoreRecord(store: ContractStore): StoreRecord {
  return {
    StoreId: store.StoreId,
    StoreCode: store.StoreCode ?? '',
    StoreName: store.StoreName,
    State: store.State ?? '',
    Email: store.Email ?? '',
    Phone: store.Phone ?? '',
    StreetAddress: store.StreetAddress ?? '',
    Suburb: store.Suburb ?? '',
    Postcode: store.Postcode ?? '',
    Latitude: store.Latitude ?? null,
    Longitude: store.Longitude ?? null,
    OpeningHours: (store.OpeningHours ?? []).map((row) => ({ Day: row.Day ?? '', Hours: row.Hours ?? '' })),
    InventoryWarehouseId: store.InventoryWarehouseId ?? 0,
  };
}
