import { describe, expect, it } from 'vitest';
import { isValidAbn, normaliseAbn } from './abn.ts';

describe('ABN check digits (spec 3 §5.1, issue 16)', () => {
  it.each([
    ['51824753556', true, "the ATO's published example"],
    ['51 824 753 556', true, 'typed with spaces'],
    ['53004085616', true, 'a real company ABN'],
    ['51824753557', false, 'last digit changed'],
    ['15824753556', false, 'two digits swapped'],
    ['5182475355', false, '10 digits'],
    ['518247535561', false, '12 digits'],
    ['5182475355a', false, 'a letter'],
    ['', false, 'empty'],
  ])('%j is valid: %s (%s)', (abn, valid) => {
    expect(isValidAbn(abn)).toBe(valid);
  });

  it('drops spaces', () => {
    expect(normaliseAbn(' 51 824 753 556 ')).toBe('51824753556');
  });
});
