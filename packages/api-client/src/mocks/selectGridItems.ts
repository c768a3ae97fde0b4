import type { components } from '../generated/schema.ts';
import { categoryTree, items } from './fixtures.ts';

type ItemTile = components['schemas']['ItemTile'];
type Category = components['schemas']['Category'];

/** The filters both grid calls (POST getItemGrid, GET cc/getItemGrid) share in the mock. */
export interface GridFilters {
  InventoryCategoryId?: number | null | undefined;
  ManufacturerId?: number | null | undefined;
  SearchString?: string | null | undefined;
  InventoryItemIds?: readonly number[] | undefined;
  SortType?: 'price' | 'description' | 'popularity' | string | undefined;
  SortDirection?: 'asc' | 'desc' | undefined;
}

function withChildren(category: Category): number[] {
  return [category.InventoryCategoryId, ...(category.ChildCategories ?? []).flatMap(withChildren)];
}

function categoryAndChildren(categoryId: number): number[] {
  const search = (categories: readonly Category[]): number[] | undefined => {
    for (const category of categories) {
      if (category.InventoryCategoryId === categoryId) return withChildren(category);
      const found = search(category.ChildCategories ?? []);
      if (found) return found;
    }
    return undefined;
  };
  return search(categoryTree.Categories) ?? [categoryId];
}

const sortKeys: Record<string, (item: ItemTile) => number | string> = {
  price: (item) => item.CustomerPriceIncTax,
  description: (item) => item.ItemDescription,
  // Rank 1 is the most popular, so ascending popularity lists the best sellers first.
  popularity: (item) => item.PopularityRank ?? Number.MAX_SAFE_INTEGER,
};

/**
 * The fixture items a grid request selects: by category (with its children), brand, item ids and the search box
 * (spec 1 §5: lowercased, matching the description or the manufacturer model), sorted by price, description or
 * popularity. Availability filters are the domain package's rule and are not repeated in the mock.
 */
export function selectGridItems(filters: GridFilters): ItemTile[] {
  const categoryIds = filters.InventoryCategoryId == null ? undefined : categoryAndChildren(filters.InventoryCategoryId);
  const search = filters.SearchString?.toLowerCase();
  const selected = items.filter(
    (item) =>
      (!categoryIds || (item.Categories ?? []).some((id) => categoryIds.includes(id))) &&
      (filters.ManufacturerId == null || item.ManufacturerId === filters.ManufacturerId) &&
      (!filters.InventoryItemIds?.length || filters.InventoryItemIds.includes(item.InventoryItemId)) &&
      (!search || `${item.ItemDescription}\n${item.ManufacturerModel ?? ''}`.toLowerCase().includes(search)),
  );
  const key = sortKeys[filters.SortType ?? ''];
  if (!key) return selected;
  const direction = filters.SortDirection === 'desc' ? -1 : 1;
  return selected.sort((a, b) => (key(a) < key(b) ? -direction : key(a) > key(b) ? direction : 0));
}
