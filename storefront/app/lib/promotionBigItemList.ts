// What the promotion page's big item list (spec 1 §2 "Big item list") offers: the category and brand tiles of the
// promotion's participating items, taken from real data (the store's category tree, the items' ManufacturerName).
import type { components } from '@rigkit/api-client';
import type { BigItemListGroupKey, BigItemListItem, BigItemListSources, BigItemListView } from '@rigkit/react/BigItemList';
import { bigItemGroups } from '@rigkit/react/BigItemList';

type Category = components['schemas']['Category'];
type Manufacturer = components['schemas']['Manufacturer'];

/** An item as the promotion's list reads it: the widget's fields plus the brand's name for its tile. */
export interface PromotionListItem extends BigItemListItem {
  ManufacturerName?: string;
}

export interface PromotionBigItemList extends Required<BigItemListSources> {
  /** The view the list opens on: Category, unless only the brands split the items into several tiles. */
  defaultView: BigItemListView;
}

/**
 * Category group 10 holds listings that cut across product types (the seeded store's Ex-Demo and Melbourne Store
 * Specials), not product categories: a "Category" tile is a kind of product, so they give no tile (designed).
 */
export const listingCategoryGroupId = 10;

/** Every category of the tree except the listings, parents before their children, in the tree's order. */
function flatten(tree: readonly Category[], into: Category[] = []): Category[] {
  for (const category of tree) {
    if (category.InventoryCategoryGroupId === listingCategoryGroupId) continue;
    into.push(category);
    flatten(category.ChildCategories ?? [], into);
  }
  return into;
}

function descendantIds(category: Category, into = new Set<number>()): Set<number> {
  for (const child of category.ChildCategories ?? []) {
    into.add(child.InventoryCategoryId);
    descendantIds(child, into);
  }
  return into;
}

/**
 * The category tiles: each item counts under its most specific categories only (a Ready to go PC listed in Desktop
 * Computers too gives a "Ready to go" tile, not two tiles holding the same PCs), in the tree's order. The categories
 * go to the widget without their children, so a tile holds exactly the items listed in that category (designed).
 */
export function promotionCategories(items: readonly PromotionListItem[], tree: readonly Category[]): Category[] {
  const all = flatten(tree);
  const byId = new Map(all.map((category) => [category.InventoryCategoryId, category]));
  const wanted = new Set<number>();
  for (const item of items) {
    const known = (item.Categories ?? []).filter((id) => byId.has(id));
    for (const id of known) {
      const category = byId.get(id);
      const below = category ? descendantIds(category) : new Set<number>();
      if (!known.some((other) => below.has(other))) wanted.add(id);
    }
  }
  const seen = new Set<number>();
  const categories: Category[] = [];
  for (const category of all) {
    if (!wanted.has(category.InventoryCategoryId) || seen.has(category.InventoryCategoryId)) continue;
    seen.add(category.InventoryCategoryId);
    categories.push({ ...category, ChildCategories: [] });
  }
  return categories;
}

/** The brand tiles: each brand of the items once, named by their ManufacturerName, in alphabetical order. */
export function promotionManufacturers(items: readonly PromotionListItem[]): Manufacturer[] {
  const brands = new Map<number, Manufacturer>();
  for (const item of items) {
    const name = item.ManufacturerName?.trim();
    if (item.ManufacturerId === undefined || item.ManufacturerId === null || !name || brands.has(item.ManufacturerId)) continue;
    brands.set(item.ManufacturerId, { ManufacturerId: item.ManufacturerId, ManufacturerName: name });
  }
  return [...brands.values()].sort((a, b) => a.ManufacturerName.localeCompare(b.ManufacturerName, 'en-AU'));
}

/**
 * The promotion page's big item list, or null when it would not help the shopper: it shows only when the items fall
 * into at least 2 tiles in the category or the brand view (designed: a single tile only repeats the full grid).
 */
export function promotionBigItemList(items: readonly PromotionListItem[], tree: readonly Category[]): PromotionBigItemList | null {
  const sources = { categories: promotionCategories(items, tree), manufacturers: promotionManufacturers(items) };
  const categoryTiles = bigItemGroups('category', items, sources).length;
  const brandTiles = bigItemGroups('brand', items, sources).length;
  if (categoryTiles < 2 && brandTiles < 2) return null;
  return { ...sources, defaultView: categoryTiles >= 2 ? 'category' : 'brand' };
}

/** The page address parameter that keeps the shopper's view and tile, so Back from a product and a reload keep them. */
export const shopParam = 'shop';

export interface ShopChoice {
  view: BigItemListView;
  selectedKey: BigItemListGroupKey | null;
}

const groupKeyPattern = /^(category|brand):(\d{1,10})$/;

/** Reads `shop` ("brand", "category", "brand:14", "category:105"); anything else is the list's opening state. */
export function parseShopParam(value: string | null, defaultView: BigItemListView): ShopChoice {
  if (value === 'category' || value === 'brand') return { view: value, selectedKey: null };
  const match = groupKeyPattern.exec(value ?? '');
  if (!match) return { view: defaultView, selectedKey: null };
  const view = match[1] === 'brand' ? 'brand' : 'category';
  return { view, selectedKey: `${view}:${Number(match[2])}` };
}

/** The `shop` value for a choice: the chosen tile, else the view; null (no parameter) for the opening state. */
export function shopParamValue(choice: ShopChoice, defaultView: BigItemListView): string | null {
  if (choice.selectedKey) return choice.selectedKey;
  return choice.view === defaultView ? null : choice.view;
}
