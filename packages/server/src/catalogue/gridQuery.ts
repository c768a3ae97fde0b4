// getItemGrid and cc/getItemGrid (spec 1 §3, §7; spec 2 §7): a scope (category, brand, promotion, chosen items)
// narrowed by the shopper's filters through the domain's grid engine, answered as Items plus the header's
// Attributes, Manufacturers and Categories of the matching items.
import type { GridSortDirection, GridSortKey } from '@rigkit/domain/grid';
import type { AvailabilityFilterValue } from '@rigkit/domain/availability';
import { stateForWarehouse } from '@rigkit/domain/region';
import { ApiError } from '../http/envelope.ts';
import type { CatalogueSnapshot, IndexedItem } from './catalogueIndex.ts';

export interface GridRequest {
  InventoryCategoryId?: number | null;
  ManufacturerId?: number | null;
  PromotionId?: number | null;
  InventoryItemIds?: number[];
  InventoryItemListId?: number | null;
  InventoryItemListSqid?: string | null;
  SearchString?: string | null;
  PeopleAlsoBought?: boolean;
  GenerateTitle?: boolean;
  AvailabilityFilter?: AvailabilityFilterValue;
  ManufacturerIds?: number[];
  CategoryIds?: number[];
  AttributeFilters?: { Key: string; Values: string[] }[];
  SortType?: GridSortKey;
  SortDirection?: GridSortDirection;
  MaximumItemsToRender?: number | null;
  OnlyWebsiteSpotlight?: boolean;
  OnlyFreeShipping?: boolean;
  OnlyClearance?: boolean;
}

/** Spec 2 §8: "Search under 3 characters". */
export const searchTooShortMessage = 'Please enter a search term with more than two characters.';
export const defaultMaximumItems = 200;
const peopleAlsoBoughtCount = 10;

/** Items of the API tile shape: KeySellingPoints as a list (contract ItemTile). */
export function apiTile(item: IndexedItem): Record<string, unknown> {
  const points = item.details['KeySellingPoints'];
  return { ...item.tile, KeySellingPoints: Array.isArray(points) ? points : [] };
}

function peopleAlsoBought(snapshot: CatalogueSnapshot, ids: readonly number[]): number[] {
  // Designed (the specs give no rule): popular items from the categories of the given items' companions, i.e.
  // the same category groups but other categories, most popular first; deterministic.
  const given = ids.map((id) => snapshot.items.get(id)).filter((item): item is IndexedItem => item !== undefined);
  const groups = new Set(given.map((item) => snapshot.categories.get(item.primaryCategoryId)?.groupId));
  const ownCategories = new Set(given.map((item) => item.primaryCategoryId));
  return [...snapshot.items.values()]
    .filter((item) => !ids.includes(item.id) && item.availableOnline && item.typeCode === 'STK')
    .filter((item) => groups.has(snapshot.categories.get(item.primaryCategoryId)?.groupId) && !ownCategories.has(item.primaryCategoryId))
    .sort((a, b) => a.popularityRank - b.popularityRank)
    .slice(0, peopleAlsoBoughtCount)
    .map((item) => item.id);
}

function scopeOf(snapshot: CatalogueSnapshot, request: GridRequest): Set<number> | null {
  let scope: Set<number> | null = null;
  const narrow = (ids: Iterable<number>) => {
    const next = new Set(ids);
    scope = scope === null ? next : new Set([...scope].filter((id) => next.has(id)));
  };
  const items = [...snapshot.items.values()];
  if (request.InventoryItemIds && request.InventoryItemIds.length > 0) {
    narrow(request.PeopleAlsoBought ? peopleAlsoBought(snapshot, request.InventoryItemIds) : request.InventoryItemIds);
  }
  if (request.InventoryCategoryId != null) {
    const id = request.InventoryCategoryId;
    narrow(items.filter((item) => item.categoryIds.includes(id)).map((item) => item.id));
  }
  if (request.ManufacturerId != null) {
    const id = request.ManufacturerId;
    narrow(items.filter((item) => item.manufacturerId === id).map((item) => item.id));
  }
  if (request.PromotionId != null) narrow(snapshot.promotionItems.get(request.PromotionId)?.keys() ?? []);
  // No saved item lists exist in the reference store yet: a list id selects nothing rather than everything.
  if (request.InventoryItemListId != null || request.InventoryItemListSqid) narrow([]);
  if (request.OnlyWebsiteSpotlight) narrow(items.filter((item) => item.websiteSpotlight).map((item) => item.id));
  if (request.OnlyFreeShipping) narrow(items.filter((item) => item.tile.FreeShipping).map((item) => item.id));
  if (request.OnlyClearance) narrow(items.filter((item) => item.isClearance).map((item) => item.id));
  return scope;
}

