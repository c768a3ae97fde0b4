export { InstagramTiles } from './InstagramTiles.tsx';
export type { InstagramTilesComponentProps } from './InstagramTiles.tsx';
export { useInstagramTiles } from './useInstagramTiles.ts';
export type { InstagramMedia, InstagramTile, InstagramTilesAria, InstagramTilesProps } from './useInstagramTiles.ts';
export { instagramTilesMessages } from './messages.ts';
