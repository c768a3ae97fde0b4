export * from './engine/index.ts';
export { gridEngineFor } from './cache.ts';
export {
  compactListColumns,
  gridTypes,
  normalizeGridType,
  tileImageSize,
  tileImageSizes,
} from './layout.ts';
export type { GridType, TileImageLayout } from './layout.ts';
export {
  defaultColumnCount,
  defaultSliderSlideCount,
  defaultSliderSlideCountMobile,
  defaultViewportWidth,
  gridColumnCount,
  gridMobileBreakpointPx,
  mobileColumnCount,
  sliderBreakpoints,
  sliderSlideCount,
  viewportBand,
  viewportBreakpoints,
} from './columns.ts';
export {
  chooseGridAvailability,
  chooseGridSort,
  chooseGridType,
  clearGridFilters,
  defaultGridSettings,
  defaultGridViewState,
  gridFilterChips,
  gridViewStateFromSettings,
  removeGridFilterChip,
  setGridSearch,
  toggleGridAttribute,
  toggleGridBrand,
  toggleGridCategory,
} from './settings.ts';
export type { GridAttributeFilter, GridFilterChip, GridSettings, GridViewState } from './settings.ts';
export {
  gridIdWithoutUrl,
  gridQueryPairs,
  isGridUrlSynced,
  parseGridQuery,
  parseQueryPairs,
  serializeGridQuery,
} from './url.ts';
export type { GridUrlOptions } from './url.ts';
export { gridMessages, isCustomiseShown } from './messages.ts';
export { gridEngineQuery } from './query.ts';
export type { GridQueryContext } from './query.ts';
export { gridFirstPage, gridViewKey, gridViewQuery, reselectGridFacets } from './view.ts';
export type { GridFirstPage, GridViewContext } from './view.ts';
export type { GridItem, GridItemAttribute, GridItemAvailability, GridItemBadge, GridItemTypeCode } from './item.ts';
// Test factories under grid-specific names, for widget and server tests that need deterministic items.
export {
  makeAvailability as makeGridAvailability,
  makeItem as makeGridItem,
  makeItems as makeGridItems,
  seededRandom as seededGridRandom,
} from './testing.ts';
export { INVENTORY_ITEM_IDS_PARAMETER, isAddressFlagOn, parseInventoryItemIds } from './chosenItems.ts';
export { compareTableRows } from './compareTable.ts';
export type { CompareTableAttribute, CompareTableRow } from './compareTable.ts';
export {
  decodeSearchSegment,
  encodeSearchTerm,
  SEARCH_IN_PAGE_ENCODINGS,
  SEARCH_PATH,
  SEARCH_REDIRECT_ENCODINGS,
  searchInPagePath,
  searchRedirectPath,
} from './searchAddress.ts';
export { isFilterOptionShown, listedGridItems } from './listing.ts';
export {
  attributeValueInRange,
  gridAttributeRange,
  isInRange,
  isNumericAttribute,
  numericAttributeMinimumValues,
  numericAttributeValue,
  numericBucketCount,
  numericBuckets,
  numericExtent,
  parseRangeAttributeValue,
  rangeAttributeValue,
  rangeLabel,
  setGridAttributeRange,
} from './numericRange.ts';
export type { NumericBucket, NumericRange } from './numericRange.ts';
