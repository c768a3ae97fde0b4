// Every item of a grid page, at an address of its own (issue 21 item 3): the page sends the first page of its grid, and
// the browser fetches the whole list from here when the shopper shows intent to filter, sort, search or see more.
// A GET the browser may keep (private: prices follow the shopper's session), compressed by the server as JSON.
import type { TileItem } from '@rigkit/api-client/mappers';
import { parseItemsJson } from './itemsJson.ts';

/** How long the browser keeps a grid's items: as long as a shopper lingers on a listing. */
export const gridItemsCacheControl = 'private, max-age=300';

/** The address of a category's items (routes/grid-items-category.tsx). */
export const categoryItemsPath = (categoryId: number): string => `/GridItems/Categories/${categoryId}`;

/** Fetches a grid's items from its address; throws on a failed answer (the grid asks again on the next intent). */
export async function loadGridItems(path: string): Promise<readonly TileItem[]> {
  const response = await fetch(path, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return parseItemsJson(await response.text());
}
