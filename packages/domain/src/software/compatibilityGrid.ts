// Game-compatibility check grid (spec 2 §2 §9): 3 columns on mobile, 5 on desktop, 2 rows, 35 px per level.
import { litCompatibilitySteps } from './compatibility.ts';

export const COMPATIBILITY_GRID = { columnsMobile: 3, columnsDesktop: 5, rows: 2, pixelsPerLevel: 35 } as const;
/** Under 900 px wide is mobile (spec 1 §9). */
export const COMPATIBILITY_GRID_MOBILE_BREAKPOINT = 900;

export function compatibilityGridColumns(viewportWidth: number): number {
  return viewportWidth < COMPATIBILITY_GRID_MOBILE_BREAKPOINT ? COMPATIBILITY_GRID.columnsMobile : COMPATIBILITY_GRID.columnsDesktop;
}

/** Tiles on one page of the grid: columns × 2 rows. */
export function compatibilityGridPageSize(viewportWidth: number): number {
  return compatibilityGridColumns(viewportWidth) * COMPATIBILITY_GRID.rows;
}

/** Splits the tiles into pages of the grid. */
export function paginateCompatibilityGrid<T>(tiles: readonly T[], viewportWidth: number): T[][] {
  const size = compatibilityGridPageSize(viewportWidth);
  const pages: T[][] = [];
  for (let start = 0; start < tiles.length; start += size) pages.push(tiles.slice(start, start + size));
  return pages;
}

/**
 * Height of a game's level bar. Levels 0–4 fill 1 to 5 steps of 35 px (level 0 still shows its colour; designed),
 * incompatible shows no bar.
 */
export function compatibilityBarHeight(level: number): number {
  return litCompatibilitySteps(level) * COMPATIBILITY_GRID.pixelsPerLevel;
}
