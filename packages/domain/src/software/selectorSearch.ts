// The software selector's choice kept in the page address (spec 1 §2 Software screens; designed query names):
// so the server renders the results, a reload keeps them and the address can be shared. Defaults stay out of it.
import { SOFTWARE_BUILD_TYPES, softwareBuildTypeByCategory } from './buildTypes.ts';
import { parseGameSelection } from './gameSelection.ts';
import { isResolution, type Resolution } from './resolution.ts';

/** The selector's tabs: "Select up to 5 Games" and "View Compatible PCs" (spec 1 §2). */
export type SoftwareSelectorTab = 'games' | 'pcs';

export interface SelectorChoice {
  games: number[];
  resolution: Resolution;
  buildType: number;
  tab: SoftwareSelectorTab;
}

const defaultResolution: Resolution = '1080P';
const defaultBuildType = SOFTWARE_BUILD_TYPES[0].inventoryCategoryId;

/** The part of URLSearchParams the reader needs (the domain runs without the DOM library). */
export interface SearchParamsReader {
  get(name: string): string | null;
}

/**
 * The choice an address asks for; anything unreadable falls back to the default. An address without games takes
 * the shopper's remembered InterestedGames (spec 1 §3 session preferences), so the selector opens where they left it.
 */
export function readSelectorSearch(search: SearchParamsReader, interestedGames: readonly number[] = []): SelectorChoice {
  const resolution = search.get('resolution') ?? '';
  const buildType = softwareBuildTypeByCategory(Number(search.get('build')));
  const games = search.get('games') === null ? parseGameSelection(interestedGames.join(',')) : parseGameSelection(search.get('games'));
  return {
    games,
    resolution: isResolution(resolution) ? resolution : defaultResolution,
    buildType: buildType?.inventoryCategoryId ?? defaultBuildType,
    // The results tab needs a game (the selector disables it otherwise).
    tab: search.get('tab') === 'pcs' && games.length > 0 ? 'pcs' : 'games',
  };
}

/** The address query's entries for a choice, in a fixed order, leaving defaults out (`new URLSearchParams(entries)`). */
export function writeSelectorSearch(choice: SelectorChoice): [string, string][] {
  const entries: [string, string][] = [];
  if (choice.games.length) entries.push(['games', choice.games.join(',')]);
  if (choice.resolution !== defaultResolution) entries.push(['resolution', choice.resolution]);
  if (choice.buildType !== defaultBuildType) entries.push(['build', String(choice.buildType)]);
  if (choice.tab === 'pcs') entries.push(['tab', 'pcs']);
  return entries;
}

const query = (entries: readonly [string, string][]) => entries.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');

/** The selector's address with games already chosen, e.g. from a game page. */
export function selectorHref(games: readonly number[]): string {
  const search = query(writeSelectorSearch({ games: [...games], resolution: defaultResolution, buildType: defaultBuildType, tab: 'pcs' }));
  return `/ChooseMyGamingPC${search ? `?${search}` : ''}`;
}
