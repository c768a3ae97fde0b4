// Item lists (migration 0009; spec 2 §2 /ItemList/{InventoryItemListId} and /buildlist/{sqid}/{name}, §7 getItemGrid):
// getItemGrid asked for a list by id or sqid answers the list's items in the list's order, narrowed by any other
// scope and filter in the request.
import type { Kysely } from 'kysely';
import type { GridRequest } from './gridQuery.ts';
import type { Db } from '../db/openDatabase.ts';
import { ApiError } from '../http/envelope.ts';

export interface ItemListsTable {
  inventory_item_list_id: number;
  inventory_item_list_sqid: string;
  item_list_name: string;
  is_build_list: boolean;
  created_at?: Date | string;
}

export interface ItemListItemsTable {
  inventory_item_list_id: number;
  inventory_item_id: number;
  sort_order: number;
}

/** The tables of migration 0009 (db/schema.ts does not list them yet). A type, not an interface: Kysely's
 * withTables needs a type with an implicit index signature. */
export type ItemListTables = {
  item_lists: ItemListsTable;
  item_list_items: ItemListItemsTable;
};

export const itemListErrors = {
  notFound: (list: string | number) => `Item list ${list} was not found`,
} as const;

const itemListDb = (db: Db): Kysely<ItemListTables> => db.withTables<ItemListTables>();

export interface ResolvedItemList {
  name: string;
  itemIds: number[];
}

/** The list a grid request names, or null when it names none; 404 for a list that does not exist. */
export async function resolveItemList(db: Db, request: Pick<GridRequest, 'InventoryItemListId' | 'InventoryItemListSqid'>): Promise<ResolvedItemList | null> {
  const sqid = request.InventoryItemListSqid?.trim();
  if (request.InventoryItemListId == null && !sqid) return null;
  let query = itemListDb(db).selectFrom('item_lists').select(['inventory_item_list_id', 'item_list_name']);
  if (request.InventoryItemListId != null) query = query.where('inventory_item_list_id', '=', request.InventoryItemListId);
  if (sqid) query = query.where('inventory_item_list_sqid', '=', sqid);
  const list = await query.executeTakeFirst();
  if (!list) throw new ApiError(404, itemListErrors.notFound(request.InventoryItemListId ?? sqid ?? ''));
  const items = await itemListDb(db).selectFrom('item_list_items').select('inventory_item_id').where('inventory_item_list_id', '=', list.inventory_item_list_id).orderBy('sort_order').execute();
  return { name: list.item_list_name, itemIds: items.map((item) => item.inventory_item_id) };
}

/**
 * The grid request with the list as its chosen items (kept in list order unless a sort is asked for). When nothing
 * of the list is left (all of it outside the asked InventoryItemIds), the list fields stay and the grid narrows to
 * nothing, as it does for a list without items.
 */
export function withListItems(request: GridRequest, list: ResolvedItemList): GridRequest {
  const asked = request.InventoryItemIds ?? [];
  const itemIds = asked.length > 0 ? list.itemIds.filter((id) => asked.includes(id)) : list.itemIds;
  if (itemIds.length === 0) return request;
  return { ...request, InventoryItemIds: itemIds, InventoryItemListId: null, InventoryItemListSqid: null, PeopleAlsoBought: false };
}
