import { describe, expect, it } from 'vitest';
import type { AvailabilityFilterValue } from '../../availability/filterValues.ts';
import type { GridItem } from '../item.ts';
import { makeAvailability, makeItem, makeItems } from '../testing.ts';
import { createGridEngine, type GridEngineQuery } from './engine.ts';
import { itemSavingCents } from './sort.ts';

// A deliberately naive reading of the rules, item by item, that the bitset engine must agree with.
function naiveAvailability(item: GridItem, value: AvailabilityFilterValue, warehouseId: number, state: string) {
  if (value === 'all') return true;
  if (item.ItemTypeCode === 'B2B') return false;
  const stocked = item.Availabilities.filter((stock) => Number(stock.InStock) > 0);
  const own = stocked.filter((stock) => stock.InventoryWarehouseId > 0);
  switch (value) {
    case 'in-stock-my-store':
      return own.some((stock) => stock.InventoryWarehouseId === warehouseId);
    case 'in-stock-my-state':
      return own.some((stock) => stock.State === state);
    case 'in-stock-all-states':
      return own.length > 0;
    case 'in-stock-all-stores':
      return own.some((stock) => stock.InventoryWarehouseId !== 5 && stock.InventoryWarehouseId !== 9);
    case 'in-stock-any':
      return stocked.length > 0;
  }
}

function naiveQuery(items: GridItem[], query: GridEngineQuery) {
  const warehouseId = query.shopper?.warehouseId ?? -1;
  const state = query.shopper?.state ?? (warehouseId === 4 || warehouseId === 9 ? 'VIC' : 'WA');
  const term = (query.search ?? '').slice(0, 15).toLowerCase();
  const tests: Record<string, (item: GridItem) => boolean> = {
    availability: (item) => naiveAvailability(item, query.availability ?? 'all', warehouseId, state),
    brands: (item) => !query.brands?.length || query.brands.includes(item.ManufacturerName),
    categories: (item) => !query.categories?.length || item.Categories.some((id) => query.categories?.includes(id) === true),
    search: (item) =>
      item.ItemDescription.toLowerCase().includes(term) || item.ManufacturerModel.toLowerCase().includes(term),
  };
  for (const [key, values] of Object.entries(query.attributes ?? {})) {
    tests[`attribute ${key}`] = (item) =>
      !values.length || item.Attributes.some((attribute) => attribute.Key === key && values.includes(attribute.Value));
  }
  const passesAllBut = (item: GridItem, skipped: string) =>
    Object.entries(tests).every(([name, test]) => name === skipped || test(item));
  const count = (skipped: string, test: (item: GridItem) => boolean) =>
    items.filter((item) => passesAllBut(item, skipped) && test(item)).length;
  const matches = items.filter((item) => passesAllBut(item, ''));
  return {
    total: matches.length,
    matches,
    brands: (brand: string) => count('brands', (item) => item.ManufacturerName === brand),
    categories: (id: number) => count('categories', (item) => item.Categories.includes(id)),
    attribute: (key: string, value: string) =>
      count(`attribute ${key}`, (item) => item.Attributes.some((a) => a.Key === key && a.Value === value)),
    availability: (value: AvailabilityFilterValue) =>
      count('availability', (item) => naiveAvailability(item, value, warehouseId, state)),
  };
}

const items = makeItems(700, 7);
const engine = createGridEngine(items, { trailingDescriptionPrefix: '' });

const queries: [string, GridEngineQuery][] = [
  ['no filter at all', {}],
  ['in stock in my state (WA store 1)', { availability: 'in-stock-my-state', shopper: { warehouseId: 1 } }],
  ['in stock at my store (VIC store 4)', { availability: 'in-stock-my-store', shopper: { warehouseId: 4 } }],
  ['in stock in my state from warehouse 9 (VIC)', { availability: 'in-stock-my-state', shopper: { warehouseId: 9 } }],
  ['two brands', { brands: ['Brand 1', 'Brand 2'] }],
  ['categories and an attribute', { categories: [1001, 1002, 1003], attributes: { Colour: ['Black', 'White'] } }],
  [
    'every filter together',
    {
      availability: 'in-stock-all-stores',
      brands: ['Brand 3', 'Brand 4', 'Brand 5', 'Brand 6'],
      categories: [1004, 1010, 1020, 1030],
      attributes: { Chipset: ['B650', 'Z790'], 'Memory Size': ['16GB', '32GB'] },
    },
  ],
  ['a search term with a filter', { search: 'Gaming', availability: 'in-stock-any' }],
  ['a two-letter search', { search: 'ss' }],
  ['an unknown brand', { brands: ['No Such Brand'] }],
];

