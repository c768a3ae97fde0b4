// The grid query engine: filter + disjunctive facet counts + sort + page over one item list (spec 1 §2, §4, §9).
// Built once per item list; each query is word-wise AND/OR over bitsets and population counts. The item grid runs
// it on every click and the server runs it for listings, so it stays free of zod and of anything else heavy.
import { availabilityFilterValues, type AvailabilityFilterValue } from '../../availability/filterValues.ts';
import type { GridItem } from '../item.ts';
import { attributeValueInRange, parseRangeAttributeValue } from '../numericRange.ts';
import { addBit, type Bitset, countBits, fullBitset, hasBit, intersectInto, wordCount } from './bitset.ts';
import { combineFilters, countEachWithin } from './combine.ts';
import { countValues, type Dimension, dimensionBitsets, dimensionBuilder } from './dimension.ts';
import { createGridSearch, normalizeGridSearch } from './search.ts';
import { defaultTrailingDescriptionPrefix, type GridSortDirection, type GridSortKey, sortPermutation } from './sort.ts';

export interface GridEngineOptions {
  /** Descriptions starting with this go after all other items in every sort order. @default "Generic" */
  trailingDescriptionPrefix?: string;
}

/** Where the shopper is: their store's warehouse and its state ("WA" or "VIC"). */
export interface GridShopperContext {
  warehouseId?: number;
  /** Defaults to VIC for warehouses 4 and 9, otherwise WA (spec 1 §9). */
  state?: string;
}

export interface GridEngineQuery {
  /** The stock filter; one value at a time (spec 1 §4). @default "all" */
  availability?: AvailabilityFilterValue;
  shopper?: GridShopperContext;
  /** ManufacturerName values; an item matches any of them. */
  brands?: readonly string[];
  /** Category ids; an item matches any of them. */
  categories?: readonly number[];
  /** Attribute Key to accepted Values; any value within a key, every key. */
  attributes?: Readonly<Record<string, readonly string[]>>;
  /** Search box text (cut to 15 characters and lowercased here). */
  search?: string;
  /** Without a key the list keeps its own order. */
  sortKey?: GridSortKey;
  /** @default "asc" */
  sortDirection?: GridSortDirection;
  /** Seed of the "random" order, so that server and browser agree. @default 0 */
  randomSeed?: number;
  /** 1-based. @default 1 */
  page?: number;
  /** @default 24 */
  pageSize?: number;
  /** Attribute keys to count; @default every key in the list */
  attributeFacetKeys?: readonly string[];
  /**
   * Only these items take part: filters, facet counts, totals and pages are all taken within the scope (a
   * category's or a brand's items on a server that keeps one engine for the whole catalogue). Several scopes mean
   * the items in every one of them. @default every item
   */
  within?: GridScope | readonly GridScope[];
}

/** A fixed set of one engine's items, built once by `engine.scope(ids)` and reused by any number of queries. */
export interface GridScope {
  /** How many of the engine's items are in the scope. */
  readonly count: number;
  /** One bit per item position; read only. */
  readonly bits: Bitset;
}

export interface FacetBucket<Value> {
  value: Value;
  /** Items that would match with this value chosen, all other filters kept. */
  count: number;
  isSelected: boolean;
}

export interface GridEngineFacets {
  availability: Record<AvailabilityFilterValue, number>;
  brands: FacetBucket<string>[];
  categories: FacetBucket<number>[];
  attributes: Record<string, FacetBucket<string>[]>;
}

export interface GridEngineResult {
  total: number;
  page: number;
  pageCount: number;
  items: GridItem[];
  facets: GridEngineFacets;
}

export interface GridEngine {
  readonly items: readonly GridItem[];
  query(query?: GridEngineQuery): GridEngineResult;
  /** Positions of the items the search box text matches, as a bitset shared with the engine's cache: read only. */
  matchSearch(text: string): Bitset;
  /** The scope of the items with these InventoryItemIds; ids the engine does not hold are left out. */
  scope(itemIds: Iterable<number>): GridScope;
}

const availabilityOrder: readonly AvailabilityFilterValue[] = availabilityFilterValues;

