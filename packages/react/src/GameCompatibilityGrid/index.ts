export { GameCompatibilityGrid } from './GameCompatibilityGrid.tsx';
export type { GameCompatibilityGridComponentProps } from './GameCompatibilityGrid.tsx';
export { useGameCompatibilityGrid } from './useGameCompatibilityGrid.ts';
export type { GameCompatibilityEntry, GameCompatibilityGridAria, GameCompatibilityGridProps, GameCompatibilityTile } from './useGameCompatibilityGrid.ts';
export { gameCompatibilityGridMessages, GAME_COMPATIBILITY_GRID_TEXT } from './messages.ts';
