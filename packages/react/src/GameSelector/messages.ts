// Texts of the software selector. The tab names are the spec's (spec 1 §2, through the domain's SOFTWARE_MESSAGES);
// the rest is designed.
import { MAX_SELECTED_GAMES, SOFTWARE_MESSAGES } from '@rigkit/domain/software';

export const gameSelectorMessages = {
  selectGamesTab: SOFTWARE_MESSAGES.selectGamesTab,
  compatiblePcsTab: SOFTWARE_MESSAGES.compatiblePcsTab,
  label: 'Choose my gaming PC', // designed
  resolution: 'Resolution', // designed
  buildType: 'Build type', // designed
  games: 'Games', // designed
  selectedCount: (count: number) => `${count} of ${MAX_SELECTED_GAMES} games selected`, // designed
  dropped: (name: string) => `${name} was removed: up to ${MAX_SELECTED_GAMES} games can be compared.`, // designed
  keepOne: 'Keep at least 1 game selected.', // designed
  /** The button under the game tiles: "Show PCs for 2 games". */
  showPcs: (count: number) => `Show PCs for ${count} ${count === 1 ? 'game' : 'games'}`, // designed
  pickFirst: 'Select a game to see compatible PCs.', // designed
} as const;

/** @deprecated The name before the `<widget>Messages` scheme; kept because @rigkit/react/GameSelector exported it. Use `gameSelectorMessages`. */
export const GAME_SELECTOR_TEXT = gameSelectorMessages;
