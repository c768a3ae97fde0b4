import { describe, expect, it } from 'vitest';
import { addBit, fullBitset, hasBit, wordCount } from './bitset.ts';
import { combineFilters, countEachWithin } from './combine.ts';

const size = 100;
const bitsOf = (test: (position: number) => boolean) => {
  const bits = new Int32Array(wordCount(size));
  for (let position = 0; position < size; position += 1) if (test(position)) addBit(bits, position);
  return bits;
};
const positionsOf = (bits: Int32Array) => Array.from({ length: size }, (_, p) => p).filter((p) => hasBit(bits, p));
const scratch = () => new Int32Array(wordCount(size));

describe('combineFilters', () => {
  // Filter 0: one source; filter 1: five sources (an odd count); filter 2: two sources; filter 3: none at all.
  const filters = [
    [bitsOf((p) => p % 2 === 0)],
    [1, 2, 3, 4, 5].map((residue) => bitsOf((p) => p % 10 === residue)),
    [bitsOf((p) => p < 30), bitsOf((p) => p >= 90)],
  ];
  const passes = [
    (p: number) => p % 2 === 0,
    (p: number) => [1, 2, 3, 4, 5].includes(p % 10),
    (p: number) => p < 30 || p >= 90,
  ];

  it('returns every-filter matches and each every-filter-but-one mask', () => {
    const without = filters.map(scratch);
    const matches = scratch();
    const total = combineFilters(filters, fullBitset(size), without, matches, scratch);
    const expected = Array.from({ length: size }, (_, p) => p).filter((p) => passes.every((test) => test(p)));
    expect(positionsOf(matches)).toEqual(expected);
    expect(total).toBe(expected.length);
    without.forEach((mask, skipped) => {
      const others = Array.from({ length: size }, (_, p) => p).filter((p) => passes.every((test, at) => at === skipped || test(p)));
      expect(positionsOf(mask)).toEqual(others);
    });
  });

  it('matches nothing when a filter has no source (an unknown value)', () => {
    const without = [scratch(), scratch()];
    const matches = scratch();
    expect(combineFilters([filters[0] ?? [], []], fullBitset(size), without, matches, scratch)).toBe(0);
    expect(positionsOf(without[1] ?? scratch())).toEqual(positionsOf(bitsOf((p) => p % 2 === 0)));
  });
});

describe('countEachWithin', () => {
  it('counts each bitset inside the mask', () => {
    const mask = bitsOf((p) => p < 50);
    expect(Array.from(countEachWithin([bitsOf((p) => p % 2 === 0), bitsOf((p) => p >= 40), bitsOf(() => false)], mask))).toEqual([25, 10, 0]);
  });
});
