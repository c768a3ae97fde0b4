import { compatibilityGridColumns, isCompatible, litCompatibilitySteps, paginateCompatibilityGrid } from '@rigkit/domain/software';
import type { HTMLAttributes } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { useViewportWidth } from '../ViewportHint/useViewportWidth.ts';
import { compatibilityLevelText } from '../CompatibilityWheel/messages.ts';
import { gameCompatibilityGridMessages } from './messages.ts';

/** One game's tile: the fields of SoftwareCompatibility (spec 2 §3) or a CompatibilityReport, with the game's name. */
export interface GameCompatibilityEntry {
  SoftwareId: number;
  SoftwareName: string;
  ImageUrl?: string | null;
  /** The build's level for the game, 0 to 4; −1 incompatible. */
  MaximumCompatibilityLevel: number;
}

export interface GameCompatibilityGridProps {
  /** The games rated for one build, in the order to show. */
  entries: readonly GameCompatibilityEntry[];
  /** The grid's accessible name, e.g. the build's name. */
  label: string;
  /** The window width deciding 3 or 5 columns. @default the measured window width */
  viewportWidth?: number;
  /** The page shown, from 0 (controlled). */
  page?: number;
  /** The page shown first when uncontrolled. @default 0 */
  defaultPage?: number;
  /** Called with the page the shopper moves to. */
  onPageChange?: (page: number) => void;
}

export interface GameCompatibilityTile {
  entry: GameCompatibilityEntry;
  level: number;
  /** Steps of the bar: levels 0–4 fill 1 to 5 steps of 35 px, incompatible none. */
  steps: number;
  levelText: string;
  tileProps: HTMLAttributes<HTMLElement> & { 'data-level': number; 'data-state': 'compatible' | 'incompatible' };
  barProps: HTMLAttributes<HTMLElement> & { 'data-level': number; 'data-steps': number };
}

export interface GameCompatibilityGridAria {
  rootProps: HTMLAttributes<HTMLElement> & { 'data-rigkit': string; 'data-columns': number };
  tiles: GameCompatibilityTile[];
  page: number;
  pageCount: number;
  columns: number;
  previousButton: { onPress: () => void; isDisabled: boolean; 'aria-label': string };
  nextButton: { onPress: () => void; isDisabled: boolean; 'aria-label': string };
  pageText: string;
}

/**
 * Behaviour of the game-compatibility check grid (spec 2 §2, §9): 3 columns on mobile, 5 on desktop, 2 rows a page,
 * a bar per game of 35 px per level.
 */
export function useGameCompatibilityGrid(props: GameCompatibilityGridProps): GameCompatibilityGridAria {
  const width = useViewportWidth(props.viewportWidth);
  const columns = compatibilityGridColumns(width);
  const pages = paginateCompatibilityGrid(props.entries, width);
  const pageCount = Math.max(1, pages.length);
  const [chosenPage, setPage] = useControlledState(props.page, props.defaultPage ?? 0, props.onPageChange);
  // A resize from desktop to mobile makes more pages, one the other way fewer: stay on a page that exists.
  const page = Math.min(Math.max(0, chosenPage), pageCount - 1);
  const tiles = (pages[page] ?? []).map((entry): GameCompatibilityTile => {
    const level = isCompatible(entry.MaximumCompatibilityLevel) ? entry.MaximumCompatibilityLevel : -1;
    const steps = litCompatibilitySteps(level);
    return {
      entry,
      level,
      steps,
      levelText: compatibilityLevelText(level),
      tileProps: { 'data-level': level, 'data-state': level >= 0 ? 'compatible' : 'incompatible' },
      barProps: { 'data-level': level, 'data-steps': steps, 'aria-hidden': true },
    };
  });
  return {
    rootProps: { 'data-rigkit': 'game-compatibility-grid', 'data-columns': columns, 'aria-label': props.label, role: 'region' },
    tiles,
    page,
    pageCount,
    columns,
    previousButton: { onPress: () => setPage(page - 1), isDisabled: page === 0, 'aria-label': gameCompatibilityGridMessages.previous },
    nextButton: { onPress: () => setPage(page + 1), isDisabled: page >= pageCount - 1, 'aria-label': gameCompatibilityGridMessages.next },
    pageText: gameCompatibilityGridMessages.page(page + 1, pageCount),
  };
}

