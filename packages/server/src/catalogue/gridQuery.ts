// getItemGrid and cc/getItemGrid (spec 1 §3, §7; spec 2 §7): a scope (category, brand, promotion, chosen items)
// narrowed by the shopper's filters through the domain's grid engine, answered as Items plus the header's
// Attributes, Manufacturers and Categories of the matching items.
import type { GridScope } from '@rigkit/domain/grid';
import { stateForWarehouse } from '@rigkit/domain/region';
import { ApiError } from '../http/envelope.ts';
import type { CatalogueSnapshot, IndexedItem } from './catalogueIndex.ts';
import type { Schema } from '../contract/schemas.ts';
import type { OperationQuery } from '../http/operation.ts';

/** getItemGrid's body, or cc/getItemGrid's query, which alone carries the Only* flags. */
export type GridRequest = Schema<'GridRequest'> & Pick<OperationQuery<'GET', '/cc/getItemGrid'>, 'OnlyWebsiteSpotlight' | 'OnlyFreeShipping' | 'OnlyClearance'>;

/** Spec 2 §8: "Search under 3 characters". */
export const searchTooShortMessage = 'Please enter a search term with more than two characters.';
export const defaultMaximumItems = 200;
const peopleAlsoBoughtCount = 10;

const apiTiles = new WeakMap<IndexedItem, Readonly<Schema<'ItemTile'>>>();

/**
 * Items of the API tile shape: KeySellingPoints as a list (contract ItemTile). Built once per item of a snapshot and
 * shared by every response (frozen, so no caller can change another response's tile).
 */
export function apiTile(item: IndexedItem): Readonly<Schema<'ItemTile'>> {
  let tile = apiTiles.get(item);
  if (!tile) {
    const points = item.details['KeySellingPoints'];
    // Through JSON once: V8 gives parsed objects compact shapes that serialise about twice as fast as the spread
    // copy, and a grid response is mostly its tiles.
    tile = Object.freeze(JSON.parse(JSON.stringify({ ...item.tile, KeySellingPoints: Array.isArray(points) ? points : [] })) as Schema<'ItemTile'>);
    apiTiles.set(item, tile);
  }
  return tile;
}

// Designed (the specs give no rule): popular items from the categories of the given items' companions, i.e. the same
// category groups but other categories, most popular first; deterministic. The candidates (online STK items by
// popularity) are sorted once per snapshot.
const popularStockItems = new WeakMap<CatalogueSnapshot, IndexedItem[]>();

function peopleAlsoBought(snapshot: CatalogueSnapshot, ids: readonly number[]): number[] {
  let candidates = popularStockItems.get(snapshot);
  if (!candidates) {
    candidates = [...snapshot.items.values()].filter((item) => item.availableOnline && item.typeCode === 'STK').sort((a, b) => a.popularityRank - b.popularityRank);
    popularStockItems.set(snapshot, candidates);
  }
  const given = ids.map((id) => snapshot.items.get(id)).filter((item): item is IndexedItem => item !== undefined);
  const groups = new Set(given.map((item) => snapshot.categories.get(item.primaryCategoryId)?.groupId));
  const ownCategories = new Set(given.map((item) => item.primaryCategoryId));
  const asked = new Set(ids);
  const chosen: number[] = [];
  for (const item of candidates) {
    if (chosen.length === peopleAlsoBoughtCount) break;
    if (asked.has(item.id) || ownCategories.has(item.primaryCategoryId)) continue;
    if (groups.has(snapshot.categories.get(item.primaryCategoryId)?.groupId)) chosen.push(item.id);
  }
  return chosen;
}

