// Stock of the items the tests and the e2e shopper name, as the seed gave them before issue 17 rebuilt the
// catalogue (which reshuffled the random stream every later row draws from): the large mousepad is in stock at
// every store, the AM5 processor 500080 and 501001 are backordered with a supplier date, 500081 is on hand in two
// stores, and so on. Without these a rebuilt catalogue would silently change what those tests exercise.
import type { StockTable } from '../db/schema.ts';

type Row = readonly [warehouse: number, quantity: number, etaInDays?: number];

const pinned: ReadonlyMap<number, readonly Row[]> = new Map<number, readonly Row[]>([
  [500001, [[1, 7], [2, 16], [3, 13], [5, 13], [9, 23]]],
  [500003, [[0, 127], [3, 13], [4, 20], [6, 13]]],
  [500080, [[0, 0, 45]]],
  [500081, [[4, 25], [6, 25]]],
  [500137, [[1, 21], [2, 19], [4, 22], [6, 18], [9, 24]]],
  [501001, [[0, 0, 30]]],
  [602300, [[0, 125], [1, 6], [2, 23], [4, 15], [9, 8]]],
  [602301, [[1, 24], [2, 13], [3, 10], [4, 5], [5, 14], [6, 7], [9, 19]]],
  // The house-brand Wide and Desk mats in stock too (designed): the checkout's every-cart upsell offers the mats (its
  // rule reads primary categories, so only mouse mats) and needs five in stock to show four beside one in the cart.
  [602302, [[0, 60], [1, 12], [2, 9], [3, 6], [4, 11], [5, 8], [6, 10], [9, 7]]],
  [602303, [[0, 40], [1, 5], [2, 4], [3, 6], [4, 3], [5, 7], [6, 5], [9, 4]]],
  [663936, [[0, 167], [1, 20], [3, 5], [4, 2], [6, 4]]],
  // The printable mousepad is printed in store from stock blanks (designed): on hand, so it is the fifth add-on.
  [652174, [[0, 80], [1, 10], [2, 10], [3, 10], [4, 10], [5, 10], [6, 10], [9, 10]]],
]);

/** The items whose stock is pinned: other seed rules leave them as the tests know them. */
export const pinnedStockItemIds: ReadonlySet<number> = new Set(pinned.keys());

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The pinned stock rows of `itemId`, or null when its stock is drawn at random. */
export function pinnedStock(itemId: number, now: Date): StockTable[] | null {
  const rows = pinned.get(itemId);
  return rows
    ? rows.map(([warehouse, quantity, etaInDays]) => ({ inventory_item_id: itemId, inventory_warehouse_id: warehouse, quantity, eta: etaInDays === undefined ? null : isoDay(new Date(now.getTime() + etaInDays * 86_400_000)) }))
    : null;
}
