// From the shopper's grid state to one engine query: the stock filter needs the shopper's warehouse and state
// (VIC for warehouses 4 and 9, otherwise WA; spec 1 §9).
import { stateForWarehouse } from '../region/warehouses.ts';
import type { GridEngineQuery } from './engine/index.ts';
import type { GridViewState } from './settings.ts';

export interface GridQueryContext {
  /** The shopper's default warehouse (DefaultWarehouseId of the session). */
  warehouseId?: number | null;
  page?: number;
  pageSize?: number;
  randomSeed?: number;
  attributeFacetKeys?: readonly string[];
}

export function gridEngineQuery(state: GridViewState, context: GridQueryContext = {}): GridEngineQuery {
  const warehouseId = context.warehouseId ?? undefined;
  return {
    availability: state.availability,
    shopper: warehouseId === undefined ? {} : { warehouseId, state: stateForWarehouse(warehouseId) },
    brands: state.brands,
    categories: state.categories,
    attributes: state.attributes,
    search: state.search,
    sortKey: state.sortKey,
    sortDirection: state.sortDirection,
    ...(context.randomSeed === undefined ? {} : { randomSeed: context.randomSeed }),
    ...(context.page === undefined ? {} : { page: context.page }),
    ...(context.pageSize === undefined ? {} : { pageSize: context.pageSize }),
    ...(context.attributeFacetKeys === undefined ? {} : { attributeFacetKeys: context.attributeFacetKeys }),
  };
}
