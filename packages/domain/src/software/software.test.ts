import { describe, expect, it } from 'vitest';
import { SOFTWARE_BUILD_TYPES, SOFTWARE_FETCH_RETRY_COUNT, softwareBuildTypeByCategory } from './buildTypes.ts';
import {
  COMPATIBILITY_COLOURS,
  COMPATIBILITY_LEVELS,
  compatibilityColour,
  INCOMPATIBLE_COLOUR,
  INCOMPATIBLE_LEVEL,
  isCompatible,
  overallCompatibilityLevel,
} from './compatibility.ts';
import {
  COMPATIBILITY_GRID,
  compatibilityBarHeight,
  compatibilityGridColumns,
  compatibilityGridPageSize,
  paginateCompatibilityGrid,
} from './compatibilityGrid.ts';
import { addGame, MAX_SELECTED_GAMES, removeGame, toggleGame } from './gameSelection.ts';
import { SOFTWARE_MESSAGES } from './messages.ts';
import { RESOLUTIONS, satisfiedResolutions, satisfiesResolution } from './resolution.ts';
import { softwarePath } from './softwarePath.ts';

describe('game selection (spec 1 §4 §9)', () => {
  it('keeps at most 5 games, dropping the oldest', () => {
    expect(MAX_SELECTED_GAMES).toBe(5);
    expect(addGame([1, 2, 3, 4, 5], 6)).toEqual([2, 3, 4, 5, 6]);
    expect(addGame([1, 2], 3)).toEqual([1, 2, 3]);
    expect(addGame([1, 2], 2)).toEqual([1, 2]);
  });

  it('never goes below 1 game', () => {
    expect(removeGame([7], 7)).toEqual([7]);
    expect(removeGame([7, 8], 7)).toEqual([8]);
    expect(removeGame([7, 8], 9)).toEqual([7, 8]);
  });

  it.each([
    [[1, 2], 2, [1]],
    [[1], 1, [1]],
    [[1, 2, 3, 4, 5], 9, [2, 3, 4, 5, 9]],
  ])('toggling %j with %d gives %j', (selection, id, expected) => {
    expect(toggleGame(selection, id)).toEqual(expected);
  });

  it('labels the tabs "Select up to 5 Games" and "View Compatible PCs"', () => {
    expect(SOFTWARE_MESSAGES.selectGamesTab).toBe('Select up to 5 Games');
    expect(SOFTWARE_MESSAGES.compatiblePcsTab).toBe('View Compatible PCs');
  });
});

describe('resolution tiers 1080P < 1440P < 4K (spec 1 §9)', () => {
  it.each([
    ['4K', '1080P', true],
    ['4K', '1440P', true],
    ['4K', '4K', true],
    ['1440P', '1080P', true],
    ['1440P', '4K', false],
    ['1080P', '1440P', false],
  ] as const)('%s satisfies %s: %s', (supported, required, expected) => {
    expect(satisfiesResolution(supported, required)).toBe(expected);
  });

  it('lists the tiers a higher one covers', () => {
    expect(RESOLUTIONS).toEqual(['1080P', '1440P', '4K']);
    expect(satisfiedResolutions('1440P')).toEqual(['1080P', '1440P']);
  });
});

describe('build types (spec 1 §9)', () => {
  it('are 595 Ready to go and 786 Custom Build', () => {
    expect(SOFTWARE_BUILD_TYPES).toEqual([
      { inventoryCategoryId: 595, name: 'Ready to go' },
      { inventoryCategoryId: 786, name: 'Custom Build' },
    ]);
    expect(softwareBuildTypeByCategory(786)?.name).toBe('Custom Build');
    expect(softwareBuildTypeByCategory(1)).toBeUndefined();
    expect(SOFTWARE_FETCH_RETRY_COUNT).toBe(3);
  });
});

describe('compatibility levels (spec 1 §9)', () => {
  it('draws levels 0–4 in five distinct colours and -1 as incompatible', () => {
    expect(COMPATIBILITY_LEVELS).toEqual([0, 1, 2, 3, 4]);
    expect(new Set(Object.values(COMPATIBILITY_COLOURS)).size).toBe(5);
    expect(INCOMPATIBLE_LEVEL).toBe(-1);
  });

  it.each([
    [0, true, '#c62828'],
    [4, true, '#2e7d32'],
    [-1, false, INCOMPATIBLE_COLOUR],
    [5, false, INCOMPATIBLE_COLOUR],
    [2.5, false, INCOMPATIBLE_COLOUR],
  ])('level %d compatible %s colour %s', (level, compatible, colour) => {
    expect(isCompatible(level)).toBe(compatible);
    expect(compatibilityColour(level)).toBe(colour);
  });

  it('takes the worst game as the overall level', () => {
    expect(overallCompatibilityLevel([4, 2, 3])).toBe(2);
    expect(overallCompatibilityLevel([4, -1])).toBe(-1);
    expect(overallCompatibilityLevel([])).toBe(-1);
  });
});

describe('compatibility-check grid (spec 2 §2 §9)', () => {
  it('has 3 columns on mobile, 5 on desktop, 2 rows and 35 px per level', () => {
    expect(COMPATIBILITY_GRID).toEqual({ columnsMobile: 3, columnsDesktop: 5, rows: 2, pixelsPerLevel: 35 });
  });

  it.each([
    [375, 3, 6],
    [899, 3, 6],
    [900, 5, 10],
    [1440, 5, 10],
  ])('at %d px: %d columns, %d tiles a page', (width, columns, pageSize) => {
    expect(compatibilityGridColumns(width)).toBe(columns);
    expect(compatibilityGridPageSize(width)).toBe(pageSize);
  });

  it('pages the tiles', () => {
    const tiles = Array.from({ length: 13 }, (_, index) => index);
    expect(paginateCompatibilityGrid(tiles, 1200).map((page) => page.length)).toEqual([10, 3]);
    expect(paginateCompatibilityGrid(tiles, 400).map((page) => page.length)).toEqual([6, 6, 1]);
  });

  it.each([
    [-1, 0],
    [0, 35],
    [2, 105],
    [4, 175],
  ])('level %d draws a %d px bar', (level, height) => {
    expect(compatibilityBarHeight(level)).toBe(height);
  });
});

describe('game page path (spec 1 §2)', () => {
  it('is /software/{id}/{slug}', () => {
    expect(softwarePath(42, "Baldur's Gate 3")).toBe('/software/42/baldur-s-gate-3');
    expect(softwarePath(7, 'Counter-Strike 2')).toBe('/software/7/counter-strike-2');
  });
});
