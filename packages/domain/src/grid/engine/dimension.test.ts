import { describe, expect, it } from 'vitest';
import { addBit, wordCount } from './bitset.ts';
import { countValues, dimensionBuilder } from './dimension.ts';

// 640 items (20 words, so the strategy estimate samples words 0, 8 and 16); item p holds value p % 3 and, when p is even, also value 3. Duplicates are dropped.
const size = 640;
const builder = dimensionBuilder<string>();
for (let position = 0; position < size; position += 1) {
  builder.add(position, `v${position % 3}`);
  builder.add(position, `v${position % 3}`);
  if (position % 2 === 0) builder.add(position, 'even');
}
const dimension = builder.build(size);

const maskOf = (positions: number[]) => {
  const mask = new Int32Array(wordCount(size));
  for (const position of positions) addBit(mask, position);
  return mask;
};
const naive = (positions: number[]) =>
  dimension.values.map(
    (value) => positions.filter((p) => `v${p % 3}` === value || (value === 'even' && p % 2 === 0)).length,
  );
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, index) => from + index);

describe('countValues', () => {
  it('builds value codes once per item, duplicates dropped', () => {
    expect(dimension.values).toEqual(['v0', 'even', 'v1', 'v2']);
    expect(Array.from(dimension.totals)).toEqual([214, 320, 213, 213]);
  });

  it.each([
    ['one item (walks the mask)', [5]],
    ['all but one item (walks the complement)', range(0, 640).filter((p) => p !== 333)],
    ['all but the last (walks the complement)', range(0, 639)],
    ['half of the items (intersects value bitsets)', range(0, 320)],
    ['no item', []],
  ])('counts %s exactly', (_, positions) => {
    expect(Array.from(countValues(dimension, maskOf(positions), new Int32Array(4)))).toEqual(naive(positions));
  });

  it('uses the whole-list totals without a mask', () => {
    expect(Array.from(countValues(dimension, undefined, new Int32Array(4)))).toEqual(naive(range(0, 640)));
  });
});

describe('countValues on a list that does not fill its last word', () => {
  // 37 items: the last word holds 5 items and 27 unused positions that a complement must not count.
  const small = dimensionBuilder<number>();
  for (let position = 0; position < 37; position += 1) small.add(position, position % 2);
  const built = small.build(37);

  it('counts a nearly full mask through its complement without counting unused positions', () => {
    const mask = new Int32Array(wordCount(37));
    for (let position = 0; position < 37; position += 1) if (position !== 4) addBit(mask, position);
    expect(Array.from(countValues(built, mask, new Int32Array(2)))).toEqual([18, 18]);
  });
});
