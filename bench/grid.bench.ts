// Grid query engine against itemsjs on identical data (issue 4, Performance): filters on availability, brand,
// category and two attributes, facet counts for each, price sort, page of 24. Totals and facet counts must agree,
// or the bench throws. Run: node bench/grid.bench.ts [--quick]
import { createGridEngine, type GridEngineQuery, type GridEngineResult } from '../packages/domain/src/grid/engine/index.ts';
import type { GridItem } from '../packages/domain/src/grid/item.ts';
import { makeItems } from '../packages/domain/src/grid/testing.ts';
import { brotliCompressSync } from 'node:zlib';
import { build } from 'vite';
import { finish, measure, quick, report } from './harness.ts';

interface ItemsJsBucket {
  key: string;
  doc_count: number;
}
interface ItemsJsResult {
  pagination: { total: number };
  data: { items: { id: number }[]; aggregations: Record<string, { buckets: ItemsJsBucket[] }> };
}
type ItemsJs = (
  data: object[],
  configuration: object,
) => { search(options: { filters: Record<string, string[]>; sort: string; per_page: number; page: number }): ItemsJsResult };

// itemsjs ships no types; the dynamic import keeps the untyped module out of the type check.
const itemsjs = ((await import('itemsjs' as string)) as { default: ItemsJs }).default;

const shopper = { warehouseId: 1, state: 'WA' } as const;
const availability = 'in-stock-my-state';
const brands = ['Brand 3', 'Brand 7', 'Brand 12', 'Brand 25'];
const categories = [1001, 1005, 1010, 1020, 1033, 1047];
const chipsets = ['B650', 'X670', 'Z790'];
const memorySizes = ['16GB', '32GB', '64GB'];
const query: GridEngineQuery = {
  availability,
  shopper,
  brands,
  categories,
  attributes: { Chipset: chipsets, 'Memory Size': memorySizes },
  attributeFacetKeys: ['Chipset', 'Memory Size'],
  sortKey: 'price',
  sortDirection: 'asc',
  page: 1,
  pageSize: 24,
};

// The availability values an item satisfies for the shopper above, written out independently of the engine.
function availabilityTags(item: GridItem): string[] {
  const tags = ['all'];
  if (item.ItemTypeCode === 'B2B') return tags;
  const stocked = item.Availabilities.filter((stock) => Number(stock.InStock) > 0);
  const owned = stocked.filter((stock) => stock.InventoryWarehouseId > 0);
  if (stocked.length) tags.push('in-stock-any');
  if (owned.length) tags.push('in-stock-all-states');
  if (owned.some((stock) => ![5, 9].includes(stock.InventoryWarehouseId))) tags.push('in-stock-all-stores');
  if (owned.some((stock) => stock.InventoryWarehouseId === shopper.warehouseId)) tags.push('in-stock-my-store');
  if (owned.some((stock) => stock.State === shopper.state)) tags.push('in-stock-my-state');
  return tags;
}

function itemsjsFor(items: GridItem[]) {
  const rows = items.map((item, position) => ({
    id: position,
    price: Math.round(item.CustomerPriceIncTax * 100),
    availability: availabilityTags(item),
    brand: item.ManufacturerName,
    category: item.Categories.map(String),
    chipset: item.Attributes.filter((a) => a.Key === 'Chipset').map((a) => a.Value),
    memory: item.Attributes.filter((a) => a.Key === 'Memory Size').map((a) => a.Value),
  }));
  const facet = { conjunction: false, size: 10000 };
  return itemsjs(rows, {
    native_search_enabled: false,
    sortings: { price_asc: { field: 'price', order: 'asc' } },
    aggregations: { availability: facet, brand: facet, category: facet, chipset: facet, memory: facet },
  });
}

const itemsjsQuery = {
  filters: {
    availability: [availability],
    brand: brands,
    category: categories.map(String),
    chipset: chipsets,
    memory: memorySizes,
  },
  sort: 'price_asc',
  per_page: 24,
  page: 1,
};

