// The item grid's view logic, whichever source its items come from (every item, or a partial source's first page):
// the shopper's choices, controlled or not, as domain transitions; the matches shown page by page; the filter menus,
// chips and layout. Free of the grid engine: the matches are given (engineMatches.ts runs the engine).
import type { GridFilterChip, GridSettings, GridViewContext, GridViewState } from '@rigkit/domain/grid';
import {
  chooseGridAvailability,
  chooseGridSort,
  chooseGridType,
  clearGridFilters,
  compactListColumns,
  defaultGridSettings,
  gridColumnCount,
  gridFilterChips,
  gridMobileBreakpointPx,
  gridViewStateFromSettings,
  removeGridFilterChip,
  setGridAttributeRange,
  setGridSearch,
  sliderSlideCount,
  toggleGridAttribute,
  toggleGridBrand,
  toggleGridCategory,
} from '@rigkit/domain/grid';
import { isWaCustomer, stateForWarehouse } from '@rigkit/domain/region';
import { startTransition, useDeferredValue, useLayoutEffect, useMemo, useRef } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { usePagesShown } from '../internal/usePagesShown.ts';
import { useViewportWidth } from '../ViewportHint/useViewportWidth.ts';
import type { GridMatches } from './engineMatches.ts';
import { categoryNames, gridChipLabel, gridFilterOptions } from './gridFilterOptions.ts';
import { gridTypeLabels, shopperSortKeys, sortKeyLabels } from './messages.ts';
import type { GridShopper, ItemGridAria, ItemGridBaseProps } from './useItemGrid.ts';

type GridActions = Pick<
  ItemGridAria,
  'setLayout' | 'chooseSort' | 'chooseStock' | 'toggleBrand' | 'toggleCategory' | 'toggleAttribute' | 'setAttributeRange' | 'setSearch' | 'removeChip' | 'clearFilters'
>;

/**
 * The shopper's choices as domain transitions, each one function for the grid's life: they build on the latest
 * choices when called, so the filter toggles and range sliders given them find their props unchanged in a press's
 * render. A press applies in a transition (issue 21, interaction latency): the control pressed shows it at once
 * through its optimistic state (FilterToggle, StockFilter), and the grid's render of the new choices (the engine's
 * query, the counts, the tiles, the address) follows in a render React can interrupt, so the press paints in its
 * own frame. The search box's text applies at once: a controlled text field must keep every key typed.
 */
function useGridActions(settings: GridViewState, setSettings: (settings: GridViewState) => void): GridActions {
  const latest = useRef({ setSettings, committed: settings, requested: [] as GridViewState[] });
  useLayoutEffect(() => {
    const state = latest.current;
    state.setSettings = setSettings;
    if (settings === state.committed) return;
    state.committed = settings;
    // A press's choices arrived: they and those asked before them are no longer pending. Choices from elsewhere
    // (the back button, a controlling parent) replace whatever was pending.
    const at = state.requested.indexOf(settings);
    state.requested = at === -1 ? [] : state.requested.slice(at + 1);
  });
  return useMemo(() => {
    // Two presses before the first one's render commits: the second builds on the first.
    const next = (change: (state: GridViewState) => GridViewState) => {
      const state = latest.current;
      const value = change(state.requested.at(-1) ?? state.committed);
      state.requested.push(value);
      return value;
    };
    const update = (change: (state: GridViewState) => GridViewState) => {
      const value = next(change);
      startTransition(() => latest.current.setSettings(value));
    };
    return {
      setLayout: (gridType) => update((state) => chooseGridType(state, gridType)),
      chooseSort: (key) => update((state) => chooseGridSort(state, key)),
      chooseStock: (value) => update((state) => chooseGridAvailability(state, value)),
      toggleBrand: (brand) => update((state) => toggleGridBrand(state, brand)),
      toggleCategory: (categoryId) => update((state) => toggleGridCategory(state, categoryId)),
      toggleAttribute: (key, value) => update((state) => toggleGridAttribute(state, key, value)),
      setAttributeRange: (key, range) => update((state) => setGridAttributeRange(state, key, range)),
      setSearch: (text) => latest.current.setSettings(next((state) => setGridSearch(state, text))),
      removeChip: (chip) => update((state) => removeGridFilterChip(state, chip)),
      clearFilters: () => update(clearGridFilters),
    };
  }, []);
}

const sortOptions = shopperSortKeys.map((value) => ({ value, label: sortKeyLabels[value] }));

const withDefaults = (settings: Partial<GridSettings> | undefined): GridSettings => ({ ...defaultGridSettings, ...settings });

/** The view context of a grid's props: the same on a page's server (itemGridFirstPage) as in the grid. */
export function gridViewContextOf(shopper: GridShopper | undefined, gridSettings: Partial<GridSettings> | undefined): GridViewContext {
  // The domain decides which items are listed (WA feature lists leave some categories out, spec 1 §6).
  const isWa = shopper ? (shopper.isWa ?? isWaCustomer({ defaultWarehouseId: shopper.warehouseId })) : false;
  return { warehouseId: shopper?.warehouseId, isWa, maximumItems: gridSettings?.MaximumItemsToRender ?? null };
}

