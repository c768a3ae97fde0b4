// The answer of a grid's items address (routes/grid-items-*.tsx): the items as JSON the browser may keep a while.
import type { TileItem } from '@rigkit/api-client/mappers';
import { gridItemsCacheControl } from './gridItems.ts';
import { itemsJson } from './itemsJson.ts';

export function gridItemsResponse(items: readonly TileItem[]): Response {
  return new Response(itemsJson(items), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': gridItemsCacheControl },
  });
}
