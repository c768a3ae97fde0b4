import { describe, expect, it } from 'vitest';
import { isValidSessionUpgrade } from './sessionUpgrade.ts';

describe('isValidSessionUpgrade (spec 1 §9 "longer than 100 characters counts as a valid upgrade")', () => {
  it.each([
    [null, false],
    [undefined, false],
    ['', false],
    ['a'.repeat(64), false],
    ['a'.repeat(100), false],
    ['a'.repeat(101), true],
  ])('%s', (token, expected) => {
    expect(isValidSessionUpgrade(token)).toBe(expected);
  });
});
