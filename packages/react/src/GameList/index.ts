export { GameList } from './GameList.tsx';
export type { GameListComponentProps } from './GameList.tsx';
export { useGameList } from './useGameList.ts';
export type { GameListAria, GameListProps, GameListTile } from './useGameList.ts';
