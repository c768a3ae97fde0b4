export { countBits, hasBit } from './bitset.ts';
export type { Bitset } from './bitset.ts';
export { createGridEngine } from './engine.ts';
export type {
  FacetBucket,
  GridEngine,
  GridEngineFacets,
  GridEngineOptions,
  GridEngineQuery,
  GridEngineResult,
  GridScope,
  GridShopperContext,
} from './engine.ts';
export { createGridSearch, gridSearchMaxLength, normalizeGridSearch } from './search.ts';
export type { SearchTarget } from './search.ts';
export {
  defaultTrailingDescriptionPrefix,
  gridSortKeys,
  itemSavingCents,
  sortPermutation,
} from './sort.ts';
export type { GridSortDirection, GridSortKey } from './sort.ts';
