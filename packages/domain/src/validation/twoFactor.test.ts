import { describe, expect, it } from 'vitest';
import { isCompleteTwoFactorCode, sanitiseTwoFactorCode, TWO_FACTOR_CODE_LENGTH } from './twoFactor.ts';

describe('two-factor code (spec 1 §5)', () => {
  it('has the spec length of 6', () => {
    expect(TWO_FACTOR_CODE_LENGTH).toBe(6);
  });

  it.each([
    ['123456', '123456'],
    ['12 34-56', '123456'],
    ['1234567', '123456'],
    ['abc12', '12'],
    ['', ''],
  ])('sanitises %j to %j', (input, expected) => {
    expect(sanitiseTwoFactorCode(input)).toBe(expected);
  });

  it.each([
    ['123456', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
  ])('treats %j as complete: %s', (code, expected) => {
    expect(isCompleteTwoFactorCode(code)).toBe(expected);
  });
});
