// runGridQuery answers from precomputed scopes within the engine; this checks it against a deliberately naive
// reading of the same rules (the whole catalogue queried, then narrowed item by item), on a seeded catalogue.
import type { GridSortKey } from '@rigkit/domain/grid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RigkitDatabase } from '../db/openDatabase.ts';
import { seedDatabase } from '../seed/seed.ts';
import { openTestDatabase } from '../testing/testDatabase.ts';
import { createCatalogueIndex, type CatalogueSnapshot, type IndexedItem } from './catalogueIndex.ts';
import { apiTile, runGridQuery, type GridRequest } from './gridQuery.ts';

const now = new Date('2026-11-22T05:00:00.000Z');
let database: RigkitDatabase;
let snapshot: CatalogueSnapshot;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDatabase(database.db, { items: 600, now });
  snapshot = (await createCatalogueIndex(database.db, { now: () => now })).current();
}, 120_000);
afterAll(async () => database.close());

function naivePeopleAlsoBought(ids: readonly number[]): number[] {
  const given = ids.map((id) => snapshot.items.get(id)).filter((item): item is IndexedItem => item !== undefined);
  const groups = new Set(given.map((item) => snapshot.categories.get(item.primaryCategoryId)?.groupId));
  const own = new Set(given.map((item) => item.primaryCategoryId));
  return [...snapshot.items.values()]
    .filter((item) => !ids.includes(item.id) && item.availableOnline && item.typeCode === 'STK')
    .filter((item) => groups.has(snapshot.categories.get(item.primaryCategoryId)?.groupId) && !own.has(item.primaryCategoryId))
    .sort((a, b) => a.popularityRank - b.popularityRank)
    .slice(0, 10)
    .map((item) => item.id);
}

/** The item ids and header a request should give, computed item by item. */
function naiveGrid(request: GridRequest, warehouseId: number) {
  const all = [...snapshot.items.values()];
  const tests: ((item: IndexedItem) => boolean)[] = [];
  if (request.InventoryItemIds?.length) {
    const chosen = new Set(request.PeopleAlsoBought ? naivePeopleAlsoBought(request.InventoryItemIds) : request.InventoryItemIds);
    tests.push((item) => chosen.has(item.id));
  }
  const categoryId = request.InventoryCategoryId;
  if (categoryId != null) tests.push((item) => item.categoryIds.includes(categoryId));
  const manufacturerId = request.ManufacturerId;
  if (manufacturerId != null) tests.push((item) => item.manufacturerId === manufacturerId);
  const promotionId = request.PromotionId;
  if (promotionId != null) tests.push((item) => snapshot.promotionItems.get(promotionId)?.has(item.id) === true);
  if (request.InventoryItemListId != null) tests.push(() => false);
  if (request.OnlyWebsiteSpotlight) tests.push((item) => item.websiteSpotlight);
  if (request.OnlyFreeShipping) tests.push((item) => item.tile.FreeShipping === true);
  if (request.OnlyClearance) tests.push((item) => item.isClearance);
  // The shopper's filters and the order: the engine over the whole catalogue, as before scopes existed.
  const ranked = snapshot.engine.query({
    availability: request.AvailabilityFilter ?? 'all',
    shopper: { warehouseId },
    brands: (request.ManufacturerIds ?? []).map((id) => snapshot.manufacturers.get(id)?.name ?? ''),
    categories: request.CategoryIds ?? [],
    attributes: Object.fromEntries((request.AttributeFilters ?? []).map((filter) => [filter.Key, filter.Values])),
    search: request.SearchString ?? '',
    ...(request.SortType ? { sortKey: request.SortType, sortDirection: request.SortDirection ?? 'asc' } : {}),
    pageSize: all.length,
    attributeFacetKeys: [],
  }).items;
  let matched = ranked.map((tile) => snapshot.items.get(tile.InventoryItemId) as IndexedItem).filter((item) => tests.every((test) => test(item)));
  if (!request.SortType && request.InventoryItemIds?.length && !request.PeopleAlsoBought) {
    matched = request.InventoryItemIds.map((id) => matched.find((item) => item.id === id)).filter((item): item is IndexedItem => item !== undefined);
  }
  const attributes: Record<string, string[]> = {};
  for (const item of matched) for (const a of item.attributes) if (a.ShowOnWeb) attributes[a.Key] = [...new Set([...(attributes[a.Key] ?? []), a.Value])].sort();
  return {
    ids: matched.slice(0, Math.max(1, request.MaximumItemsToRender ?? 200)).map((item) => item.id),
    attributes,
    manufacturers: [...new Set(matched.map((item) => item.manufacturerId))].sort((a, b) => a - b),
    categories: [...new Set(matched.flatMap((item) => item.categoryIds))].sort((a, b) => a - b),
    count: matched.length,
  };
}

const firstOf = (test: (item: IndexedItem) => boolean) => [...snapshot.items.values()].find(test);

