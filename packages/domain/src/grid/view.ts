// One grid view, the same wherever it is computed: the item grid in the browser runs it over every item, and a page's
// server runs it to render the first page before the browser holds the list (issue 21 item 3). Both build the engine
// query here and name the result by the same key, so the browser knows when the server's answer is still its own.
import type { GridEngine, GridEngineFacets, GridEngineQuery } from './engine/index.ts';
import { gridEngineQuery } from './query.ts';
import type { GridViewState } from './settings.ts';

/** Everything besides the shopper's choices that decides which items a grid view matches and how it counts them. */
export interface GridViewContext {
  /** The shopper's default warehouse: names the "my store" and "my state" stock filters and their counts. */
  warehouseId?: number | undefined;
  /** Whether the shopper counts as WA: a WA feature list leaves some categories out (listedGridItems, spec 1 §6). */
  isWa: boolean;
  /** GridSettings.MaximumItemsToRender: matches past it are never shown. @default every match */
  maximumItems?: number | null | undefined;
}

/** The engine query of a view over `itemCount` listed items: every match up to MaximumItemsToRender, in one page. */
export function gridViewQuery(state: GridViewState, itemCount: number, context: GridViewContext): GridEngineQuery {
  return gridEngineQuery(state, {
    ...(context.warehouseId === undefined ? {} : { warehouseId: context.warehouseId }),
    pageSize: context.maximumItems ?? Math.max(1, itemCount),
  });
}

/**
 * Names what a view's matches, order and counts depend on: equal keys, equal answers over the same items. The layout
 * counts only where it changes the listed items (a WA shopper's feature list); a layout switch elsewhere keeps the key.
 */
export function gridViewKey(state: GridViewState, context: GridViewContext): string {
  return JSON.stringify([
    state.availability,
    state.brands,
    state.categories,
    Object.entries(state.attributes).filter(([, values]) => values.length > 0),
    state.search,
    state.sortKey,
    state.sortDirection,
    context.warehouseId ?? null,
    context.maximumItems ?? null,
    context.isWa && state.gridType === 'featurelist',
  ]);
}

/** A view's answer reduced to what a first render needs: the first `pageSize` matches, the counts and the total. */
export interface GridFirstPage {
  /** gridViewKey of the view it answers. */
  key: string;
  /** InventoryItemIds of the first page, in display order. */
  itemIds: number[];
  /** Every match. */
  total: number;
  /** Matches the grid can show (Show more included): the total capped at MaximumItemsToRender. */
  matchedCount: number;
  facets: GridEngineFacets;
}

/** The first page of a view, by the same engine query the browser runs (`engine` holds the listed items). */
export function gridFirstPage(engine: GridEngine, state: GridViewState, context: GridViewContext, pageSize: number): GridFirstPage {
  const result = engine.query(gridViewQuery(state, engine.items.length, context));
  return {
    key: gridViewKey(state, context),
    itemIds: result.items.slice(0, Math.max(1, pageSize)).map((item) => item.InventoryItemId),
    total: result.total,
    matchedCount: result.items.length,
    facets: result.facets,
  };
}

/**
 * Facets answered for other choices, with the shopper's current choices marked selected: while a grid waits for the
 * items its new choices need, its filters show what was pressed (the counts are the old ones until the answer).
 */
export function reselectGridFacets(facets: GridEngineFacets, state: GridViewState): GridEngineFacets {
  return {
    availability: facets.availability,
    brands: facets.brands.map((bucket) => ({ ...bucket, isSelected: state.brands.includes(bucket.value) })),
    categories: facets.categories.map((bucket) => ({ ...bucket, isSelected: state.categories.includes(bucket.value) })),
    attributes: Object.fromEntries(
      Object.entries(facets.attributes).map(([key, buckets]) => [key, buckets.map((bucket) => ({ ...bucket, isSelected: (state.attributes[key] ?? []).includes(bucket.value) }))]),
    ),
  };
}