/** The grid's settings with defaults, and the shopper's choices: as pressed, and as the items show them. */
export interface GridChoices {
  gridSettings: GridSettings;
  settings: GridViewState;
  setSettings: (settings: GridViewState) => void;
  /** The deferred copy of `settings` the items follow. */
  shownSettings: GridViewState;
  /** The same object while the shopper's store, WA status and MaximumItemsToRender stand. */
  context: GridViewContext;
}

export function useGridChoices(props: ItemGridBaseProps): GridChoices {
  const gridSettings = useMemo(() => withDefaults(props.gridSettings), [props.gridSettings]);
  const [settings, setSettings] = useControlledState<GridViewState>(
    props.settings,
    props.defaultSettings ?? gridViewStateFromSettings(gridSettings),
    props.onSettingsChange,
  );
  // The grid's own presses arrive in a transition (useGridActions). Choices set at once (the search box's text, a
  // controlling parent's urgent update) reach the engine's query and the tiles through this deferred copy, in a
  // render React can interrupt, so the keys typed paint before every item was filtered and drawn again.
  const shownSettings = useDeferredValue(settings);
  const { warehouseId, isWa, maximumItems } = gridViewContextOf(props.shopper, gridSettings);
  const context = useMemo((): GridViewContext => ({ warehouseId, isWa, maximumItems }), [warehouseId, isWa, maximumItems]);
  return { gridSettings, settings, setSettings, shownSettings, context };
}

/** The source's side of the state: whether every item is there, and how to ask for them. */
type SourceState = Pick<ItemGridAria, 'itemsSource' | 'requestItems'>;

/**
 * State and behaviour of the item grid (spec 1 §2, §4, §5, §9) for the given matches of the shown choices, with every
 * choice offered as a domain transition.
 */
export function useGridView(props: ItemGridBaseProps, choices: GridChoices, matches: GridMatches, source: SourceState): ItemGridAria {
  const { gridSettings, settings, setSettings, shownSettings } = choices;
  const viewportWidth = useViewportWidth(props.viewportWidth);
  const names = useMemo(() => categoryNames(props.categories), [props.categories]);

  // Pages shown, back to one whenever the shown choices change.
  const { pages, showMore } = usePagesShown(shownSettings);
  const { requestItems } = source;
  const shownCount = props.pageSize !== undefined && !gridSettings.ShowAsSlider ? Math.max(1, props.pageSize) * pages : matches.matchedCount;
  // The same array while the shown choices stand, so a press's first render finds the tiles' items unchanged.
  const items = useMemo(() => matches.items.slice(0, shownCount), [matches.items, shownCount]);
  // Show more pressed before a partial source's items arrived: the page it asked for shows once they do.
  const isWaitingForPage = !matches.isComplete && items.length < Math.min(shownCount, matches.matchedCount);
  // Every compact-list row gets these: the same array while the items stand.
  const columns = useMemo(() => compactListColumns(items), [items]);
  const labelContext = props.shopper
    ? { storeName: props.shopper.storeName, state: stateForWarehouse(props.shopper.warehouseId) }
    : undefined;
  const { stockOptions, brandOptions, categoryOptions, attributeGroups, rangeGroups } = gridFilterOptions(matches.facets, settings, names, labelContext);
  const chipLabel = (chip: GridFilterChip) => gridChipLabel(chip, names, labelContext);

  // The same arrays while they stand: the menus build their collections from them.
  const layoutOptions = useMemo(() => {
    const allowed = gridSettings.AllowedGridTypes.includes(settings.gridType) ? gridSettings.AllowedGridTypes : [...gridSettings.AllowedGridTypes, settings.gridType];
    return allowed.map((value) => ({ value, label: gridTypeLabels[value] }));
  }, [gridSettings.AllowedGridTypes, settings.gridType]);
  const isMobile = viewportWidth < gridMobileBreakpointPx;
  const actions = useGridActions(settings, setSettings);

  return {
    state: props.isLoading ? 'loading' : items.length === 0 ? 'empty' : 'ready',
    settings,
    gridSettings,
    items,
    total: matches.total,
    hiddenCount: matches.matchedCount - items.length,
    showMore: () => {
      requestItems();
      showMore();
    },
    isMobile,
    isSlider: gridSettings.ShowAsSlider,
    columnCount: gridColumnCount(viewportWidth, gridSettings.ColumnCount),
    slideCount: sliderSlideCount(viewportWidth, gridSettings.SliderSlideCount, gridSettings.SliderSlideCountMobile),
    compactListColumns: columns,
    layoutOptions,
    sortOptions,
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
    isUpdating: shownSettings !== settings || !matches.isCurrent || isWaitingForPage,
    itemsSource: source.itemsSource,
    requestItems,
    ...actions,
  };
}
