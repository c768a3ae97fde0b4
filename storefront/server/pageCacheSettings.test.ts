import { describe, expect, it } from 'vitest';
import { pageCacheEnabled } from './pageCacheSettings.ts';

describe('pageCacheEnabled', () => {
  it.each([
    { value: undefined, expected: true },
    { value: '', expected: true },
    { value: 'on', expected: true },
    { value: '1', expected: true },
    { value: 'off', expected: false },
    { value: 'OFF', expected: false },
    { value: ' 0 ', expected: false },
    { value: 'false', expected: false },
    { value: 'no', expected: false },
  ])('is $expected for RIGKIT_PAGE_CACHE=$value', ({ value, expected }) => {
    expect(pageCacheEnabled(value)).toBe(expected);
  });
});
