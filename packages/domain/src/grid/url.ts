// Grid settings in the page address (spec 1 §4): only non-default settings are written, and read back on load.
// Never on the grid with id "cbc", when headers are hidden, or when URL updating is blocked. Parameters whose key
// contains "utm_" or whose value contains "https://" are ignored.
// Designed parameter names: view, sort, dir, stock, brand, category, attr.{Key} (repeated for several values), search.
import { isAvailabilityFilterValue } from '../availability/filterValues.ts';
import { normalizeGridSearch } from './engine/searchText.ts';
import { gridSortKeys, type GridSortKey } from './engine/sortKeys.ts';
import { gridTypes, normalizeGridType } from './layout.ts';
import type { GridViewState } from './settings.ts';

export interface GridUrlOptions {
  /** The state a fresh page shows; only differences from it are written. */
  defaults: GridViewState;
  gridId?: string;
  showHeader?: boolean;
  blockUrlUpdating?: boolean;
}

/** The grid whose settings never go into the address (spec 1 §4). */
export const gridIdWithoutUrl = 'cbc';

/** Whether this grid reads and writes its settings in the address at all. */
export function isGridUrlSynced(options: Omit<GridUrlOptions, 'defaults'>): boolean {
  return options.gridId !== gridIdWithoutUrl && options.showHeader !== false && options.blockUrlUpdating !== true;
}

const attributePrefix = 'attr.';
const gridKeys = ['view', 'sort', 'dir', 'stock', 'brand', 'category', 'search'];
const isGridKey = (key: string) => gridKeys.includes(key) || key.startsWith(attributePrefix);

const encode = (text: string) => encodeURIComponent(text).replaceAll('%20', '+');
const decode = (text: string) => {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return undefined;
  }
};

/** [key, value] pairs of a query string ("?a=1&b=2" or "a=1&b=2"), undecodable pairs left out. */
export function parseQueryPairs(search: string): [string, string][] {
  const pairs: [string, string][] = [];
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (!part) continue;
    const equals = part.indexOf('=');
    const key = decode(equals < 0 ? part : part.slice(0, equals));
    const value = decode(equals < 0 ? '' : part.slice(equals + 1));
    if (key !== undefined && value !== undefined) pairs.push([key, value]);
  }
  return pairs;
}

const sameList = <Value>(left: readonly Value[], right: readonly Value[]) =>
  left.length === right.length && left.every((value) => right.includes(value));

/** The grid's query pairs: only settings that differ from the defaults. */
export function gridQueryPairs(state: GridViewState, defaults: GridViewState): [string, string][] {
  const pairs: [string, string][] = [];
  if (state.gridType !== defaults.gridType) pairs.push(['view', state.gridType]);
  if (state.sortKey !== defaults.sortKey || state.sortDirection !== defaults.sortDirection) {
    pairs.push(['sort', state.sortKey], ['dir', state.sortDirection]);
  }
  if (state.availability !== defaults.availability) pairs.push(['stock', state.availability]);
  if (!sameList(state.brands, defaults.brands)) for (const brand of state.brands) pairs.push(['brand', brand]);
  if (!sameList(state.categories, defaults.categories)) {
    for (const category of state.categories) pairs.push(['category', String(category)]);
  }
  const keys = new Set([...Object.keys(state.attributes), ...Object.keys(defaults.attributes)]);
  for (const key of keys) {
    const values = state.attributes[key] ?? [];
    if (!sameList(values, defaults.attributes[key] ?? [])) for (const value of values) pairs.push([`${attributePrefix}${key}`, value]);
  }
  if (state.search !== defaults.search && state.search) pairs.push(['search', state.search]);
  return pairs;
}

/**
 * The page's new query string: other parameters kept as they were, the grid's own replaced by its non-default
 * settings. Undefined when this grid must not touch the address.
 */
export function serializeGridQuery(state: GridViewState, options: GridUrlOptions, currentSearch = ''): string | undefined {
  if (!isGridUrlSynced(options)) return undefined;
  const kept = parseQueryPairs(currentSearch).filter(([key]) => !isGridKey(key));
  return [...kept, ...gridQueryPairs(state, options.defaults)].map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
}

/** The grid state an address describes, starting from the defaults; unknown or ignored parameters change nothing. */
export function parseGridQuery(search: string, options: GridUrlOptions): GridViewState {
  const state: GridViewState = { ...options.defaults, attributes: { ...options.defaults.attributes } };
  if (!isGridUrlSynced(options)) return state;
  const listed = { brand: [] as string[], category: [] as number[], attributes: {} as Record<string, string[]> };
  const seen = new Set<string>();
  for (const [key, value] of parseQueryPairs(search)) {
    if (key.includes('utm_') || value.includes('https://')) continue;
    seen.add(key.startsWith(attributePrefix) ? attributePrefix : key);
    if (key === 'view' && (gridTypes as readonly string[]).concat('legacy').includes(value)) state.gridType = normalizeGridType(value);
    else if (key === 'sort' && (gridSortKeys as readonly string[]).includes(value)) state.sortKey = value as GridSortKey;
    else if (key === 'dir' && (value === 'asc' || value === 'desc')) state.sortDirection = value;
    else if (key === 'stock' && isAvailabilityFilterValue(value)) state.availability = value;
    else if (key === 'brand' && value && !listed.brand.includes(value)) listed.brand.push(value);
    else if (key === 'category' && /^\d+$/.test(value) && !listed.category.includes(Number(value))) listed.category.push(Number(value));
    else if (key.startsWith(attributePrefix) && key.length > attributePrefix.length && value) {
      const values = (listed.attributes[key.slice(attributePrefix.length)] ??= []);
      if (!values.includes(value)) values.push(value);
    } else if (key === 'search') state.search = normalizeGridSearch(value);
  }
  if (seen.has('brand')) state.brands = listed.brand;
  if (seen.has('category')) state.categories = listed.category;
  if (seen.has(attributePrefix)) state.attributes = { ...state.attributes, ...listed.attributes };
  return state;
}
