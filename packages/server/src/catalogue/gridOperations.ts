// getItemGrid and cc/getItemGrid (spec 1 §3, §7; spec 2 §7): the body, or the cached GET's query, as one grid request.
import type { OperationContext, RequestContext } from '../http/operation.ts';
import { snapshotOf, warehouseOf } from './catalogueReads.ts';
import { runGridQuery, type GridRequest } from './gridQuery.ts';
import { resolveItemList, withListItems } from './itemLists.ts';

const booleanQuery = (value: unknown): boolean => value === true || value === 'true' || value === '1';

function gridRequestFromQuery(query: Record<string, unknown>): GridRequest {
  const ids = query['InventoryItemIds'];
  const number = (key: string): number | null => (typeof query[key] === 'number' ? (query[key] as number) : null);
  return {
    SearchString: typeof query['SearchString'] === 'string' ? query['SearchString'] : null,
    ManufacturerId: number('ManufacturerId'),
    InventoryCategoryId: number('InventoryCategoryId'),
    InventoryItemListId: number('InventoryItemListId'),
    PromotionId: number('PromotionId'),
    InventoryItemIds: Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [],
    OnlyWebsiteSpotlight: booleanQuery(query['OnlyWebsiteSpotlight']),
    OnlyFreeShipping: booleanQuery(query['OnlyFreeShipping']),
    OnlyClearance: booleanQuery(query['OnlyClearance']),
  };
}

/** getItemGrid: a list asked by id or sqid (spec 2 §7) becomes its items, in its order, before the grid query. */
async function itemGrid(context: RequestContext, request: GridRequest) {
  const snapshot = await snapshotOf(context);
  const list = await resolveItemList(context.services.db, request);
  const grid = runGridQuery(snapshot, list ? withListItems(request, list) : request, warehouseOf(context));
  // A list's grid is titled with the list's name (the build list page shows it, spec 2 §2).
  return list && request.GenerateTitle ? { ...grid, Title: `${list.name} (${grid.Items.length})` } : grid;
}

export const getItemGrid = (context: OperationContext<'POST', '/getItemGrid'>) => itemGrid(context, context.body);
export const getItemGridFromQuery = (context: OperationContext<'GET', '/cc/getItemGrid'>) => itemGrid(context, gridRequestFromQuery(context.query));
