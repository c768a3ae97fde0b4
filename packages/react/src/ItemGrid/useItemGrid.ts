import type { components } from '@rigkit/api-client';
import type { AvailabilityFilterValue } from '@rigkit/domain/availability';
import type { GridFilterChip, GridSettings, GridSortKey, GridType, GridViewState, NumericRange } from '@rigkit/domain/grid';
import {
  chooseGridAvailability,
  chooseGridSort,
  chooseGridType,
  clearGridFilters,
  compactListColumns,
  createGridEngine,
  defaultGridSettings,
  gridColumnCount,
  gridEngineQuery,
  gridFilterChips,
  gridViewStateFromSettings,
  gridMobileBreakpointPx,
  listedGridItems,
  removeGridFilterChip,
  setGridSearch,
  sliderSlideCount,
  setGridAttributeRange,
  toggleGridAttribute,
  toggleGridBrand,
  toggleGridCategory,
} from '@rigkit/domain/grid';
import { isWaCustomer, stateForWarehouse } from '@rigkit/domain/region';
import { useDeferredValue, useLayoutEffect, useMemo, useRef } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import type { TileItem } from '@rigkit/api-client/mappers';
import { toGridItem } from '@rigkit/api-client/mappers';
import { usePagesShown } from '../internal/usePagesShown.ts';
import { categoryNames, gridChipLabel, gridFilterOptions, type ItemGridFilterOption, type ItemGridRangeGroup } from './gridFilterOptions.ts';
import { gridTypeLabels, shopperSortKeys, sortKeyLabels } from './messages.ts';
import { useViewportWidth } from '../ViewportHint/useViewportWidth.ts';

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

