// The grid's own words. "No items found" is spec 1 §2's; the stock choices' labels come from
// @rigkit/domain/availability. Everything else is designed (the spec names the controls, not their words).
import type { GridSortKey, GridType } from '@rigkit/domain/grid';

export const itemGridMessages = {
  noItemsFound: 'No items found',
  gridLabel: 'Items',
  loading: 'Loading items',
  sort: 'Sort',
  layout: 'View',
  stock: 'Stock',
  brand: 'Brand',
  category: 'Category',
  search: 'Search these items',
  /** The search box's clear button (React Aria's en wording, kept when the box became a native search input). */
  clearSearch: 'Clear search',
  filters: 'Filters',
  closeFilters: 'Show results',
  activeFilters: 'Active filters',
  clearAll: 'Clear all',
  previousSlide: 'Previous items',
  nextSlide: 'Next items',
  pause: 'Pause',
  play: 'Play',
  /** A numeric attribute's range filter (issue 17 defect 5; designed). */
  rangeMinimum: 'Minimum',
  rangeMaximum: 'Maximum',
  rangeMin: 'Min',
  rangeMax: 'Max',
  rangeBuckets: 'ranges',
  ascending: 'ascending',
  descending: 'descending',
} as const;

export const itemCountText = (count: number) => (count === 1 ? '1 item' : `${count} items`);
export const removeFilterText = (label: string) => `Remove filter ${label}`;
/** The paging button under a long grid (designed). */
export const showMoreText = (hidden: number) => `Show more items (${hidden} more)`;
export const slideText = (position: number, count: number) => `${position} of ${count}`;

export const gridTypeLabels: Record<GridType, string> = {
  compactlist: 'Compact list',
  featurelist: 'Feature list',
  grid: 'Grid',
  largegrid: 'Large grid',
  build: 'Build',
};

/** The sort keys a shopper picks from (spec 1 §9); random and relevance are internal. */
export const shopperSortKeys = ['popularity', 'price', 'description', 'releasedate', 'discountvalue', 'discountpercent'] as const satisfies readonly GridSortKey[];

export const sortKeyLabels: Record<GridSortKey, string> = {
  popularity: 'Popularity',
  price: 'Price',
  description: 'Name',
  releasedate: 'Release date',
  discountvalue: 'Discount ($)',
  discountpercent: 'Discount (%)',
  random: 'Random',
  relevance: 'Relevance',
};

/** @deprecated The name before the `<widget>Messages` scheme; kept because @rigkit/react/ItemGrid exported it. Use `itemGridMessages`. */
export const ITEM_GRID_TEXT = itemGridMessages;
