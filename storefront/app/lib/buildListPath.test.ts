import { describe, expect, it } from 'vitest';
import { buildListName, buildListPath } from './buildListPath.ts';

describe('a build list’s canonical address (spec 2 §2 /buildlist/{sqid}/{buildListName})', () => {
  it.each([
    ['AMD AM5 Gaming Build (8)', '/buildlist/kknaaj/AMD-AM5-Gaming-Build'],
    ['Intel LGA1700 Creator Build (10)', '/buildlist/kknaaj/Intel-LGA1700-Creator-Build'],
    ['Streaming PCs', '/buildlist/kknaaj/Streaming-PCs'],
    ['(3)', '/buildlist/kknaaj'],
  ])('is named after the list "%s", not after the address asked for', (title, path) => {
    expect(buildListPath('kknaaj', title)).toBe(path);
  });

  it('drops only the trailing item count of the generated title', () => {
    expect(buildListName('Build (2025) for Gamers (4)')).toBe('Build (2025) for Gamers');
  });
});
