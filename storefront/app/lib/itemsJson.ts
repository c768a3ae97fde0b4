// Item lists travel from a loader to the browser as one JSON text. React Router's stream encoder walks every value
// of an object list in JavaScript: on the server a 165-item category was a fifth of a render's CPU (node --cpu-prof
// on bench/storefront-load.bench.ts), and in the browser decoding the home page's 36 items while hydrating was its
// largest script cost after React itself (CPU profile at 4x). JSON.stringify and JSON.parse are native and several
// times faster.
import type { TileItem } from '@rigkit/api-client/mappers';

/** The loader side: the items as the JSON text a route hands to `parseItemsJson`. */
export function itemsJson(items: readonly TileItem[]): string {
  return JSON.stringify(items);
}

/** The component side (memoise it on the text): the items back, or none if the text is not a list. */
export function parseItemsJson(json: string): readonly TileItem[] {
  const items: unknown = JSON.parse(json);
  return Array.isArray(items) ? (items as TileItem[]) : [];
}
