export { ItemTile } from './ItemTile.tsx';
export type { ItemTileComponentProps } from './ItemTile.tsx';
export { useItemTile } from './useItemTile.ts';
export type {
  AddToCartState,
  ItemTileAria,
  ItemTileAvailabilityState,
  ItemTileImage,
  ItemTileLayout,
  ItemTileProps,
} from './useItemTile.ts';
export { toGridItem } from './toGridItem.ts';
export type { TileItem } from './toGridItem.ts';
export { ITEM_TILE_TEXT } from './messages.ts';
