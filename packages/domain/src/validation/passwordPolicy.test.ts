import { describe, expect, it } from 'vitest';
import { isPassphrase, passwordPolicyProblem } from './passwordPolicy.ts';

const tooShort = 'Your password must be at least 12 characters, or a passphrase of 4 or more words';
const tooCommon = 'That password is too common. Please choose another one';
const common = new Set(['password1234', 'qwertyuiop12']);
const isCommon = (password: string) => common.has(password.toLowerCase());

describe('new passwords (issue 16, ASVS V6.2)', () => {
  it.each([
    ['staple-kangaroo-42', null],
    ['exactly12chr', null],
    ['red cat sun map', null],
    ['elevenchars', tooShort],
    ['red cat sun', tooShort],
    ['a b c d e f', tooShort],
    ['Password1234', tooCommon],
    ['QWERTYUIOP12', tooCommon],
    ['x'.repeat(129), 'Your password must be 128 characters or fewer'],
  ])('%j gives %j', (password, problem) => {
    expect(passwordPolicyProblem(password, isCommon)).toBe(problem);
  });

  it('reads four words of three letters or more as a passphrase', () => {
    expect(isPassphrase('tin-can-sky-owl')).toBe(true);
    expect(isPassphrase('tin can sky')).toBe(false);
  });
});
