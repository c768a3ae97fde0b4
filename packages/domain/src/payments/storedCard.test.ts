import { describe, expect, it } from 'vitest';
import { storedCardDisplayString } from './storedCard.ts';

describe('stored card display (spec 3 §3, §5.4 Visa and Mastercard only)', () => {
  it.each([
    ['411111******1111', 'Visa ending in 1111'],
    ['555555******4444', 'Mastercard ending in 4444'],
    ['222100******0009', 'Mastercard ending in 0009'],
    ['4111 11** **** 1881', 'Visa ending in 1881'],
    ['378282*****0005', null],
    ['411111', null],
    ['', null],
  ])('%j is %j', (masked, display) => {
    expect(storedCardDisplayString(masked)).toBe(display);
  });
});
