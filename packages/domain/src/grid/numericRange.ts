// Numeric attribute filters (issue 17 defect 5): "GPU Length (mm)" showed about 120 chips, one per value. An
// attribute whose values are all plain numbers, and many of them, filters by a range instead: a slider with two thumbs
// and min/max fields, with counts per bucket. The rules below are designed (spec 1 §4 names attribute filters only).
// A range travels as one attribute value, "min..max" (either end may be open: "300.." or "..250"), so the address
// (attr.{Key}=200..300), the engine's query and the server's AttributeFilters keep their shapes.
import type { GridViewState } from './settings.ts';

export interface NumericRange {
  min?: number;
  max?: number;
}

export interface NumericBucket {
  /** Inclusive lower end. */
  min: number;
  /** Inclusive upper end (the next bucket starts above it). */
  max: number;
  count: number;
}

/** Fewer distinct numbers than this stay chips: "Fan count" 1, 2, 3 reads better as three choices. */
export const numericAttributeMinimumValues = 8;
/** How many buckets the facet counts are grouped into at most. */
export const numericBucketCount = 5;

const plainNumber = /^-?\d+(?:\.\d+)?$/;
const rangePattern = /^(-?\d+(?:\.\d+)?)?\.\.(-?\d+(?:\.\d+)?)?$/;

/** The number an attribute value holds, when it is a plain number ("305", "2.5"); undefined for "RTX 5070" or "". */
export function numericAttributeValue(value: string): number | undefined {
  const trimmed = value.trim();
  return plainNumber.test(trimmed) ? Number(trimmed) : undefined;
}

/** Whether an attribute filters by range: every value is a plain number and there are at least 8 of them. */
export function isNumericAttribute(values: readonly string[]): boolean {
  const distinct = new Set(values);
  return distinct.size >= numericAttributeMinimumValues && [...distinct].every((value) => numericAttributeValue(value) !== undefined);
}

/** A range as one attribute value ("200..300", "200..", "..300"); an empty range is "..". */
export function rangeAttributeValue(range: NumericRange): string {
  return `${range.min ?? ''}..${range.max ?? ''}`;
}

/** The range an attribute value names, or undefined when it is an ordinary value (or min is above max). */
export function parseRangeAttributeValue(value: string): NumericRange | undefined {
  const match = rangePattern.exec(value.trim());
  if (!match) return undefined;
  const range: NumericRange = {};
  if (match[1] !== undefined) range.min = Number(match[1]);
  if (match[2] !== undefined) range.max = Number(match[2]);
  if (range.min !== undefined && range.max !== undefined && range.min > range.max) return undefined;
  return range;
}

export const isInRange = (number: number, range: NumericRange): boolean =>
  (range.min === undefined || number >= range.min) && (range.max === undefined || number <= range.max);

/** Whether an attribute value falls in the range a filter value names (a plain filter value never does). */
export function attributeValueInRange(value: string, filterValue: string): boolean {
  const range = parseRangeAttributeValue(filterValue);
  const number = numericAttributeValue(value);
  return range !== undefined && number !== undefined && isInRange(number, range);
}

/** A step that reads well: 1, 2, 5, 10, 20, 50 … at least `rough`. */
function niceStep(rough: number): number {
  if (rough <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough);
  return step ?? 10 * power;
}

/**
 * The facet's per-value counts grouped into at most 5 equal buckets with round ends (140–199, 200–259 …), from the
 * smallest to the largest value; empty buckets are kept so the scale reads evenly. Values that are not numbers are
 * left out.
 */
export function numericBuckets(counts: readonly { value: string; count: number }[], bucketCount = numericBucketCount): NumericBucket[] {
  const numbers = counts.flatMap(({ value, count }) => {
    const number = numericAttributeValue(value);
    return number === undefined ? [] : [{ number, count }];
  });
  if (numbers.length === 0) return [];
  const low = Math.min(...numbers.map(({ number }) => number));
  const high = Math.max(...numbers.map(({ number }) => number));
  const step = niceStep((high - low) / bucketCount || 1);
  const start = Math.floor(low / step) * step;
  const buckets: NumericBucket[] = [];
  for (let min = start; min <= high; min += step) {
    const isLast = min + step > high;
    const max = isLast ? high : min + step - (Number.isInteger(step) && numbers.every(({ number }) => Number.isInteger(number)) ? 1 : 0);
    buckets.push({ min, max, count: 0 });
  }
  for (const { number, count } of numbers) {
    const bucket = buckets.find((candidate, index) => number >= candidate.min && (index === buckets.length - 1 || number < (buckets[index + 1]?.min ?? Infinity)));
    if (bucket) bucket.count += count;
  }
  return buckets;
}

/** The lowest and highest number among the values (the slider's scale); undefined when none is a number. */
export function numericExtent(values: readonly string[]): { min: number; max: number } | undefined {
  const numbers = values.flatMap((value) => {
    const number = numericAttributeValue(value);
    return number === undefined ? [] : [number];
  });
  return numbers.length === 0 ? undefined : { min: Math.min(...numbers), max: Math.max(...numbers) };
}

/** The range an attribute is filtered by in the grid state, if it is filtered by one. */
export function gridAttributeRange(state: GridViewState, key: string): NumericRange | undefined {
  const [value] = state.attributes[key] ?? [];
  return value === undefined ? undefined : parseRangeAttributeValue(value);
}

/** Filters an attribute by a range (replacing its values); an open range on both ends removes the filter. */
export function setGridAttributeRange(state: GridViewState, key: string, range: NumericRange): GridViewState {
  const attributes = Object.fromEntries(Object.entries(state.attributes).filter(([name]) => name !== key));
  if (range.min !== undefined || range.max !== undefined) attributes[key] = [rangeAttributeValue(range)];
  return { ...state, attributes };
}

/** The words for a range: "200 – 300", "200 or more", "300 or less". */
export function rangeLabel(range: NumericRange): string {
  if (range.min !== undefined && range.max !== undefined) return range.min === range.max ? String(range.min) : `${range.min} – ${range.max}`;
  if (range.min !== undefined) return `${range.min} or more`;
  if (range.max !== undefined) return `${range.max} or less`;
  return 'Any';
}
