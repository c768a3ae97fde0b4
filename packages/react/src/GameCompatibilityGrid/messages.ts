// Words of the game-compatibility check grid; the spec gives none (designed).
export const gameCompatibilityGridMessages = {
  previous: 'Previous games', // designed
  next: 'Next games', // designed
  page: (page: number, pageCount: number) => `Page ${page} of ${pageCount}`, // designed
  empty: 'No games to check yet.', // designed
} as const;

/** @deprecated The name before the `<widget>Messages` scheme; kept because @rigkit/react/GameCompatibilityGrid exported it. Use `gameCompatibilityGridMessages`. */
export const GAME_COMPATIBILITY_GRID_TEXT = gameCompatibilityGridMessages;
