import { describe, expect, it } from 'vitest';
import { hasBit } from './bitset.ts';
import { createGridSearch, normalizeGridSearch } from './search.ts';

const items = [
  { ItemDescription: 'Kingston FURY 32GB DDR5', ManufacturerModel: 'KF560C36BBEK2-32' },
  { ItemDescription: 'Samsung 990 PRO 2TB', ManufacturerModel: 'MZ-V9P2T0BW' },
  { ItemDescription: 'Zeta Cable', ManufacturerModel: 'XY' },
  { ItemDescription: 'Клавиатура a44', ManufacturerModel: 'RU-1' },
  { ItemDescription: 'Crème Brûlée Fan', ManufacturerModel: 'CB-120' },
];
const search = createGridSearch(items);
const positions = (term: string) => {
  const bits = search(term);
  return items.flatMap((_, position) => (hasBit(bits, position) ? [position] : []));
};

describe('createGridSearch', () => {
  it.each<[string, number[]]>([
    ['k', [0]],
    ['b', [0, 1, 2, 4]],
    ['9', [1]],
    ['dd', [0]],
    ['32g', [0]],
    ['ddr5', [0]],
    ['kf560c36', [0]],
    ['mz-v9p2t0bw', [1]],
    ['PRO 2', [1]],
    ['brûlée', [4]],
    ['клав', [3]],
    ['cable', [2]],
    ['nothing like it', []],
  ])('"%s" matches items %j', (term, expected) => {
    expect(positions(term)).toEqual(expected);
  });

  it('matches nothing across two items or across the description and the model', () => {
    // Item 2's model "XY" is followed by item 3's description: "xyк" must not match, nor "cablexy".
    expect(positions('xyк')).toEqual([]);
    expect(positions('cablexy')).toEqual([]);
    expect(positions('cable xy')).toEqual([]);
  });

  it('does not let characters above U+03FF match their folded look-alikes', () => {
    // "д" (U+0434) folds onto the same 10 bits as "4"; item 3 holds "44" but no "д".
    expect(positions('д')).toEqual([]);
    expect(positions('aд4')).toEqual([]);
    expect(positions('a44')).toEqual([3]);
  });

  it('matches everything for an empty term and nothing for a newline', () => {
    expect(positions('')).toEqual([0, 1, 2, 3, 4]);
    expect(positions('\n')).toEqual([]);
  });

  it('normalises to 15 lowercased characters (spec 1 §5)', () => {
    expect(normalizeGridSearch('Kingston FURY Beast 32GB')).toBe('kingston fury b');
  });
});
