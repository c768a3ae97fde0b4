export { PrebuiltImageGrid } from './PrebuiltImageGrid.tsx';
export type { PrebuiltImageGridComponentProps } from './PrebuiltImageGrid.tsx';
export { PREBUILT_IMAGE_GRID_WIDTHS, prebuiltImageGridView } from './usePrebuiltImageGrid.ts';
export type { PrebuiltGridImage, PrebuiltImageGridCell, PrebuiltImageGridProps } from './usePrebuiltImageGrid.ts';
export { prebuiltImageGridMessages, PREBUILT_IMAGE_GRID_TEXT } from './messages.ts';