describe('createGridEngine: filters and disjunctive facet counts', () => {
  it.each(queries)('agrees with a naive item-by-item count: %s', (_, query) => {
    const result = engine.query({ ...query, pageSize: 1000 });
    const expected = naiveQuery(items, query);
    expect(result.total).toBe(expected.total);
    expect(new Set(result.items)).toEqual(new Set(expected.matches));
    for (const bucket of result.facets.brands) expect([bucket.value, bucket.count]).toEqual([bucket.value, expected.brands(bucket.value)]);
    for (const bucket of result.facets.categories) {
      expect([bucket.value, bucket.count]).toEqual([bucket.value, expected.categories(bucket.value)]);
    }
    for (const [key, buckets] of Object.entries(result.facets.attributes)) {
      for (const bucket of buckets) {
        expect([key, bucket.value, bucket.count]).toEqual([key, bucket.value, expected.attribute(key, bucket.value)]);
      }
    }
    for (const [value, count] of Object.entries(result.facets.availability)) {
      expect([value, count]).toEqual([value, expected.availability(value as AvailabilityFilterValue)]);
    }
  });

  it('counts a facet against every other filter but not its own (the itemsjs example)', () => {
    const small = createGridEngine([
      makeItem({ InventoryItemId: 1, ManufacturerName: 'a', Categories: [10, 20] }),
      makeItem({ InventoryItemId: 2, ManufacturerName: 'b', Categories: [10] }),
      makeItem({ InventoryItemId: 3, ManufacturerName: 'a', Categories: [30] }),
      makeItem({ InventoryItemId: 4, ManufacturerName: 'c', Categories: [20] }),
    ]);
    const result = small.query({ brands: ['a'], categories: [10] });
    expect(result.total).toBe(1);
    expect(result.items.map((item) => item.InventoryItemId)).toEqual([1]);
    expect(result.facets.brands).toEqual([
      { value: 'a', count: 1, isSelected: true },
      { value: 'b', count: 1, isSelected: false },
      { value: 'c', count: 0, isSelected: false },
    ]);
    expect(result.facets.categories).toEqual([
      { value: 10, count: 1, isSelected: true },
      { value: 20, count: 1, isSelected: false },
      { value: 30, count: 1, isSelected: false },
    ]);
  });

  it('counts only the attribute keys asked for', () => {
    const result = engine.query({ attributeFacetKeys: ['Colour', 'Not An Attribute'] });
    expect(Object.keys(result.facets.attributes)).toEqual(['Colour', 'Not An Attribute']);
    expect(result.facets.attributes['Not An Attribute']).toEqual([]);
  });
});

describe('createGridEngine: stock filters (spec 1 §6, §9)', () => {
  const stockItems = [
    makeItem({ InventoryItemId: 1, Availabilities: [makeAvailability(1)] }),
    makeItem({ InventoryItemId: 2, Availabilities: [makeAvailability(4)] }),
    makeItem({ InventoryItemId: 3, Availabilities: [makeAvailability(5)] }),
    makeItem({ InventoryItemId: 4, Availabilities: [makeAvailability(0)] }),
    makeItem({ InventoryItemId: 5, Availabilities: [makeAvailability(1, 0), makeAvailability(2, false)] }),
    makeItem({ InventoryItemId: 6, ItemTypeCode: 'B2B', Availabilities: [makeAvailability(1), makeAvailability(0)] }),
    makeItem({ InventoryItemId: 7, Availabilities: [makeAvailability(9, true)] }),
  ];
  const stockEngine = createGridEngine(stockItems);
  const ids = (availability: AvailabilityFilterValue, warehouseId: number) =>
    stockEngine.query({ availability, shopper: { warehouseId } }).items.map((item) => item.InventoryItemId);

  it.each<[AvailabilityFilterValue, number, number[]]>([
    ['in-stock-my-store', 1, [1]],
    ['in-stock-my-store', 4, [2]],
    ['in-stock-my-state', 1, [1, 3]],
    ['in-stock-my-state', 4, [2, 7]],
    ['in-stock-my-state', 9, [2, 7]],
    ['in-stock-all-stores', 1, [1, 2]],
    ['in-stock-all-states', 1, [1, 2, 3, 7]],
    ['in-stock-any', 1, [1, 2, 3, 4, 7]],
    ['all', 1, [1, 2, 3, 4, 5, 6, 7]],
  ])('%s for a shopper at warehouse %i shows items %j', (availability, warehouseId, expected) => {
    expect(ids(availability, warehouseId)).toEqual(expected);
  });

  it('leaves B2B items out of every stock filter, even where they are in stock', () => {
    for (const value of ['in-stock-my-store', 'in-stock-my-state', 'in-stock-all-states', 'in-stock-all-stores', 'in-stock-any'] as const) {
      expect(ids(value, 1)).not.toContain(6);
    }
    expect(ids('all', 1)).toContain(6);
  });

  it('finds nothing in "my store" when the shopper has no store', () => {
    expect(stockEngine.query({ availability: 'in-stock-my-store' }).total).toBe(0);
  });
});

