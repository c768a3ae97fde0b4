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
/** @deprecated Import `toGridItem` and `TileItem` from `@rigkit/api-client/mappers`; kept because this sub-path published them. */
export { toGridItem } from '@rigkit/api-client/mappers';
export type { TileItem } from '@rigkit/api-client/mappers';
export { itemTileMessages, ITEM_TILE_TEXT } from './messages.ts';
