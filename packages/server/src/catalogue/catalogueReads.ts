// What every catalogue read starts from: the index's current snapshot and the shopper's warehouse.
import type { RequestContext } from '../http/operation.ts';
import { sessionPreferences } from '../identity/sessions.ts';
import type { CatalogueSnapshot } from './catalogueIndex.ts';

export async function snapshotOf(context: RequestContext): Promise<CatalogueSnapshot> {
  return (await context.services.catalogue()).refreshIfStale();
}

export const warehouseOf = (context: RequestContext): number => {
  const value = sessionPreferences(context.identity)['DefaultWarehouseId'];
  return typeof value === 'number' ? value : 9;
};
