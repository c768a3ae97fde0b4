// One build rated against the twelve story games: every level from 4 down to −1 appears.
import { mockGames } from '../GameList/games.fixtures.ts';
import type { GameCompatibilityEntry } from './useGameCompatibilityGrid.ts';

const levels = [4, 4, 3, 3, 2, 4, 1, 0, -1, 3, 2, 4] as const;

export const mockGameCompatibility: readonly GameCompatibilityEntry[] = mockGames.map((game, index) => ({
  SoftwareId: game.SoftwareId,
  SoftwareName: game.SoftwareName,
  ImageUrl: game.ImageUrl ?? null,
  MaximumCompatibilityLevel: levels[index] ?? 0,
}));
