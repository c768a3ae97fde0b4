// Words of the game-compatibility check grid; the spec gives none (designed).
export const GAME_COMPATIBILITY_GRID_TEXT = {
  previous: 'Previous games', // designed
  next: 'Next games', // designed
  page: (page: number, pageCount: number) => `Page ${page} of ${pageCount}`, // designed
  empty: 'No games to check yet.', // designed
} as const;
