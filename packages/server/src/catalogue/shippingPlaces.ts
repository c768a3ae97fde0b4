// The shipping reference tables: every method, store and warehouse. A shipping quote and every order read all three,
// and they change only when the store's set-up does, so they are read with the catalogue (catalogueIndex.ts) rather
// than per request: three queries fewer for each quote and each order. A change shows at the catalogue's next reload
// (when the items change, within the hour, or at once through `reload()`).
import type { Selectable } from 'kysely';
import type { Db } from '../db/openDatabase.ts';
import type { ShippingMethodsTable, StoresTable, WarehousesTable } from '../db/schema.ts';

export interface ShippingPlaces {
  /** In shipping method id order. */
  methods: Selectable<ShippingMethodsTable>[];
  /** In store id order. */
  stores: Selectable<StoresTable>[];
  warehouses: Selectable<WarehousesTable>[];
}

export async function loadShippingPlaces(db: Db): Promise<ShippingPlaces> {
  const [methods, stores, warehouses] = await Promise.all([
    db.selectFrom('shipping_methods').selectAll().orderBy('shipping_method_id').execute(),
    db.selectFrom('stores').selectAll().orderBy('store_id').execute(),
    db.selectFrom('warehouses').selectAll().execute(),
  ]);
  return { methods, stores, warehouses };
}