// Warehouses 5 (WA Warehouse) and 9 (Vic Warehouse) hold stock but are not stores (spec 1 §9); warehouse 0 is the
// supplier (spec 2 §4).
const distributionWarehouses = new Set([5, 9]);

const isInStock = (inStock: number | boolean) => inStock === true || (typeof inStock === 'number' && inStock > 0);

export function createGridEngine(items: readonly GridItem[], options: GridEngineOptions = {}): GridEngine {
  const size = items.length;
  const words = wordCount(size);
  const trailingPrefix = options.trailingDescriptionPrefix ?? defaultTrailingDescriptionPrefix;
  const empty = new Int32Array(words);

  const brandBuilder = dimensionBuilder<string>();
  const categoryBuilder = dimensionBuilder<number>();
  const attributeBuilders = new Map<string, ReturnType<typeof dimensionBuilder<string>>>();
  const byWarehouse = new Map<number, Bitset>();
  const byState = new Map<string, Bitset>();
  const inStores = new Int32Array(words);
  const inStates = new Int32Array(words);
  const anywhere = new Int32Array(words);
  const bitsetIn = <Key>(map: Map<Key, Bitset>, key: Key) => {
    let bits = map.get(key);
    if (!bits) map.set(key, (bits = new Int32Array(words)));
    return bits;
  };

  items.forEach((item, position) => {
    brandBuilder.add(position, item.ManufacturerName);
    for (const category of item.Categories) categoryBuilder.add(position, category);
    for (const attribute of item.Attributes) {
      let builder = attributeBuilders.get(attribute.Key);
      if (!builder) attributeBuilders.set(attribute.Key, (builder = dimensionBuilder<string>()));
      builder.add(position, attribute.Value);
    }
    // B2B items are excluded from every stock-based filter (spec 1 §6).
    if (item.ItemTypeCode === 'B2B') return;
    for (const stock of item.Availabilities) {
      if (!isInStock(stock.InStock)) continue;
      addBit(anywhere, position);
      if (stock.InventoryWarehouseId <= 0) continue;
      addBit(inStates, position);
      addBit(bitsetIn(byWarehouse, stock.InventoryWarehouseId), position);
      addBit(bitsetIn(byState, stock.State.toUpperCase()), position);
      if (!distributionWarehouses.has(stock.InventoryWarehouseId)) addBit(inStores, position);
    }
  });

  const brands = brandBuilder.build(size);
  const categories = categoryBuilder.build(size);
  const attributes = new Map<string, Dimension<string>>();
  for (const [key, builder] of attributeBuilders) attributes.set(key, builder.build(size));

  const everything = fullBitset(size);

  const availabilityBits = (value: AvailabilityFilterValue, shopper: GridShopperContext | undefined): Bitset => {
    const warehouseId = shopper?.warehouseId ?? -1;
    switch (value) {
      case 'in-stock-my-store':
        return byWarehouse.get(warehouseId) ?? empty;
      case 'in-stock-my-state':
        return byState.get((shopper?.state ?? (warehouseId === 4 || warehouseId === 9 ? 'VIC' : 'WA')).toUpperCase()) ?? empty;
      case 'in-stock-all-states':
        return inStates;
      case 'in-stock-all-stores':
        return inStores;
      case 'in-stock-any':
        return anywhere;
      case 'all':
        return everything;
    }
  };

  // Whole-list counts of the stock bitsets, which never change.
  const totals = new Map<Bitset, number>();

  // Scratch bitsets reused by every query (queries never overlap: JavaScript runs one at a time).
  const pool: Bitset[] = [];
  let used = 0;
  const take = () => (pool[used++] ??= new Int32Array(words));

  // The bitsets of the chosen values of one facet; unknown values select nothing.
  const sourcesOf = <Value>(dimension: Dimension<Value> | undefined, selected: readonly Value[]): Bitset[] => {
    const sources: Bitset[] = [];
    if (!dimension) return sources;
    const bitsets = dimensionBitsets(dimension);
    for (const value of selected) {
      const bits = bitsets[dimension.codeOf.get(value) ?? -1];
      if (bits) sources.push(bits);
    }
    return sources;
  };

  // An attribute's chosen values; a range value ("200..300", issue 17 defect 5) chooses every number within it.
  const attributeSources = (dimension: Dimension<string> | undefined, selected: readonly string[]): Bitset[] => {
    const ranges = selected.filter((value) => parseRangeAttributeValue(value) !== undefined);
    if (!dimension || ranges.length === 0) return sourcesOf(dimension, selected);
    const inRange = dimension.values.filter((value) => ranges.some((range) => attributeValueInRange(value, range)));
    return sourcesOf(dimension, [...selected.filter((value) => !ranges.includes(value)), ...inRange]);
  };

  // Built on the first search: most grids are never searched.
  let search: ((text: string) => Bitset) | undefined;
  let lastTerm = '';
  let lastMatches: Bitset = everything;
  const matchSearch = (text: string) => {
    const term = normalizeGridSearch(text);
    if (term !== lastTerm) {
      lastMatches = term === '' ? everything : (search ??= createGridSearch(items))(term);
      lastTerm = term;
    }
    return lastMatches;
  };

  const orders = new Map<string, { order: Int32Array; rank: Int32Array }>();
  const orderFor = (key: GridSortKey, direction: GridSortDirection, seed: number) => {
    const cacheKey = `${key} ${direction} ${key === 'random' ? seed : 0}`;
    let cached = orders.get(cacheKey);
    if (!cached) {
      // One shuffle kept at a time: a server that reseeds every hour must not pile up orders.
      if (key === 'random') for (const stale of orders.keys()) if (stale.startsWith('random')) orders.delete(stale);
      const order = sortPermutation(items, key, direction, trailingPrefix, seed);
      const rank = new Int32Array(size);
      order.forEach((position, at) => (rank[position] = at));
      orders.set(cacheKey, (cached = { order, rank }));
    }
    return cached;
  };
  let ranksScratch: Int32Array | undefined;

  const pageOf = (
    matches: Bitset | undefined,
    total: number,
    sorted: { order: Int32Array; rank: Int32Array } | undefined,
    offset: number,
    end: number,
  ): GridItem[] => {
    const page: GridItem[] = [];
    const add = (position: number | undefined) => {
      const item = items[position ?? -1];
      if (item) page.push(item);
    };
    const order = sorted?.order;
    if (!matches) {
      for (let at = offset; at < end; at += 1) add(order ? order[at] : at);
      return page;
    }
    // Walking the sort order until the page is full costs about end × size / total steps; sorting the matches'
    // ranks costs about total × log(total). Take the cheaper.
    if (order && (end * size) / total > 4 * total * (Math.log2(total) + 1)) {
      const ranks = (ranksScratch ??= new Int32Array(size)).subarray(0, total);
      let count = 0;
      for (let word = 0; word < words; word += 1) {
        let bits = matches[word] ?? 0;
        while (bits !== 0) {
          const lowest = bits & -bits;
          ranks[count++] = sorted.rank[(word << 5) + 31 - Math.clz32(lowest)] ?? 0;
          bits ^= lowest;
        }
      }
      ranks.sort();
      for (let at = offset; at < end; at += 1) add(order[ranks[at] ?? -1]);
      return page;
    }
    let seen = 0;
    for (let at = 0; at < size && seen < end; at += 1) {
      const position = order ? (order[at] ?? 0) : at;
      if (!hasBit(matches, position)) continue;
      if (seen >= offset) add(position);
      seen += 1;
    }
    return page;
  };

  const buckets = <Value>(
    dimension: Dimension<Value>,
    mask: Bitset | undefined,
    selected: readonly Value[] | undefined,
  ): FacetBucket<Value>[] => {
    const counts = countValues(dimension, mask, new Int32Array(dimension.values.length));
    return dimension.values.map((value, code) => ({
      value,
      count: counts[code] ?? 0,
      isSelected: selected !== undefined && selected.includes(value),
    }));
  };

  let positionOf: Map<number, number> | undefined;
  const scope = (itemIds: Iterable<number>): GridScope => {
    positionOf ??= new Map(items.map((item, position) => [item.InventoryItemId, position]));
    const bits = new Int32Array(words);
    for (const id of itemIds) {
      const position = positionOf.get(id);
      if (position !== undefined) addBit(bits, position);
    }
    return { bits, count: countBits(bits) };
  };

  // The scope bits as they are (one scope) or ANDed into a scratch bitset (several); undefined for every item.
  const universeOf = (within: GridEngineQuery['within']): { bits: Bitset; count: number } | undefined => {
    if (within === undefined) return undefined;
    const scopes: readonly GridScope[] = 'bits' in within ? [within] : within;
    for (const given of scopes) {
      if (given.bits.length !== words) throw new Error('Scope built by another grid engine (item count differs)');
    }
    const [first, ...rest] = scopes;
    if (!first) return undefined;
    if (rest.length === 0) return first;
    const bits = take();
    bits.set(first.bits);
    for (const other of rest) intersectInto(bits, bits, other.bits);
    return { bits, count: countBits(bits) };
  };

  const query = (input: GridEngineQuery = {}): GridEngineResult => {
    used = 0;
    const universe = universeOf(input.within);
    const filters: { name: string; sources: Bitset[] }[] = [];
    const availability = input.availability ?? 'all';
    if (availability !== 'all') filters.push({ name: 'availability', sources: [availabilityBits(availability, input.shopper)] });
    if (input.brands?.length) filters.push({ name: 'brands', sources: sourcesOf(brands, input.brands) });
    if (input.categories?.length) filters.push({ name: 'categories', sources: sourcesOf(categories, input.categories) });
    for (const [key, values] of Object.entries(input.attributes ?? {})) {
      if (values.length) filters.push({ name: `attribute ${key}`, sources: attributeSources(attributes.get(key), values) });
    }
    if (input.search && normalizeGridSearch(input.search) !== '') {
      filters.push({ name: 'search', sources: [matchSearch(input.search)] });
    }

    // Undefined masks mean "every item": nothing to intersect.
    let matches: Bitset | undefined = universe?.bits;
    let total = universe?.count ?? size;
    const without = filters.map(() => take());
    if (filters.length) {
      matches = take();
      total = combineFilters(
        filters.map((filter) => filter.sources),
        universe?.bits ?? everything,
        without,
        matches,
        take,
      );
    }
    const maskWithout = (name: string): Bitset | undefined => {
      const at = filters.findIndex((filter) => filter.name === name);
      return at < 0 ? matches : without[at];
    };

    const pageSize = Math.max(1, Math.floor(input.pageSize ?? 24));
    const page = Math.max(1, Math.floor(input.page ?? 1));
    const offset = Math.min(total, (page - 1) * pageSize);
    const sorted = input.sortKey
      ? orderFor(input.sortKey, input.sortDirection ?? 'asc', input.randomSeed ?? 0)
      : undefined;

    const availabilityMask = maskWithout('availability');
    const stockBitsets = availabilityOrder.map((value) => availabilityBits(value, input.shopper));
    const withinMask = availabilityMask && countEachWithin(stockBitsets, availabilityMask);
    const availabilityCounts = {} as Record<AvailabilityFilterValue, number>;
    availabilityOrder.forEach((value, at) => {
      const bits = stockBitsets[at] ?? empty;
      let count = withinMask ? withinMask[at] : totals.get(bits);
      if (count === undefined) totals.set(bits, (count = countBits(bits)));
      availabilityCounts[value] = count;
    });
    const attributeFacets: Record<string, FacetBucket<string>[]> = {};
    for (const key of input.attributeFacetKeys ?? attributes.keys()) {
      const dimension = attributes.get(key);
      attributeFacets[key] = dimension
        ? buckets(dimension, maskWithout(`attribute ${key}`), input.attributes?.[key])
        : [];
    }

    return {
      total,
      page,
      pageCount: Math.ceil(total / pageSize),
      items: pageOf(matches, total, sorted, offset, Math.min(total, offset + pageSize)),
      facets: {
        availability: availabilityCounts,
        brands: buckets(brands, maskWithout('brands'), input.brands),
        categories: buckets(categories, maskWithout('categories'), input.categories),
        attributes: attributeFacets,
      },
    };
  };

  return { items, query, matchSearch, scope };
}
