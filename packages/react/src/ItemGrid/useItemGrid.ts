// The item grid's props and state (spec 1 §2, §4, §5, §9), and the hook for a grid given every item. The view logic
// both grid sources share is in useGridView.ts; this module alone brings the domain's grid engine with it.
import type { components } from '@rigkit/api-client';
import type { AvailabilityFilterValue } from '@rigkit/domain/availability';
import type { GridEngineFacets, GridFilterChip, GridSettings, GridSortKey, GridType, GridViewState, NumericRange } from '@rigkit/domain/grid';
import type { TileItem } from '@rigkit/api-client/mappers';
import { useMemo } from 'react';
import { gridMatches } from './engineMatches.ts';
import type { ItemGridFilterOption, ItemGridRangeGroup } from './gridFilterOptions.ts';
import { useGridChoices, useGridView } from './useGridView.ts';

type Category = components['schemas']['Category'];

/** Where the shopper shops: names the "In Stock {store}" and "In Stock {state}" choices (spec 1 §2, §9). */
export interface GridShopper {
  /** The shopper's store name, e.g. "Wangara". */
  storeName: string;
  /** The store's warehouse (DefaultWarehouseId); VIC for 4 and 9, otherwise WA. */
  warehouseId: number;
  /** Whether the shopper counts as WA (postcode, warehouse or timezone; `isWaCustomer`). @default isWaCustomer({ defaultWarehouseId: warehouseId }) */
  isWa?: boolean;
}

/** What a grid is given besides its items: the same for an item list and a partial source. */
export interface ItemGridBaseProps {
  /** The grid's configuration as the page or API gives it (spec 1 §3 "Grid settings"). @default defaultGridSettings */
  gridSettings?: Partial<GridSettings>;
  /** What the shopper has chosen: layout, sort, filters, search (controlled). Serialise it with the domain's URL functions. */
  settings?: GridViewState;
  /** The starting choices when uncontrolled. @default gridViewStateFromSettings(gridSettings) */
  defaultSettings?: GridViewState;
  /** Called with the new choices after every change. */
  onSettingsChange?: (settings: GridViewState) => void;
  /** The shopper's store; without it the "my store" and "my state" stock choices are not offered. */
  shopper?: GridShopper;
  /** The category tree, to name the category filter's choices; without it there is no category filter. */
  categories?: readonly Category[];
  /** Shows skeleton tiles and marks the list busy while items load. @default false */
  isLoading?: boolean;
  /**
   * How many matching items show before the Show more button (designed: a long category paints and hydrates its
   * first page only; filters and counts still cover every item). Sliders ignore it. @default every item
   */
  pageSize?: number;
  /** The width the grid lays out for; @default the window's width */
  viewportWidth?: number;
}

export interface ItemGridProps extends ItemGridBaseProps {
  /** Every item of the grid, as the API sends them; the grid filters, sorts and counts them itself. */
  items: readonly TileItem[];
}

/**
 * A grid's first page computed elsewhere (a page's server, with `itemGridFirstPage`) for one view: its items, every
 * filter count and the total, exactly what the grid itself would compute for that view.
 */
export interface ItemGridFirstPage {
  /** The view it answers (domain gridViewKey): the grid shows it only while the shopper's choices give this key. */
  key: string;
  /** The first `pageSize` matching items, in display order. */
  items: readonly TileItem[];
  /** Every match. */
  total: number;
  /** The matches the grid can show, Show more included (the total capped at MaximumItemsToRender). */
  matchedCount: number;
  /** The engine's facet counts for the view. */
  facets: GridEngineFacets;
}

/**
 * A partial source: the first page now and every item on demand. The grid renders the first page as the full engine
 * would and asks `loadItems` (once) when the shopper shows intent to change the view: pointing at or focusing its
 * header, filters or chips, or scrolling near Show more; from then on it runs the engine itself.
 */
export interface ItemGridSource {
  firstPage: ItemGridFirstPage;
  /** Every item of the grid, as `items` would hold them. A failed load is asked again on the next intent. */
  loadItems: () => Promise<readonly TileItem[]>;
}

export interface ItemGridSourceProps extends ItemGridBaseProps {
  /**
   * The grid's first page and how to load the rest. The items, once loaded, serve the grid for its life (a new first
   * page for the same list, after a revalidation, keeps them): give the grid a new React `key` for another list.
   */
  source: ItemGridSource;
}

export type { ItemGridFilterOption } from './gridFilterOptions.ts';

export interface ItemGridChip {
  chip: GridFilterChip;
  label: string;
  key: string;
}

/** Whether the grid is waiting for items, has none to show, or shows some. */
export type ItemGridState = 'loading' | 'empty' | 'ready';

export interface ItemGridAria {
  state: ItemGridState;
  settings: GridViewState;
  gridSettings: GridSettings;
  /** The matching items shown, in display order, capped at MaximumItemsToRender and the pages shown. */
  items: TileItem[];
  total: number;
  /** Matching items behind the Show more button. */
  hiddenCount: number;
  /** Shows the next page of items. */
  showMore: () => void;
  isMobile: boolean;
  isSlider: boolean;
  columnCount: number;
  slideCount: number;
  compactListColumns: string[];
  layoutOptions: { value: GridType; label: string }[];
  sortOptions: { value: GridSortKey; label: string }[];
  stockOptions: ItemGridFilterOption<AvailabilityFilterValue>[];
  brandOptions: ItemGridFilterOption<string>[];
  categoryOptions: ItemGridFilterOption<number>[];
  attributeGroups: { key: string; options: ItemGridFilterOption<string>[] }[];
  /** Numeric attributes, filtered by a range instead of one toggle per value (issue 17 defect 5). */
  rangeGroups: ItemGridRangeGroup[];
  chips: ItemGridChip[];
  /**
   * True while the items still show the choices before the shopper's last one: while a partial source's items load,
   * and while text typed into the search box (applied at once) reaches the items in a render React can interrupt.
   * The grid's own presses apply in a transition, which shows the pressed control at once and the items when drawn.
   */
  isUpdating: boolean;
  /**
   * Whether the grid holds every item ('complete'), only a partial source's first page ('partial') or is loading the
   * rest ('loading'); always 'complete' with `items`.
   */
  itemsSource: 'complete' | 'partial' | 'loading';
  /** Starts loading a partial source's items (the shopper's intent to change the view); nothing once loading or loaded. */
  requestItems: () => void;
  setLayout: (gridType: GridType) => void;
  chooseSort: (key: GridSortKey) => void;
  chooseStock: (value: AvailabilityFilterValue) => void;
  toggleBrand: (brand: string) => void;
  toggleCategory: (categoryId: number) => void;
  toggleAttribute: (key: string, value: string) => void;
  /** Filters a numeric attribute by a range; an empty range removes the filter. */
  setAttributeRange: (key: string, range: NumericRange) => void;
  setSearch: (text: string) => void;
  removeChip: (chip: GridFilterChip) => void;
  clearFilters: () => void;
}


const completeSource = { itemsSource: 'complete' as const, requestItems: () => undefined };

/**
 * State and behaviour of the item grid given every item: runs the domain's grid engine over them with the shopper's
 * choices and offers every choice as a domain transition.
 */
export function useItemGrid(props: ItemGridProps): ItemGridAria {
  const choices = useGridChoices(props);
  const { shownSettings, context } = choices;
  const matches = useMemo(() => gridMatches(props.items, shownSettings, context), [props.items, shownSettings, context]);
  return useGridView(props, choices, matches, completeSource);
}
