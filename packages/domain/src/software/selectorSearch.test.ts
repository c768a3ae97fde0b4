import { describe, expect, it } from 'vitest';
import { readSelectorSearch, selectorHref, writeSelectorSearch } from './selectorSearch.ts';

// A stand-in for URLSearchParams (the domain's tests run without the DOM library).
const params = (query: string) => {
  const entries = new Map(query.split('&').filter(Boolean).map((pair) => pair.split('=') as [string, string]));
  return { get: (name: string) => entries.get(name) ?? null };
};
const fromEntries = (entries: [string, string][]) => ({ get: (name: string) => entries.find(([key]) => key === name)?.[1] ?? null });

describe('the selector choice in the address', () => {
  it.each([
    ['', { games: [], resolution: '1080P', buildType: 595, tab: 'games' }],
    ['games=7001,7003&resolution=1440P&build=786&tab=pcs', { games: [7001, 7003], resolution: '1440P', buildType: 786, tab: 'pcs' }],
    ['games=1,2,3,4,5,6', { games: [2, 3, 4, 5, 6], resolution: '1080P', buildType: 595, tab: 'games' }],
    ['resolution=8K&build=101&tab=pcs', { games: [], resolution: '1080P', buildType: 595, tab: 'games' }],
  ])('reads "%s"', (query, choice) => {
    expect(readSelectorSearch(params(query))).toEqual(choice);
  });

  it.each([
    ['', [7005, 7006], [7005, 7006]],
    ['games=7001', [7005, 7006], [7001]],
    ['games=', [7005], []],
    ['', [1, 2, 3, 4, 5, 6], [2, 3, 4, 5, 6]],
  ])('"%s" with remembered games %j selects %j (the address wins)', (query, interestedGames, games) => {
    expect(readSelectorSearch(params(query), interestedGames).games).toEqual(games);
  });

  it('writes only what differs from the defaults, and reads it back', () => {
    const choice = { games: [7004], resolution: '4K', buildType: 786, tab: 'pcs' } as const;
    const entries = writeSelectorSearch({ ...choice, games: [7004] });
    expect(entries).toEqual([
      ['games', '7004'],
      ['resolution', '4K'],
      ['build', '786'],
      ['tab', 'pcs'],
    ]);
    expect(readSelectorSearch(fromEntries(entries))).toEqual({ ...choice, games: [7004] });
    expect(writeSelectorSearch({ games: [], resolution: '1080P', buildType: 595, tab: 'games' })).toEqual([]);
  });

  it('links a game page to the selector with that game chosen and the PCs shown', () => {
    expect(selectorHref([7001])).toBe('/ChooseMyGamingPC?games=7001&tab=pcs');
    expect(selectorHref([7001, 7003])).toBe('/ChooseMyGamingPC?games=7001%2C7003&tab=pcs');
  });
});