describe('createGridEngine: sorting and paging', () => {
  const priced = [
    makeItem({ InventoryItemId: 1, ItemDescription: 'Generic Cable', CustomerPriceIncTax: 5 }),
    makeItem({ InventoryItemId: 2, ItemDescription: 'Corsair Case', CustomerPriceIncTax: 149 }),
    makeItem({ InventoryItemId: 3, ItemDescription: 'ASUS Board', CustomerPriceIncTax: 299.95 }),
    makeItem({ InventoryItemId: 4, ItemDescription: 'Generic Fan', CustomerPriceIncTax: 9.5 }),
    makeItem({ InventoryItemId: 5, ItemDescription: 'MSI Card', CustomerPriceIncTax: 149 }),
  ];
  const sortEngine = createGridEngine(priced);
  const order = (query: GridEngineQuery) => sortEngine.query(query).items.map((item) => item.InventoryItemId);

  it.each<[GridEngineQuery, number[]]>([
    [{}, [1, 2, 3, 4, 5]],
    [{ sortKey: 'price', sortDirection: 'asc' }, [2, 5, 3, 1, 4]],
    [{ sortKey: 'price', sortDirection: 'desc' }, [3, 2, 5, 4, 1]],
    [{ sortKey: 'description' }, [3, 2, 5, 1, 4]],
  ])('orders %j as %j, "Generic" items after the others in both directions', (query, expected) => {
    expect(order(query)).toEqual(expected);
  });

  it('takes the trailing prefix as an option, "" for none', () => {
    const plain = createGridEngine(priced, { trailingDescriptionPrefix: '' });
    expect(plain.query({ sortKey: 'price' }).items.map((item) => item.InventoryItemId)).toEqual([1, 4, 2, 5, 3]);
  });

  it('returns the requested page and the page count', () => {
    const result = sortEngine.query({ sortKey: 'price', page: 2, pageSize: 2 });
    expect(result.items.map((item) => item.InventoryItemId)).toEqual([3, 1]);
    expect([result.total, result.page, result.pageCount]).toEqual([5, 2, 3]);
    expect(sortEngine.query({ page: 4, pageSize: 2 }).items).toEqual([]);
  });

  it('gives the same pages whether it walks the sort order or sorts the few matches', () => {
    // One match in 700 is sorted by rank; four in five are found by walking the price order.
    for (const query of [{ brands: ['Brand 9'], categories: [1007] }, { availability: 'all' as const }, { brands: ['Brand 9'] }]) {
      const all = engine.query({ ...query, sortKey: 'price', pageSize: 1000 }).items;
      const naive = [...naiveQuery(items, query).matches].sort(
        (left, right) =>
          Math.round(left.CustomerPriceIncTax * 100) - Math.round(right.CustomerPriceIncTax * 100) ||
          items.indexOf(left) - items.indexOf(right),
      );
      expect(all).toEqual(naive);
      expect(engine.query({ ...query, sortKey: 'price', page: 2, pageSize: 3 }).items).toEqual(naive.slice(3, 6));
    }
  });

  it('sorts popularity and release date descending as most popular and newest first', () => {
    const ranked = createGridEngine([
      makeItem({ InventoryItemId: 1, PopularityRank: 3, AgeRank: 1 }),
      makeItem({ InventoryItemId: 2, PopularityRank: 1, AgeRank: 3 }),
      makeItem({ InventoryItemId: 3, PopularityRank: 2, AgeRank: 2 }),
    ]);
    const ids = (query: GridEngineQuery) => ranked.query(query).items.map((item) => item.InventoryItemId);
    expect(ids({ sortKey: 'popularity', sortDirection: 'desc' })).toEqual([2, 3, 1]);
    expect(ids({ sortKey: 'releasedate', sortDirection: 'desc' })).toEqual([1, 3, 2]);
    expect(ids({ sortKey: 'relevance', sortDirection: 'desc' })).toEqual([1, 2, 3]);
  });

  it('sorts by saving in dollars and in percent of the higher of RRP and normal price', () => {
    const discounted = [
      makeItem({ InventoryItemId: 1, CustomerPriceIncTax: 90, RRPPriceIncTax: 100 }),
      makeItem({ InventoryItemId: 2, CustomerPriceIncTax: 500, RRPPriceIncTax: 550 }),
      makeItem({ InventoryItemId: 3, CustomerPriceIncTax: 10, NormalPrice: 20 }),
    ];
    expect(discounted.map(itemSavingCents)).toEqual([1000, 5000, 1000]);
    const ids = (query: GridEngineQuery) =>
      createGridEngine(discounted).query(query).items.map((item) => item.InventoryItemId);
    expect(ids({ sortKey: 'discountvalue', sortDirection: 'desc' })).toEqual([2, 1, 3]);
    expect(ids({ sortKey: 'discountpercent', sortDirection: 'desc' })).toEqual([3, 1, 2]);
  });

  it('shuffles the same way for the same seed and differently for another', () => {
    const first = engine.query({ sortKey: 'random', randomSeed: 1 }).items;
    expect(engine.query({ sortKey: 'random', randomSeed: 1 }).items).toEqual(first);
    expect(engine.query({ sortKey: 'random', randomSeed: 2 }).items).not.toEqual(first);
  });
});