export interface ItemGridProps {
  /** Every item of the grid, as the API sends them; the grid filters, sorts and counts them itself. */
  items: readonly TileItem[];
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
   * True while the items still show the choices before the shopper's last one: the controls answer a press at once
   * and the items follow in a render React can interrupt.
   */
  isUpdating: boolean;
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

type GridActions = Pick<
  ItemGridAria,
  'setLayout' | 'chooseSort' | 'chooseStock' | 'toggleBrand' | 'toggleCategory' | 'toggleAttribute' | 'setAttributeRange' | 'setSearch' | 'removeChip' | 'clearFilters'
>;

/**
 * The shopper's choices as domain transitions, each one function for the grid's life: they read the latest choices
 * when called, so the filter toggles and range sliders given them find their props unchanged in a press's render
 * and only the toggle pressed renders again (issue 21, interaction latency).
 */
function useGridActions(settings: GridViewState, setSettings: (settings: GridViewState) => void): GridActions {
  const latest = useRef({ settings, setSettings });
  useLayoutEffect(() => {
    latest.current = { settings, setSettings };
  });
  return useMemo(() => {
    const update = (change: (state: GridViewState) => GridViewState) => latest.current.setSettings(change(latest.current.settings));
    return {
      setLayout: (gridType) => update((state) => chooseGridType(state, gridType)),
      chooseSort: (key) => update((state) => chooseGridSort(state, key)),
      chooseStock: (value) => update((state) => chooseGridAvailability(state, value)),
      toggleBrand: (brand) => update((state) => toggleGridBrand(state, brand)),
      toggleCategory: (categoryId) => update((state) => toggleGridCategory(state, categoryId)),
      toggleAttribute: (key, value) => update((state) => toggleGridAttribute(state, key, value)),
      setAttributeRange: (key, range) => update((state) => setGridAttributeRange(state, key, range)),
      setSearch: (text) => update((state) => setGridSearch(state, text)),
      removeChip: (chip) => update((state) => removeGridFilterChip(state, chip)),
      clearFilters: () => update(clearGridFilters),
    };
  }, []);
}

const withDefaults = (settings: Partial<GridSettings> | undefined): GridSettings => ({ ...defaultGridSettings, ...settings });

/**
 * State and behaviour of the item grid (spec 1 §2, §4, §5, §9): runs the domain's grid engine over the items with
 * the shopper's choices and offers every choice as a domain transition.
 */
export function useItemGrid(props: ItemGridProps): ItemGridAria {
  const gridSettings = useMemo(() => withDefaults(props.gridSettings), [props.gridSettings]);
  const [settings, setSettings] = useControlledState<GridViewState>(
    props.settings,
    props.defaultSettings ?? gridViewStateFromSettings(gridSettings),
    props.onSettingsChange,
  );
  const viewportWidth = useViewportWidth(props.viewportWidth);

  // The controls show the shopper's choice in the press's own frame; the engine's query and the tiles it changes
  // follow from the deferred copy in a render React can interrupt, so a filter or sort press on a long category
  // paints at once instead of after every item was filtered, sorted and drawn (issue 21, interaction latency).
  const shownSettings = useDeferredValue(settings);

  // The domain decides which items are listed (WA feature lists leave some categories out, spec 1 §6).
  const isWa = props.shopper ? (props.shopper.isWa ?? isWaCustomer({ defaultWarehouseId: props.shopper.warehouseId })) : false;
  const { gridType } = shownSettings;
  // listedGridItems answers the items array itself when it leaves nothing out, so the engine is rebuilt only when
  // the listed items change, not on every layout switch.
  const listed = useMemo(() => listedGridItems(props.items, { isWa, gridType }), [props.items, isWa, gridType]);
  const { engine, byId } = useMemo(
    () => ({
      engine: createGridEngine(listed.map(toGridItem)),
      byId: new Map(listed.map((item) => [item.InventoryItemId, item])),
    }),
    [listed],
  );
  const names = useMemo(() => categoryNames(props.categories), [props.categories]);

  const warehouseId = props.shopper?.warehouseId;
  const result = useMemo(
    () =>
      engine.query(
        gridEngineQuery(shownSettings, {
          ...(warehouseId === undefined ? {} : { warehouseId }),
          pageSize: gridSettings.MaximumItemsToRender ?? Math.max(1, engine.items.length),
        }),
      ),
    [engine, shownSettings, warehouseId, gridSettings.MaximumItemsToRender],
  );

  // Pages shown, back to one whenever the shown choices change.
  const { pages, showMore } = usePagesShown(shownSettings);
  const matched = useMemo(() => result.items.map((item) => byId.get(item.InventoryItemId)).filter((item) => item !== undefined), [result, byId]);
  const shownCount = props.pageSize !== undefined && !gridSettings.ShowAsSlider ? Math.max(1, props.pageSize) * pages : matched.length;
  // The same array while the shown choices stand, so a press's first render finds the tiles' items unchanged.
  const items = useMemo(() => matched.slice(0, shownCount), [matched, shownCount]);
  // Every compact-list row gets these: the same array while the items stand.
  const columns = useMemo(() => compactListColumns(items), [items]);
  const labelContext = props.shopper
    ? { storeName: props.shopper.storeName, state: stateForWarehouse(props.shopper.warehouseId) }
    : undefined;
  const { stockOptions, brandOptions, categoryOptions, attributeGroups, rangeGroups } = gridFilterOptions(result.facets, settings, names, labelContext);
  const chipLabel = (chip: GridFilterChip) => gridChipLabel(chip, names, labelContext);

  const allowed = gridSettings.AllowedGridTypes.includes(settings.gridType)
    ? gridSettings.AllowedGridTypes
    : [...gridSettings.AllowedGridTypes, settings.gridType];
  const isMobile = viewportWidth < gridMobileBreakpointPx;
  const actions = useGridActions(settings, setSettings);

  return {
    state: props.isLoading ? 'loading' : items.length === 0 ? 'empty' : 'ready',
    settings,
    gridSettings,
    items,
    total: result.total,
    hiddenCount: matched.length - items.length,
    showMore,
    isMobile,
    isSlider: gridSettings.ShowAsSlider,
    columnCount: gridColumnCount(viewportWidth, gridSettings.ColumnCount),
    slideCount: sliderSlideCount(viewportWidth, gridSettings.SliderSlideCount, gridSettings.SliderSlideCountMobile),
    compactListColumns: columns,
    layoutOptions: allowed.map((value) => ({ value, label: gridTypeLabels[value] })),
    sortOptions: shopperSortKeys.map((value) => ({ value, label: sortKeyLabels[value] })),
    stockOptions,
    brandOptions,
    categoryOptions,
    attributeGroups,
    rangeGroups,
    chips: gridFilterChips(settings).map((chip) => ({
      chip,
      label: chipLabel(chip),
      key: chip.kind === 'attribute' ? `attribute:${chip.key}:${chip.value}` : `${chip.kind}:${String(chip.value)}`,
    })),
    isUpdating: shownSettings !== settings,
    ...actions,
  };
}