function assertSame(ours: GridEngineResult, theirs: ItemsJsResult, items: GridItem[]): void {
  const problems: string[] = [];
  if (ours.total !== theirs.pagination.total) problems.push(`total ${ours.total} vs ${theirs.pagination.total}`);
  const compare = (name: string, mine: Map<string, number>) => {
    const buckets = theirs.data.aggregations[name]?.buckets ?? [];
    const reference = new Map(buckets.map((bucket) => [bucket.key, bucket.doc_count]));
    for (const key of new Set([...mine.keys(), ...reference.keys()])) {
      if ((mine.get(key) ?? 0) !== (reference.get(key) ?? 0)) {
        problems.push(`${name} ${key}: ${mine.get(key) ?? 0} vs ${reference.get(key) ?? 0}`);
      }
    }
  };
  const counts = <Value>(buckets: { value: Value; count: number }[]) =>
    new Map(buckets.map((bucket) => [String(bucket.value), bucket.count]));
  compare('availability', new Map(Object.entries(ours.facets.availability)));
  compare('brand', counts(ours.facets.brands));
  compare('category', counts(ours.facets.categories));
  compare('chipset', counts(ours.facets.attributes['Chipset'] ?? []));
  compare('memory', counts(ours.facets.attributes['Memory Size'] ?? []));
  const ourPage = ours.items.map((item) => items.indexOf(item)).join(',');
  const theirPage = theirs.data.items.map((item) => item.id).join(',');
  if (ourPage !== theirPage) problems.push(`page ${ourPage} vs ${theirPage}`);
  if (problems.length) throw new Error(`grid engine and itemsjs disagree:\n  ${problems.slice(0, 20).join('\n  ')}`);
}

for (const size of quick ? [1000] : [10_000, 100_000]) {
  const items = makeItems(size, 42);
  // No trailing prefix here, so that our price order is itemsjs' stable price order and the pages compare too.
  const engine = createGridEngine(items, { trailingDescriptionPrefix: '' });
  const ours = engine.query(query);
  if (ours.total === 0) throw new Error('the bench query matches nothing: it would measure nothing');
  // Ours first, before itemsjs' index fills the heap: each library is timed on a heap holding only its own data.
  const sample = measure(() => engine.query(query), { runs: size > 10_000 ? 500 : 2000, warmup: 1000 });
  const reference = itemsjsFor(items);
  assertSame(ours, reference.search(itemsjsQuery), items);
  const theirs = measure(() => reference.search(itemsjsQuery), { runs: size > 10_000 ? 20 : 100, warmup: 5 });
  const budget = size <= 10_000 ? 50 : 500;
  report({
    name: `grid query, ${size} items (${ours.total} match)`,
    ours: sample.medianMicroseconds,
    reference: { name: 'itemsjs', value: theirs.medianMicroseconds },
    unit: 'µs median',
    budget: { label: `≤ ${budget} µs`, ok: sample.medianMicroseconds <= budget },
  });
  if (size === 10_000) {
    const ratio = theirs.medianMicroseconds / sample.medianMicroseconds;
    report({
      name: 'grid query speed-up over itemsjs, 10000 items',
      ours: ratio,
      unit: '×',
      budget: { label: '≥ 20× faster', ok: ratio >= 20 },
    });
  }

  if (size <= 10_000) {
    // Fresh terms each run so the engine's one-term cache cannot answer: the search box is typed into.
    // What shoppers type, from one letter (the box searches as they type) to a model number.
    const terms = ['g', 'ga', 'gaming', 'rtx', 'memory kit', 'b12-', 'silent ssd', 'pro case', 'brand 7 ', 'turbo'];
    let turn = 0;
    engine.matchSearch('warm the index');
    const search = measure(() => engine.matchSearch(terms[turn++ % terms.length] ?? ''));
    report({
      name: `grid search-box match, ${size} items`,
      ours: search.medianMicroseconds,
      unit: 'µs median',
      budget: { label: '≤ 100 µs', ok: search.medianMicroseconds <= 100 },
    });
  }
}

// Size (issue 4): the engine as a browser bundle gets it, minified by Vite's production build, then brotli.
const bundled = await build({
  configFile: false,
  logLevel: 'silent',
  build: {
    write: false,
    minify: true,
    modulePreload: false,
    rollupOptions: {
      input: new URL('../packages/domain/src/grid/engine/index.ts', import.meta.url).pathname,
      preserveEntrySignatures: 'exports-only',
    },
  },
});
const chunks = (Array.isArray(bundled) ? bundled : [bundled]).flatMap((result) => ('output' in result ? result.output : []));
const engineBytes = chunks.reduce(
  (total, chunk) => total + (chunk.type === 'chunk' ? brotliCompressSync(chunk.code).length : 0),
  0,
);
report({
  name: 'grid engine bundle (every export of grid/engine, minified, brotli)',
  ours: engineBytes,
  unit: 'B',
  budget: { label: '≤ 4096 B', ok: engineBytes > 0 && engineBytes <= 4096 },
});

finish();