const requests: [string, () => GridRequest][] = [
  ['the whole catalogue', () => ({})],
  ['a category sorted by price, 24 per page', () => ({ InventoryCategoryId: 105, SortType: 'price', MaximumItemsToRender: 24 })],
  ['a category with an attribute, a brand and a stock filter', () => ({ InventoryCategoryId: 103, AttributeFilters: [{ Key: 'Socket', Values: ['AM5', 'LGA1700'] }], ManufacturerIds: [firstOf((item) => item.categoryIds.includes(103))?.manufacturerId ?? 0], AvailabilityFilter: 'in-stock-any' })],
  ['a category in stock in my state, newest first', () => ({ InventoryCategoryId: 104, AvailabilityFilter: 'in-stock-my-state', SortType: 'releasedate', SortDirection: 'desc' })],
  ['a brand with sub-category filters', () => ({ ManufacturerId: firstOf((item) => item.typeCode === 'STK')?.manufacturerId ?? 0, CategoryIds: [103, 105] })],
  ['a brand within a category', () => ({ ManufacturerId: firstOf((item) => item.categoryIds.includes(105))?.manufacturerId ?? 0, InventoryCategoryId: 105 })],
  ['a promotion', () => ({ PromotionId: [...snapshot.promotionItems.keys()][0] ?? 0, SortType: 'discountpercent', SortDirection: 'desc' })],
  ['chosen items in the order asked', () => ({ InventoryItemIds: [...snapshot.items.keys()].slice(40, 50).reverse(), GenerateTitle: true })],
  ['chosen items sorted by description', () => ({ InventoryItemIds: [...snapshot.items.keys()].slice(3, 30), SortType: 'description' as GridSortKey })],
  ['people also bought', () => ({ InventoryItemIds: [firstOf((item) => item.categoryIds.includes(103))?.id ?? 0], PeopleAlsoBought: true })],
  ['a search', () => ({ SearchString: 'gaming', SortType: 'popularity' })],
  ['spotlight, free shipping and clearance items', () => ({ OnlyWebsiteSpotlight: true, OnlyFreeShipping: true, OnlyClearance: true })],
  ['clearance items only', () => ({ OnlyClearance: true, SortType: 'price', SortDirection: 'desc' })],
  ['an unknown category', () => ({ InventoryCategoryId: 999_999 })],
  ['a saved item list', () => ({ InventoryItemListId: 4 })],
];

describe('runGridQuery', () => {
  it.each(requests)('agrees with the item-by-item reading: %s', (_, makeRequest) => {
    const request = makeRequest();
    const warehouseId = 1;
    const result = runGridQuery(snapshot, request, warehouseId);
    const expected = naiveGrid(request, warehouseId);
    expect(result.Items.map((tile) => tile['InventoryItemId'])).toEqual(expected.ids);
    expect(Object.fromEntries(result.Attributes.map((attribute) => [attribute.Key, attribute.Values]))).toEqual(expected.attributes);
    expect(result.Manufacturers.map((manufacturer) => manufacturer.ManufacturerId).sort((a, b) => a - b)).toEqual(expected.manufacturers);
    expect(result.Categories.map((category) => category.InventoryCategoryId).sort((a, b) => a - b)).toEqual(expected.categories);
    if (request.GenerateTitle) expect(result.Title).toBe(`Selected items (${expected.count})`);
  });

  it.each(requests)('answers again from its remembered header, re-sorted and with another page size: %s', (_, makeRequest) => {
    const request = makeRequest();
    runGridQuery(snapshot, request, 1);
    for (const again of [request, { ...request, SortType: 'description' as GridSortKey, SortDirection: 'desc' as const, MaximumItemsToRender: 5 }]) {
      const result = runGridQuery(snapshot, again, 1);
      const expected = naiveGrid(again, 1);
      expect(result.Items.map((tile) => tile['InventoryItemId'])).toEqual(expected.ids);
      expect(Object.fromEntries(result.Attributes.map((attribute) => [attribute.Key, attribute.Values]))).toEqual(expected.attributes);
      expect(result.Manufacturers.map((manufacturer) => manufacturer.ManufacturerId).sort((a, b) => a - b)).toEqual(expected.manufacturers);
      if (again.GenerateTitle) expect(result.Title).toBe(`Selected items (${expected.count})`);
    }
  });

  it('keeps headers apart for shoppers at different stores when a stock filter is on', () => {
    const request: GridRequest = { InventoryCategoryId: 105, AvailabilityFilter: 'in-stock-my-store' };
    for (const warehouseId of [1, 4, 1, 4]) {
      const result = runGridQuery(snapshot, request, warehouseId);
      expect(result.Items.map((tile) => tile['InventoryItemId'])).toEqual(naiveGrid(request, warehouseId).ids);
      expect(result.Manufacturers.map((manufacturer) => manufacturer.ManufacturerId).sort((a, b) => a - b)).toEqual(naiveGrid(request, warehouseId).manufacturers);
    }
  });

  it('finds something for most requests above (the comparison is not between two empty lists)', () => {
    const nonEmpty = requests.filter(([, makeRequest]) => runGridQuery(snapshot, makeRequest(), 1).Items.length > 0);
    expect(nonEmpty.length).toBeGreaterThanOrEqual(11);
  });

  it('gives every response the same frozen tile object of an item, with KeySellingPoints as a list', () => {
    const item = firstOf((candidate) => candidate.typeCode === 'STK') as IndexedItem;
    const tile = apiTile(item);
    expect(apiTile(item)).toBe(tile);
    expect(Object.isFrozen(tile)).toBe(true);
    expect(Array.isArray(tile['KeySellingPoints'])).toBe(true);
  });
});
