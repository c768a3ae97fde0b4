// The grid settings model (spec 1 §3 "Grid settings", field names as the API writes them) and the shopper's grid
// state (layout, sort, filters, search) with its transitions (spec 1 §4 "Grid settings").
import type { AvailabilityFilterValue } from '../availability/filterValues.ts';
import { normalizeGridSearch } from './engine/searchText.ts';
import type { GridSortDirection, GridSortKey } from './engine/sort.ts';
import type { GridType } from './layout.ts';

export interface GridAttributeFilter {
  Key: string;
  Values: string[];
}

/** Grid settings as the API and page configuration carry them (spec 1 §3). */
export interface GridSettings {
  GridType: GridType | 'legacy';
  SortType: GridSortKey;
  SortDirection: GridSortDirection;
  ShowHeader: boolean;
  UsePlainDescription: boolean;
  ShowAttributes: boolean;
  AttributeFilters: GridAttributeFilter[];
  AttributeSingleShotFilters: GridAttributeFilter[];
  AllowedGridTypes: GridType[];
  ShowAsSlider: boolean;
  SliderSlideCount: number;
  SliderSlideCountMobile: number;
  ColumnCount: number;
  MaximumItemsToRender: number | null;
  FocusedInventoryItemId: number | null;
  ViewAsRange: boolean;
  BlockUrlUpdating: boolean;
  ShowDiscountOffMSRP: boolean;
}

/** Designed defaults for what the spec leaves open; counts follow spec 1 §9. */
export const defaultGridSettings: GridSettings = {
  GridType: 'grid',
  SortType: 'popularity',
  SortDirection: 'desc',
  ShowHeader: true,
  UsePlainDescription: false,
  ShowAttributes: false,
  AttributeFilters: [],
  AttributeSingleShotFilters: [],
  AllowedGridTypes: ['compactlist', 'featurelist', 'grid', 'largegrid'],
  ShowAsSlider: false,
  SliderSlideCount: 6,
  SliderSlideCountMobile: 1,
  ColumnCount: 6,
  MaximumItemsToRender: null,
  FocusedInventoryItemId: null,
  ViewAsRange: false,
  BlockUrlUpdating: false,
  ShowDiscountOffMSRP: false,
};

/** What the shopper changes on a grid. */
export interface GridViewState {
  gridType: GridType;
  sortKey: GridSortKey;
  sortDirection: GridSortDirection;
  /** One value at a time (spec 1 §4). */
  availability: AvailabilityFilterValue;
  brands: string[];
  categories: number[];
  attributes: Record<string, string[]>;
  /** Already cut to 15 characters and lowercased. */
  search: string;
}

export const defaultGridViewState: GridViewState = {
  gridType: 'grid',
  sortKey: 'popularity',
  sortDirection: 'desc',
  availability: 'all',
  brands: [],
  categories: [],
  attributes: {},
  search: '',
};

/** The starting view of a grid from its settings: "legacy" becomes the compact list, attribute filters applied. */
export function gridViewStateFromSettings(settings: Partial<GridSettings>): GridViewState {
  const attributes: Record<string, string[]> = {};
  for (const filter of settings.AttributeFilters ?? []) if (filter.Values.length) attributes[filter.Key] = [...filter.Values];
  return {
    ...defaultGridViewState,
    gridType: settings.GridType === 'legacy' ? 'compactlist' : (settings.GridType ?? defaultGridViewState.gridType),
    sortKey: settings.SortType ?? defaultGridViewState.sortKey,
    sortDirection: settings.SortDirection ?? defaultGridViewState.sortDirection,
    attributes,
  };
}

/** Choosing the same sort key flips the direction; a new key starts ascending (spec 1 §4). */
export function chooseGridSort(state: GridViewState, key: GridSortKey): GridViewState {
  if (state.sortKey === key) return { ...state, sortDirection: state.sortDirection === 'asc' ? 'desc' : 'asc' };
  return { ...state, sortKey: key, sortDirection: 'asc' };
}

/** The availability filter holds one value at a time: choosing replaces (spec 1 §4). */
export function chooseGridAvailability(state: GridViewState, value: AvailabilityFilterValue): GridViewState {
  return { ...state, availability: value };
}

const toggle = <Value>(list: readonly Value[], value: Value): Value[] =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

/** Brand filters are a multi-select toggle (spec 1 §4). */
export function toggleGridBrand(state: GridViewState, brand: string): GridViewState {
  return { ...state, brands: toggle(state.brands, brand) };
}

/** Category filters are a multi-select toggle (spec 1 §4). */
export function toggleGridCategory(state: GridViewState, categoryId: number): GridViewState {
  return { ...state, categories: toggle(state.categories, categoryId) };
}

/** Attribute filters are a multi-select toggle per key; a key with no values left is dropped (spec 1 §4). */
export function toggleGridAttribute(state: GridViewState, key: string, value: string): GridViewState {
  const values = toggle(state.attributes[key] ?? [], value);
  const attributes = Object.fromEntries(Object.entries(state.attributes).filter(([name]) => name !== key));
  if (values.length) attributes[key] = values;
  return { ...state, attributes };
}

/** The search box: at most 15 characters, lowercased (spec 1 §5). */
export function setGridSearch(state: GridViewState, text: string): GridViewState {
  return { ...state, search: normalizeGridSearch(text) };
}

export function chooseGridType(state: GridViewState, gridType: GridType | 'legacy'): GridViewState {
  return { ...state, gridType: gridType === 'legacy' ? 'compactlist' : gridType };
}

/** Every filter and the search cleared; layout and sort kept (the summary chips' "clear all"). */
export function clearGridFilters(state: GridViewState): GridViewState {
  return { ...state, availability: 'all', brands: [], categories: [], attributes: {}, search: '' };
}

/** The active filters as removable chips (spec 1 §2 summary chips). */
export type GridFilterChip =
  | { kind: 'availability'; value: AvailabilityFilterValue }
  | { kind: 'brand'; value: string }
  | { kind: 'category'; value: number }
  | { kind: 'attribute'; key: string; value: string }
  | { kind: 'search'; value: string };

export function gridFilterChips(state: GridViewState): GridFilterChip[] {
  const chips: GridFilterChip[] = [];
  if (state.availability !== 'all') chips.push({ kind: 'availability', value: state.availability });
  for (const value of state.brands) chips.push({ kind: 'brand', value });
  for (const value of state.categories) chips.push({ kind: 'category', value });
  for (const [key, values] of Object.entries(state.attributes)) for (const value of values) chips.push({ kind: 'attribute', key, value });
  if (state.search) chips.push({ kind: 'search', value: state.search });
  return chips;
}

/** Removing a chip undoes exactly that filter. */
export function removeGridFilterChip(state: GridViewState, chip: GridFilterChip): GridViewState {
  switch (chip.kind) {
    case 'availability':
      return chooseGridAvailability(state, 'all');
    case 'brand':
      return { ...state, brands: state.brands.filter((brand) => brand !== chip.value) };
    case 'category':
      return { ...state, categories: state.categories.filter((category) => category !== chip.value) };
    case 'attribute':
      return (state.attributes[chip.key] ?? []).includes(chip.value) ? toggleGridAttribute(state, chip.key, chip.value) : state;
    case 'search':
      return { ...state, search: '' };
  }
}