describe('createGridEngine: search box (spec 1 §5)', () => {
  const searchEngine = createGridEngine([
    makeItem({ InventoryItemId: 1, ItemDescription: 'ASUS ROG Strix B650-A Gaming WiFi', ManufacturerModel: 'ROG-STRIX-B650-A' }),
    makeItem({ InventoryItemId: 2, ItemDescription: 'Corsair Vengeance 32GB', ManufacturerModel: 'CMK32GX5M2B6000C36' }),
    makeItem({ InventoryItemId: 3, ItemDescription: 'Crucial Pro 32GB', ManufacturerModel: 'CP2K16G60C48U5' }),
  ]);
  const ids = (search: string) => searchEngine.query({ search }).items.map((item) => item.InventoryItemId);

  it.each<[string, number[]]>([
    ['gaming', [1]],
    ['GAMING', [1]],
    ['32gb', [2, 3]],
    ['cmk32gx5', [2]],
    ['g', [1, 2, 3]],
    ['', [1, 2, 3]],
    ['nvidia', []],
    // Only the first 15 characters count: "corsair vengean" matches although the rest does not.
    ['Corsair Vengeance XYZ', [2]],
  ])('"%s" matches items %j (description or manufacturer model, lowercased)', (search, expected) => {
    expect(ids(search)).toEqual(expected);
  });

  it('does not match across the description and the model', () => {
    expect(ids('wifi rog')).toEqual([]);
  });
});