export function runGridQuery(snapshot: CatalogueSnapshot, request: GridRequest, shopperWarehouseId: number) {
  const search = request.SearchString?.trim() ?? '';
  if (search !== '' && search.length < 3) throw new ApiError(422, searchTooShortMessage);
  const scope = scopeOf(snapshot, request);
  const brandNames = (request.ManufacturerIds ?? []).map((id) => snapshot.manufacturers.get(id)?.name).filter((name): name is string => name !== undefined);
  const attributes = Object.fromEntries((request.AttributeFilters ?? []).map((filter) => [filter.Key, filter.Values]));
  const result = snapshot.engine.query({
    availability: request.AvailabilityFilter ?? 'all',
    shopper: { warehouseId: shopperWarehouseId, state: stateForWarehouse(shopperWarehouseId) },
    brands: brandNames,
    categories: request.CategoryIds ?? [],
    attributes,
    search,
    ...(request.SortType ? { sortKey: request.SortType, sortDirection: request.SortDirection ?? 'asc' } : {}),
    pageSize: snapshot.items.size,
    attributeFacetKeys: [],
  });
  let matched = result.items.map((tile) => snapshot.items.get(tile.InventoryItemId)).filter((item): item is IndexedItem => item !== undefined);
  if (scope !== null) {
    const inScope: Set<number> = scope;
    matched = matched.filter((item) => inScope.has(item.id));
    // Chosen items keep the order they were asked in unless a sort was asked for.
    if (!request.SortType && request.InventoryItemIds && !request.PeopleAlsoBought) {
      const order = new Map(request.InventoryItemIds.map((id, index) => [id, index]));
      matched.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    }
  }
  const limit = Math.max(1, request.MaximumItemsToRender ?? defaultMaximumItems);
  const attributeValues = new Map<string, Set<string>>();
  const manufacturerIds = new Set<number>();
  const categoryIds = new Set<number>();
  for (const item of matched) {
    manufacturerIds.add(item.manufacturerId);
    for (const id of item.categoryIds) categoryIds.add(id);
    for (const attribute of item.attributes) {
      if (!attribute.ShowOnWeb) continue;
      const values = attributeValues.get(attribute.Key) ?? new Set<string>();
      values.add(attribute.Value);
      attributeValues.set(attribute.Key, values);
    }
  }
  return {
    Items: matched.slice(0, limit).map(apiTile),
    Attributes: [...attributeValues].map(([Key, values]) => ({ Key, Values: [...values].sort() })),
    Manufacturers: [...manufacturerIds]
      .map((id) => snapshot.manufacturers.get(id))
      .filter((manufacturer) => manufacturer !== undefined)
      .map((manufacturer) => ({ ManufacturerId: manufacturer.id, ManufacturerName: manufacturer.name, ManufacturerImageId: manufacturer.imageId }))
      .sort((a, b) => a.ManufacturerName.localeCompare(b.ManufacturerName)),
    Categories: [...categoryIds]
      .map((id) => snapshot.categories.get(id))
      .filter((category) => category !== undefined)
      .map((category) => ({ InventoryCategoryId: category.id, CategoryName: category.name, ChildCategories: [], InventoryCategoryGroupId: category.groupId })),
    ...(request.GenerateTitle ? { Title: gridTitle(snapshot, request, matched.length) } : {}),
  };
}

function gridTitle(snapshot: CatalogueSnapshot, request: GridRequest, count: number): string {
  const category = request.InventoryCategoryId != null ? snapshot.categories.get(request.InventoryCategoryId)?.name : undefined;
  const brand = request.ManufacturerId != null ? snapshot.manufacturers.get(request.ManufacturerId)?.name : undefined;
  const subject = [brand, category].filter(Boolean).join(' ') || 'Selected items';
  return `${subject} (${count})`;
}
