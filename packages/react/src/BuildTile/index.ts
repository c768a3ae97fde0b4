export { BuildTile, BuildTileCard } from './BuildTile.tsx';
export type { BuildTileCardProps, BuildTilePartProps, BuildTileRootProps } from './BuildTile.tsx';
export { BUILD_TILE_IMAGE_WIDTH, useBuildTile } from './useBuildTile.ts';
export type { BuildTileAddState, BuildTilePickerView, BuildTileProps, BuildTileState } from './useBuildTile.ts';
export { buildTileMessages, BUILD_TILE_TEXT } from './messages.ts';
