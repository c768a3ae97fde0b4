export { ItemGrid, useItemGridContext } from './ItemGrid.tsx';
export type { ItemGridRootProps } from './ItemGrid.tsx';
export { useItemGrid } from './useItemGrid.ts';
export type { ItemGridChip, ItemGridFilterOption, GridShopper, ItemGridAria, ItemGridProps, ItemGridState } from './useItemGrid.ts';
export { useGridUrlSync } from './useGridUrlSync.ts';
export type { GridUrlSync, GridUrlSyncOptions } from './useGridUrlSync.ts';
export { gridSliderAutoplayMs } from './ItemGridSlider.tsx';
export type { SliderAutoplayState } from './ItemGridSlider.tsx';
export { gridTypeLabels, ITEM_GRID_TEXT, shopperSortKeys, sortKeyLabels } from './messages.ts';
