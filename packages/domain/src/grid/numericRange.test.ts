import { describe, expect, it } from 'vitest';
import { createGridEngine } from './engine/index.ts';
import {
  gridAttributeRange,
  isNumericAttribute,
  numericBuckets,
  numericExtent,
  parseRangeAttributeValue,
  rangeAttributeValue,
  rangeLabel,
  setGridAttributeRange,
} from './numericRange.ts';
import { defaultGridViewState } from './settings.ts';
import { parseGridQuery, serializeGridQuery } from './url.ts';
import { makeItem } from './testing.ts';

const lengths = ['200', '227', '245', '268', '285', '304', '312', '336', '358'];

describe('isNumericAttribute (issue 17 defect 5)', () => {
  it.each([
    ['GPU lengths in mm', lengths, true],
    ['decimals', ['1.5', '2', '2.5', '3', '3.5', '4', '4.5', '5'], true],
    ['too few numbers stay chips', ['1', '2', '3'], false],
    ['words', ['Black', 'White', 'Red', 'Blue', 'Green', 'Pink', 'Grey', 'Silver'], false],
    ['one word among numbers', [...lengths, 'N/A'], false],
    ['numbers with units stay chips', ['16GB', '32GB', '64GB', '8GB', '12GB', '24GB', '48GB', '96GB'], false],
  ])('%s → %s', (_, values, expected) => {
    expect(isNumericAttribute(values)).toBe(expected);
  });
});

describe('range values', () => {
  it.each([
    [{ min: 200, max: 300 }, '200..300'],
    [{ min: 200 }, '200..'],
    [{ max: 300 }, '..300'],
  ])('%o is written %s and read back', (range, text) => {
    expect(rangeAttributeValue(range)).toBe(text);
    expect(parseRangeAttributeValue(text)).toEqual(range);
  });

  it.each(['300..200', 'Black', '200-300', ''])('%j is not a range', (text) => {
    expect(parseRangeAttributeValue(text)).toBeUndefined();
  });

  it.each([
    [{ min: 200, max: 300 }, '200 – 300'],
    [{ min: 200 }, '200 or more'],
    [{ max: 300 }, '300 or less'],
  ])('%o reads %s', (range, label) => {
    expect(rangeLabel(range)).toBe(label);
  });
});

describe('numericBuckets', () => {
  it('groups the per-value counts into at most 5 buckets with round ends', () => {
    const counts = lengths.map((value) => ({ value, count: 1 }));
    const buckets = numericBuckets(counts);
    expect(buckets.length).toBeLessThanOrEqual(5);
    expect(buckets[0]?.min).toBe(200);
    expect(buckets.at(-1)?.max).toBe(358);
    expect(buckets.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(lengths.length);
    expect(buckets.map((bucket) => [bucket.min, bucket.max, bucket.count])).toEqual([
      [200, 249, 3],
      [250, 299, 2],
      [300, 349, 3],
      [350, 358, 1],
    ]);
  });

  it('gives the extent of the values for the slider', () => {
    expect(numericExtent(['358', '200', 'x'])).toEqual({ min: 200, max: 358 });
    expect(numericExtent(['x'])).toBeUndefined();
  });
});

describe('a range in the grid state, the address and the engine', () => {
  const items = lengths.map((value, index) => makeItem({ InventoryItemId: 1000 + index, Attributes: [{ Key: 'GPU Length (mm)', Value: value, SortOrder: 1 }] }));

  it('filters the items whose number lies within the range, ends included', () => {
    const state = setGridAttributeRange(defaultGridViewState, 'GPU Length (mm)', { min: 245, max: 304 });
    const result = createGridEngine(items).query({ attributes: state.attributes });
    expect(result.items.map((item) => item.Attributes[0]?.Value)).toEqual(['245', '268', '285', '304']);
    // The facet still counts every value of the key (its own filter left out), for the buckets.
    expect(result.facets.attributes['GPU Length (mm)']?.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(lengths.length);
  });

  it('keeps the range in the address and reads it back on load', () => {
    const state = setGridAttributeRange(defaultGridViewState, 'GPU Length (mm)', { min: 250 });
    const query = serializeGridQuery(state, { defaults: defaultGridViewState }) ?? '';
    expect(query).toBe('attr.GPU+Length+(mm)=250..');
    const parsed = parseGridQuery(`?${query}`, { defaults: defaultGridViewState });
    expect(gridAttributeRange(parsed, 'GPU Length (mm)')).toEqual({ min: 250 });
  });

  it('removes the filter when both ends are open', () => {
    const state = setGridAttributeRange(setGridAttributeRange(defaultGridViewState, 'K', { min: 1 }), 'K', {});
    expect(state.attributes).toEqual({});
  });
});
