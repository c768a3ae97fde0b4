// A partial source's first page, computed where the items are (a page's server): the same engine, the same view
// context and the same query the grid runs in the browser (engineMatches.ts, useGridView.ts), so the page the server
// renders is the page the grid would show, and the browser hydrates it unchanged.
import type { TileItem } from '@rigkit/api-client/mappers';
import type { GridSettings, GridViewState } from '@rigkit/domain/grid';
import { defaultGridSettings, gridFirstPage, gridViewStateFromSettings } from '@rigkit/domain/grid';
import { listedEngine } from './engineMatches.ts';
import { gridViewContextOf } from './useGridView.ts';
import type { GridShopper, ItemGridFirstPage } from './useItemGrid.ts';

export interface ItemGridFirstPageOptions {
  /** As the grid will be given them. */
  gridSettings?: Partial<GridSettings>;
  /** The shopper's choices, e.g. parsed from the page address; @default gridViewStateFromSettings(gridSettings) */
  settings?: GridViewState;
  /** As the grid will be given it (its WA status as the server knows it: the browser loads the items if it differs). */
  shopper?: GridShopper;
  /** The grid's pageSize. */
  pageSize: number;
}

/**
 * An item as this grid's tiles render it: without what only the engine's sorts read (the ranks), what no tile shows
 * (the product page's short description), and the plain description unless the grid shows it (UsePlainDescription,
 * fixed for a grid). The first page is only ever rendered: another view is computed over every item, loaded first
 * (useItemGridSource), so these bytes of every grid page's HTML (issue 21 item 3) would never be read.
 */
function asRendered(item: TileItem, usePlainDescription: boolean): TileItem {
  const { ShortDescription: _shortDescription, PopularityRank: _popularity, AgeRank: _age, Relevance: _relevance, ItemPlainDescription, ...rendered } = item;
  return usePlainDescription && ItemPlainDescription !== undefined ? { ...rendered, ItemPlainDescription } : rendered;
}

/** The first page of the view `options` describe over every item, for `ItemGridSourceRoot`'s `source.firstPage`. */
export function itemGridFirstPage(items: readonly TileItem[], options: ItemGridFirstPageOptions): ItemGridFirstPage {
  const gridSettings = { ...defaultGridSettings, ...options.gridSettings };
  const settings = options.settings ?? gridViewStateFromSettings(gridSettings);
  const context = gridViewContextOf(options.shopper, options.gridSettings);
  const { engine, byId } = listedEngine(items, settings, context);
  const page = gridFirstPage(engine, settings, context, options.pageSize);
  return {
    key: page.key,
    items: page.itemIds.map((id) => byId.get(id)).filter((item) => item !== undefined).map((item) => asRendered(item, gridSettings.UsePlainDescription)),
    total: page.total,
    matchedCount: page.matchedCount,
    facets: page.facets,
  };
}