/** The precomputed scopes the request names (every one must hold); an empty list means the whole catalogue. */
function scopesOf(snapshot: CatalogueSnapshot, request: GridRequest): GridScope[] {
  const { scopes, engine } = snapshot;
  const within: GridScope[] = [];
  if (request.InventoryItemIds && request.InventoryItemIds.length > 0) {
    within.push(engine.scope(request.PeopleAlsoBought ? peopleAlsoBought(snapshot, request.InventoryItemIds) : request.InventoryItemIds));
  }
  if (request.InventoryCategoryId != null) within.push(scopes.byCategory.get(request.InventoryCategoryId) ?? scopes.nothing);
  if (request.ManufacturerId != null) within.push(scopes.byManufacturer.get(request.ManufacturerId) ?? scopes.nothing);
  if (request.PromotionId != null) within.push(scopes.byPromotion.get(request.PromotionId) ?? scopes.nothing);
  // No saved item lists exist in the reference store yet: a list id selects nothing rather than everything.
  if (request.InventoryItemListId != null || request.InventoryItemListSqid) within.push(scopes.nothing);
  if (request.OnlyWebsiteSpotlight) within.push(scopes.websiteSpotlight);
  if (request.OnlyFreeShipping) within.push(scopes.freeShipping);
  if (request.OnlyClearance) within.push(scopes.clearance);
  return within;
}

/** The header of a grid: the filters of every matching item (not only of the page), and how many match. */
interface GridHeader {
  Attributes: readonly { Key: string; Values: readonly string[] }[];
  Manufacturers: readonly { ManufacturerId: number; ManufacturerName: string; ManufacturerImageId: number }[];
  Categories: readonly { InventoryCategoryId: number; CategoryName: string; ChildCategories: readonly never[]; InventoryCategoryGroupId: number | null }[];
  count: number;
}

// `localeCompare` without arguments compares as a default Intl.Collator does; one collator serves every call.
const byName = new Intl.Collator().compare;

function headerOf(snapshot: CatalogueSnapshot, matched: readonly IndexedItem[]): GridHeader {
  const attributeValues = new Map<string, Set<string>>();
  const manufacturerIds = new Set<number>();
  const categoryIds = new Set<number>();
  for (const item of matched) {
    manufacturerIds.add(item.manufacturerId);
    for (const id of item.categoryIds) categoryIds.add(id);
    for (const attribute of item.attributes) {
      if (!attribute.ShowOnWeb) continue;
      let values = attributeValues.get(attribute.Key);
      if (!values) attributeValues.set(attribute.Key, (values = new Set<string>()));
      values.add(attribute.Value);
    }
  }
  // Frozen: a header is shared by every response to the same filters.
  return Object.freeze({
    Attributes: Object.freeze([...attributeValues].map(([Key, values]) => Object.freeze({ Key, Values: Object.freeze([...values].sort()) }))),
    Manufacturers: Object.freeze(
      [...manufacturerIds]
        .map((id) => snapshot.manufacturers.get(id))
        .filter((manufacturer) => manufacturer !== undefined)
        .map((manufacturer) => Object.freeze({ ManufacturerId: manufacturer.id, ManufacturerName: manufacturer.name, ManufacturerImageId: manufacturer.imageId }))
        .sort((a, b) => byName(a.ManufacturerName, b.ManufacturerName)),
    ),
    Categories: Object.freeze(
      [...categoryIds]
        .map((id) => snapshot.categories.get(id))
        .filter((category) => category !== undefined)
        .map((category) => Object.freeze({ InventoryCategoryId: category.id, CategoryName: category.name, ChildCategories: Object.freeze([]), InventoryCategoryGroupId: category.groupId })),
    ),
    count: matched.length,
  });
}

// Headers per snapshot and per set of filters: a listing's header depends only on which items match, so paging,
// re-sorting and every other shopper on the same listing reuse it. A new snapshot starts with none.
const headerCaches = new WeakMap<CatalogueSnapshot, Map<string, GridHeader>>();
const maximumCachedHeaders = 1000;

