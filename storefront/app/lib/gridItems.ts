// Every item of a grid page, at an address of its own (issue 21 item 3): the page sends the first page of its grid, and
// the browser fetches the whole list from here when the shopper shows intent to filter, sort, search or see more.
// A GET the browser may keep (private: prices follow the shopper's session), compressed by the server as JSON.
import type { TileItem } from '@rigkit/api-client/mappers';
import { INVENTORY_ITEM_IDS_PARAMETER } from '@rigkit/domain/grid';
import type { ItemGridFirstPage, ItemGridSource } from '@rigkit/react/ItemGrid';
import { useMemo } from 'react';
import { parseItemsJson } from './itemsJson.ts';

/** How long the browser keeps a grid's items: as long as a shopper lingers on a listing. */
export const gridItemsCacheControl = 'private, max-age=300';

/** The address of a category's items (routes/grid-items-category.tsx). */
export const categoryItemsPath = (categoryId: number): string => `/GridItems/Categories/${categoryId}`;

/** The address of a preset item list's items (routes/grid-items-item-list.tsx). */
export const itemListItemsPath = (listId: number): string => `/GridItems/ItemList/${listId}`;

/** /ItemGrid's choice of items and its flags in the address: what decides the items (the grid's own settings do not). */
export const itemGridChoiceKeys: readonly string[] = [INVENTORY_ITEM_IDS_PARAMETER, 'showTitle', 'showAttributes'];

/** The address of /ItemGrid's chosen items: the page address's choice of items and flags (routes/grid-items-item-grid.tsx). */
export function chosenItemsPath(pageQuery: URLSearchParams): string {
  const query = new URLSearchParams();
  for (const key of itemGridChoiceKeys) {
    const value = pageQuery.get(key);
    if (value !== null) query.set(key, value);
  }
  return `/GridItems/ItemGrid?${query.toString()}`;
}

/** The address of a build list's items (routes/grid-items-build-list.tsx). */
export const buildListItemsPath = (sqid: string): string => `/GridItems/BuildList/${encodeURIComponent(sqid)}`;

/** Fetches a grid's items from its address; throws on a failed answer (the grid asks again on the next intent). */
export async function loadGridItems(path: string): Promise<readonly TileItem[]> {
  const response = await fetch(path, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return parseItemsJson(await response.text());
}

/** The grid's partial source: the loader's first page, the rest from `itemsPath` (the same object while both stand). */
export function useGridSource(firstPage: ItemGridFirstPage, itemsPath: string): ItemGridSource {
  return useMemo(() => ({ firstPage, loadItems: () => loadGridItems(itemsPath) }), [firstPage, itemsPath]);
}
