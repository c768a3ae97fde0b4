// Sort orders of the grid (spec 1 §9): price, description, popularity, releasedate, discountvalue, discountpercent,
// plus random and relevance used internally. Each order is a permutation of item positions, computed once per
// item list and direction and then reused by every query.
import type { GridItem } from '../item.ts';
import type { GridSortDirection, GridSortKey } from './sortKeys.ts';

export { gridSortKeys } from './sortKeys.ts';
export type { GridSortDirection, GridSortKey } from './sortKeys.ts';

/**
 * Designed (the spec says only "one particular manufacturer's prefix"): descriptions starting with "Generic" (a
 * no-name maker) go after every other item in every order, so shoppers see branded parts first. Callers may pass
 * their own prefix, or "" for none.
 */
export const defaultTrailingDescriptionPrefix = 'Generic';

const cents = (dollars: number | null | undefined) => Math.round((dollars ?? 0) * 100);

/** The saving in cents against the higher of RRP and normal price; never negative. */
export function itemSavingCents(item: GridItem): number {
  const reference = Math.max(cents(item.RRPPriceIncTax), cents(item.NormalPrice));
  return Math.max(0, reference - cents(item.CustomerPriceIncTax));
}

// A 32-bit mix of (position, seed): a deterministic shuffle with no Math.random (tests and SSR agree).
const shuffleRank = (position: number, seed: number) => {
  let x = Math.imul(position ^ seed, 0x9e3779b1);
  x = Math.imul(x ^ (x >>> 15), 0x85ebca6b);
  return (x ^ (x >>> 13)) >>> 0;
};

/**
 * The quantity each key orders by, ascending meaning "less of it first": popularity from PopularityRank (rank 1 is
 * the most popular), release date from AgeRank (rank 1 is the newest), so spec 2's "latest by release date
 * descending" and "popular by popularity descending" read as written.
 */
function sortValue(item: GridItem, key: GridSortKey, position: number, seed: number): number | string {
  switch (key) {
    case 'price':
      return cents(item.CustomerPriceIncTax);
    case 'description':
      return item.ItemDescription.toLowerCase();
    case 'popularity':
      return -item.PopularityRank;
    case 'releasedate':
      return -item.AgeRank;
    case 'discountvalue':
      return itemSavingCents(item);
    case 'discountpercent': {
      const reference = Math.max(cents(item.RRPPriceIncTax), cents(item.NormalPrice));
      return reference > 0 ? itemSavingCents(item) / reference : 0;
    }
    case 'random':
      return shuffleRank(position, seed);
    case 'relevance':
      return item.Relevance;
  }
}

/** Item positions in display order; ties keep the list's own order. */
export function sortPermutation(
  items: readonly GridItem[],
  key: GridSortKey,
  direction: GridSortDirection,
  trailingPrefix: string,
  seed = 0,
): Int32Array {
  const values = items.map((item, position) => sortValue(item, key, position, seed));
  const trailing = items.map((item) => trailingPrefix !== '' && item.ItemDescription.startsWith(trailingPrefix));
  const sign = direction === 'asc' ? 1 : -1;
  return Int32Array.from(items.keys()).sort((left, right) => {
    if (trailing[left] !== trailing[right]) return trailing[left] ? 1 : -1;
    const a = values[left] ?? 0;
    const b = values[right] ?? 0;
    return (a < b ? -sign : a > b ? sign : 0) || left - right;
  });
}