function headerKey(request: GridRequest, availability: string, shopperWarehouseId: number): string {
  return JSON.stringify([
    request.InventoryItemIds ?? null,
    request.PeopleAlsoBought ?? false,
    request.InventoryCategoryId ?? null,
    request.ManufacturerId ?? null,
    request.PromotionId ?? null,
    request.InventoryItemListId ?? null,
    request.InventoryItemListSqid ?? null,
    request.OnlyWebsiteSpotlight ?? false,
    request.OnlyFreeShipping ?? false,
    request.OnlyClearance ?? false,
    availability,
    // The stock filters other than "all" depend on where the shopper is.
    availability === 'all' ? null : shopperWarehouseId,
    request.ManufacturerIds ?? null,
    request.CategoryIds ?? null,
    request.AttributeFilters ?? null,
    request.SearchString?.trim() ?? '',
  ]);
}

export function runGridQuery(snapshot: CatalogueSnapshot, request: GridRequest, shopperWarehouseId: number) {
  const search = request.SearchString?.trim() ?? '';
  if (search !== '' && search.length < 3) throw new ApiError(422, searchTooShortMessage);
  const availability = request.AvailabilityFilter ?? 'all';
  let headers = headerCaches.get(snapshot);
  if (!headers) headerCaches.set(snapshot, (headers = new Map()));
  const key = headerKey(request, availability, shopperWarehouseId);
  const cachedHeader = headers.get(key);
  const limit = Math.max(1, request.MaximumItemsToRender ?? defaultMaximumItems);
  // Chosen items keep the order they were asked in unless a sort was asked for: every match is needed to reorder.
  const inAskedOrder = !request.SortType && request.InventoryItemIds !== undefined && request.InventoryItemIds.length > 0 && !request.PeopleAlsoBought;
  const brandNames = (request.ManufacturerIds ?? []).map((id) => snapshot.manufacturers.get(id)?.name).filter((name): name is string => name !== undefined);
  const attributes = Object.fromEntries((request.AttributeFilters ?? []).map((filter) => [filter.Key, filter.Values]));
  const result = snapshot.engine.query({
    availability,
    shopper: { warehouseId: shopperWarehouseId, state: stateForWarehouse(shopperWarehouseId) },
    brands: brandNames,
    categories: request.CategoryIds ?? [],
    attributes,
    search,
    ...(request.SortType ? { sortKey: request.SortType, sortDirection: request.SortDirection ?? 'asc' } : {}),
    within: scopesOf(snapshot, request),
    // Without a header yet, every match: the header lists the filters of all matching items, not only the page's.
    pageSize: cachedHeader && !inAskedOrder ? limit : snapshot.items.size,
    attributeFacetKeys: [],
  });
  const matched: IndexedItem[] = [];
  for (const tile of result.items) {
    const item = snapshot.items.get(tile.InventoryItemId);
    if (item) matched.push(item);
  }
  if (inAskedOrder) {
    const order = new Map(request.InventoryItemIds?.map((id, index) => [id, index]));
    matched.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  }
  let header = cachedHeader;
  if (!header) {
    header = headerOf(snapshot, matched);
    if (headers.size >= maximumCachedHeaders) headers.clear();
    headers.set(key, header);
  }
  const page: Readonly<Schema<'ItemTile'>>[] = [];
  for (let at = 0; at < matched.length && at < limit; at += 1) page.push(apiTile(matched[at] as IndexedItem));
  return {
    Items: page,
    Attributes: header.Attributes,
    Manufacturers: header.Manufacturers,
    Categories: header.Categories,
    ...(request.GenerateTitle ? { Title: gridTitle(snapshot, request, header.count) } : {}),
  };
}

function gridTitle(snapshot: CatalogueSnapshot, request: GridRequest, count: number): string {
  const category = request.InventoryCategoryId != null ? snapshot.categories.get(request.InventoryCategoryId)?.name : undefined;
  const brand = request.ManufacturerId != null ? snapshot.manufacturers.get(request.ManufacturerId)?.name : undefined;
  const subject = [brand, category].filter(Boolean).join(' ') || 'Selected items';
  return `${subject} (${count})`;
}
