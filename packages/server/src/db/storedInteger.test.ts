import { describe, expect, it } from 'vitest';
import { isStoredInteger } from './storedInteger.ts';

describe('isStoredInteger', () => {
  it.each([
    [0, true],
    [2_147_483_647, true],
    [-2_147_483_648, true],
    [2_147_483_648, false],
    [99_999_999_999, false],
    [1.5, false],
  ])('%s fits an integer column: %s', (value, fits) => {
    expect(isStoredInteger(value)).toBe(fits);
  });
});
