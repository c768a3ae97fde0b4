import type { components } from '@rigkit/api-client';
import { softwarePath } from '@rigkit/domain/software';

type Software = components['schemas']['Software'];

export interface GameListProps {
  /** The games to list (fetchSoftwareList), in the order to show. */
  games: readonly Software[];
  /** The list's accessible name. @default "Games" */
  label?: string;
}

export interface GameListTile {
  game: Software;
  /** The game page: /software/{softwareId}/{software name slug} (spec 1 §2). */
  href: string;
}

export interface GameListAria {
  listProps: { 'aria-label': string; 'data-rigkit': string; 'data-state': 'empty' | 'filled' };
  tiles: GameListTile[];
}

/** Behaviour of the game list (spec 1 §2 Software screens): tiles linking to the game pages. */
export function useGameList(props: GameListProps): GameListAria {
  return {
    listProps: { 'aria-label': props.label ?? 'Games', 'data-rigkit': 'game-list', 'data-state': props.games.length ? 'filled' : 'empty' },
    tiles: props.games.map((game) => ({ game, href: softwarePath(game.SoftwareId, game.SoftwareName) })),
  };
}
