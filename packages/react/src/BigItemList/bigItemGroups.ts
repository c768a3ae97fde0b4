// The tiles of the big item list (spec 1 §2): one per category or brand that has items, each with its best saving.
import type { components } from '@rigkit/api-client';
import { bestSavingPercent, formatSaveUpTo } from '@rigkit/domain/money';

type Schemas = components['schemas'];

/** Which tiles the big item list shows. */
export type BigItemListView = 'category' | 'brand';

/** A tile's key: its view and its InventoryCategoryId or ManufacturerId. */
export type BigItemListGroupKey = `category:${number}` | `brand:${number}`;

/** What the list reads from an item: its prices for the saving, and its categories and brand to group it. */
export interface BigItemListItem {
  CustomerPriceIncTax: number;
  RRPPriceIncTax?: number | null;
  NormalPrice?: number | null;
  Categories?: readonly number[] | null;
  ManufacturerId?: number | null;
}

/** One tile: a category or a brand, its items and its best saving. */
export interface BigItemListGroup<Item extends BigItemListItem = BigItemListItem> {
  key: BigItemListGroupKey;
  view: BigItemListView;
  /** The InventoryCategoryId or ManufacturerId. */
  id: number;
  name: string;
  /** The brand's ManufacturerImageId, for a logo; none for categories. */
  imageId: number | null;
  items: Item[];
  /** The best whole-percent saving of the group's items; 0 when none is discounted. */
  bestSavingPercent: number;
  /** "Save up to N%", or undefined when nothing is discounted (spec 1 §2). */
  saveUpTo: string | undefined;
}

export interface BigItemListSources {
  /** The categories to offer, in display order; an item counts for a category or any category under it. */
  categories?: readonly Schemas['Category'][];
  /** The brands to offer, in display order. */
  manufacturers?: readonly Schemas['Manufacturer'][];
}

function categoryAndDescendantIds(category: Schemas['Category'], into = new Set<number>()): Set<number> {
  into.add(category.InventoryCategoryId);
  for (const child of category.ChildCategories ?? []) categoryAndDescendantIds(child, into);
  return into;
}

function group<Item extends BigItemListItem>(view: BigItemListView, id: number, name: string, imageId: number | null, items: Item[]): BigItemListGroup<Item> {
  return {
    key: `${view}:${id}` as BigItemListGroupKey,
    view,
    id,
    name,
    imageId,
    items,
    bestSavingPercent: bestSavingPercent(items),
    saveUpTo: formatSaveUpTo(items),
  };
}

/** The tiles of one view, in the order the sources give; categories or brands without items are left out (designed). */
export function bigItemGroups<Item extends BigItemListItem>(view: BigItemListView, items: readonly Item[], sources: BigItemListSources): BigItemListGroup<Item>[] {
  const groups: BigItemListGroup<Item>[] = [];
  if (view === 'category') {
    for (const category of sources.categories ?? []) {
      const ids = categoryAndDescendantIds(category);
      const inCategory = items.filter((item) => item.Categories?.some((id) => ids.has(id)));
      if (inCategory.length > 0) groups.push(group('category', category.InventoryCategoryId, category.CategoryName, null, inCategory));
    }
  } else {
    for (const brand of sources.manufacturers ?? []) {
      const byBrand = items.filter((item) => item.ManufacturerId === brand.ManufacturerId);
      if (byBrand.length > 0) groups.push(group('brand', brand.ManufacturerId, brand.ManufacturerName, brand.ManufacturerImageId ?? null, byBrand));
    }
  }
  return groups;
}
