export { ItemGrid } from './ItemGrid.tsx';
export { useItemGridContext } from './ItemGridContext.ts';
export type { ItemGridContextValue, ItemGridPartsProps, ItemGridRootOptions, ItemGridRootProps, ItemGridSourceRootProps } from './ItemGridContext.ts';
export { ItemGridSourceRoot } from './ItemGridSourceRoot.tsx';
export { useItemGridSource } from './useItemGridSource.ts';
export { itemGridFirstPage } from './itemGridFirstPage.ts';
export type { ItemGridFirstPageOptions } from './itemGridFirstPage.ts';
export { useItemGrid } from './useItemGrid.ts';
export type {
  GridShopper,
  ItemGridAria,
  ItemGridBaseProps,
  ItemGridChip,
  ItemGridFilterOption,
  ItemGridFirstPage,
  ItemGridProps,
  ItemGridSource,
  ItemGridSourceProps,
  ItemGridState,
} from './useItemGrid.ts';
export { RangeFilter } from './RangeFilter.tsx';
export { useRangeFilter } from './useRangeFilter.ts';
export type { RangeFilterAria, RangeFilterProps } from './useRangeFilter.ts';
export type { ItemGridRangeGroup } from './gridFilterOptions.ts';
export { useGridUrlSync } from './useGridUrlSync.ts';
export type { GridUrlSync, GridUrlSyncOptions } from './useGridUrlSync.ts';
export { gridSliderAutoplayMs } from '../internal/ItemGridSlider.tsx';
export type { SliderAutoplayState } from '../internal/ItemGridSlider.tsx';
export { gridTypeLabels, itemGridMessages, ITEM_GRID_TEXT, shopperSortKeys, sortKeyLabels } from './messages.ts';
