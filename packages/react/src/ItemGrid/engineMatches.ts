// The domain's grid engine over a grid's items: which items a view matches, in order, and its filter counts. The one
// module of the grid that brings the engine: a grid given every item imports it at once, a partial source loads it
// with the items (useItemGridSource.ts), and a page's server runs it for the first page (itemGridFirstPage.ts).
import type { TileItem } from '@rigkit/api-client/mappers';
import { toGridItem } from '@rigkit/api-client/mappers';
import type { GridEngine, GridEngineFacets, GridViewContext, GridViewState } from '@rigkit/domain/grid';
import { createGridEngine, gridViewQuery, listedGridItems } from '@rigkit/domain/grid';

/** What a view shows: its matches (capped at MaximumItemsToRender), the total and the filter counts. */
export interface GridMatches {
  /** The matching items in display order; with `isComplete` false, only the first page of them. */
  items: readonly TileItem[];
  total: number;
  /** How many items match and can be shown (items.length when complete). */
  matchedCount: number;
  facets: GridEngineFacets;
  /** False while the items are a partial source's first page: more matches exist than `items` holds. */
  isComplete: boolean;
  /** False while the answer is for choices other than the shopper's current ones (a partial source still loading). */
  isCurrent: boolean;
}

interface ListedEngine {
  engine: GridEngine;
  byId: ReadonlyMap<number, TileItem>;
}

// One engine per listed item array: built once, reused by every query while the grid's items stand (the index costs
// far more than a query). Keyed by the arrays themselves, so a new item list gets a new engine.
const engines = new WeakMap<readonly TileItem[], ListedEngine>();
// A WA feature list leaves items out (listedGridItems); that filtered list is kept per item list, so it keeps its engine.
const waFeatureLists = new WeakMap<readonly TileItem[], readonly TileItem[]>();

function listedItems(items: readonly TileItem[], state: GridViewState, context: GridViewContext): readonly TileItem[] {
  const listed = listedGridItems(items, { isWa: context.isWa, gridType: state.gridType });
  if (listed === items) return items;
  let kept = waFeatureLists.get(items);
  if (!kept) waFeatureLists.set(items, (kept = listed));
  return kept;
}

/** The engine over the items the view lists, and the items by InventoryItemId. */
export function listedEngine(items: readonly TileItem[], state: GridViewState, context: GridViewContext): ListedEngine {
  const listed = listedItems(items, state, context);
  let entry = engines.get(listed);
  if (!entry) {
    entry = { engine: createGridEngine(listed.map(toGridItem)), byId: new Map(listed.map((item) => [item.InventoryItemId, item])) };
    engines.set(listed, entry);
  }
  return entry;
}

/** The view's matches over every item. */
export function gridMatches(items: readonly TileItem[], state: GridViewState, context: GridViewContext): GridMatches {
  const { engine, byId } = listedEngine(items, state, context);
  const result = engine.query(gridViewQuery(state, engine.items.length, context));
  const matched = result.items.map((item) => byId.get(item.InventoryItemId)).filter((item) => item !== undefined);
  return { items: matched, total: result.total, matchedCount: matched.length, facets: result.facets, isComplete: true, isCurrent: true };
}