describe('createGridEngine: edge cases', () => {
  it('answers an empty list with nothing and zero counts', () => {
    const result = createGridEngine([]).query({ availability: 'in-stock-any', brands: ['ASUS'], sortKey: 'price', search: 'rtx' });
    expect(result).toMatchObject({ total: 0, page: 1, pageCount: 0, items: [], facets: { brands: [], categories: [], attributes: {} } });
    expect(Object.values(result.facets.availability)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('marks the chosen values of each facet as selected', () => {
    const result = engine.query({ brands: ['Brand 2'], categories: [1003], attributes: { Colour: ['Red'] } });
    const selected = <Value>(buckets: { value: Value; isSelected: boolean }[] | undefined) =>
      (buckets ?? []).filter((bucket) => bucket.isSelected).map((bucket) => bucket.value);
    expect(selected(result.facets.brands)).toEqual(['Brand 2']);
    expect(selected(result.facets.categories)).toEqual([1003]);
    expect(selected(result.facets.attributes['Colour'])).toEqual(['Red']);
    expect(selected(result.facets.attributes['Chipset'])).toEqual([]);
  });

  it('gives the same answer to the same query twice (scratch bitsets are reused safely)', () => {
    const query: GridEngineQuery = { availability: 'in-stock-any', brands: ['Brand 1', 'Brand 2'], categories: [1001, 1002] };
    const first = engine.query(query);
    engine.query({ brands: ['Brand 5'], search: 'pro' });
    expect(engine.query(query)).toEqual(first);
  });
});

describe('createGridEngine: queries within a scope', () => {
  // Every third item is in the "category" scope, items 0–299 in the "brand" scope.
  const categoryIds = items.filter((_, position) => position % 3 === 0).map((item) => item.InventoryItemId);
  const brandIds = items.slice(0, 300).map((item) => item.InventoryItemId);
  const categoryScope = engine.scope(categoryIds);
  const brandScope = engine.scope(brandIds);

  it('counts the items of a scope and leaves out ids the engine does not hold', () => {
    expect(categoryScope.count).toBe(categoryIds.length);
    expect(engine.scope([...brandIds.slice(0, 5), -1, 99_999_999]).count).toBe(5);
  });

  it.each(queries)('filters, counts facets and pages only within the scope, agreeing with the naive count: %s', (_, query) => {
    const inScope = new Set(categoryIds);
    const scoped = items.filter((item) => inScope.has(item.InventoryItemId));
    const result = engine.query({ ...query, within: categoryScope, pageSize: 1000 });
    const expected = naiveQuery(scoped, query);
    expect(result.total).toBe(expected.total);
    expect(new Set(result.items)).toEqual(new Set(expected.matches));
    for (const bucket of result.facets.brands) expect([bucket.value, bucket.count]).toEqual([bucket.value, expected.brands(bucket.value)]);
    for (const bucket of result.facets.categories) {
      expect([bucket.value, bucket.count]).toEqual([bucket.value, expected.categories(bucket.value)]);
    }
    for (const [key, buckets] of Object.entries(result.facets.attributes)) {
      for (const bucket of buckets) {
        expect([key, bucket.value, bucket.count]).toEqual([key, bucket.value, expected.attribute(key, bucket.value)]);
      }
    }
    for (const [value, count] of Object.entries(result.facets.availability)) {
      expect([value, count]).toEqual([value, expected.availability(value as AvailabilityFilterValue)]);
    }
  });

  it('takes several scopes as the items in every one of them, sorted and paged like the whole list', () => {
    const both = new Set(brandIds.filter((id) => categoryIds.includes(id)));
    const whole = engine.query({ sortKey: 'price', pageSize: 1000 }).items.filter((item) => both.has(item.InventoryItemId));
    const result = engine.query({ within: [categoryScope, brandScope], sortKey: 'price', page: 2, pageSize: 10 });
    expect(result.total).toBe(both.size);
    expect(result.pageCount).toBe(Math.ceil(both.size / 10));
    expect(result.items).toEqual(whole.slice(10, 20));
  });

  it('treats an empty list of scopes as every item and an empty scope as no item', () => {
    expect(engine.query({ within: [] }).total).toBe(items.length);
    const result = engine.query({ within: engine.scope([]), brands: ['Brand 1'] });
    expect(result).toMatchObject({ total: 0, items: [] });
    expect(result.facets.brands.every((bucket) => bucket.count === 0)).toBe(true);
  });

  it('leaves a scope unchanged by the queries that use it', () => {
    const before = Array.from(brandScope.bits);
    engine.query({ within: [brandScope, categoryScope], brands: ['Brand 1'], availability: 'in-stock-any' });
    expect(Array.from(brandScope.bits)).toEqual(before);
    expect(engine.query({ within: brandScope }).total).toBe(300);
  });

  it('refuses a scope built by an engine over another item list', () => {
    const other = createGridEngine(makeItems(40, 3));
    expect(() => engine.query({ within: other.scope([1]) })).toThrow('built by another grid engine');
  });
});
