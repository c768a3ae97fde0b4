import { describe, expect, it } from 'vitest';
import type { LoginResult } from './loginOutcome.ts';
import { incorrectTwoFactorMessage, interpretLoginResult, loginResultFromThrown } from './loginOutcome.ts';

describe('interpretLoginResult (spec 1 §4, §8)', () => {
  it.each<[string, LoginResult, ReturnType<typeof interpretLoginResult>]>([
    ['a successful answer', { success: true, errors: [] }, 'success'],
    ['TotpRequired', { success: false, errors: [{ ErrorText: 'TotpRequired' }] }, 'two-factor-required'],
    [
      'TotpRequired beside "Could not authenticate"',
      { success: false, errors: [{ ErrorText: 'Could not authenticate' }, { ErrorText: 'TotpRequired' }] },
      'two-factor-required',
    ],
    ['InvalidTotp', { success: false, errors: [{ ErrorText: 'InvalidTotp' }] }, 'invalid-two-factor'],
    ['"Could not authenticate"', { success: false, errors: [{ ErrorText: 'Could not authenticate' }] }, 'failed'],
    ['a failure with no errors', { success: false }, 'failed'],
    ['a failure with null entries', { success: false, errors: [null, { ErrorText: null }] }, 'failed'],
  ])('reads %s', (_name, result, outcome) => {
    expect(interpretLoginResult(result)).toBe(outcome);
  });
});

describe('loginResultFromThrown', () => {
  it('keeps the error texts of an API error so TotpRequired still opens the challenge', () => {
    const thrown = Object.assign(new Error('Could not authenticate\nTotpRequired'), {
      errorTexts: ['Could not authenticate', 'TotpRequired'],
    });
    expect(interpretLoginResult(loginResultFromThrown(thrown))).toBe('two-factor-required');
  });

  it('treats a network failure as a failed login', () => {
    expect(interpretLoginResult(loginResultFromThrown(new TypeError('Failed to fetch')))).toBe('failed');
  });
});

describe('incorrectTwoFactorMessage (spec 1 §4 step 4)', () => {
  it('is "Incorrect 2FA Value" with a 24-hour timestamp suffix', () => {
    expect(incorrectTwoFactorMessage(new Date('2026-03-02T02:42:07Z'), 'Australia/Perth')).toBe('Incorrect 2FA Value (10:42:07)');
  });

  it('stamps in the given time zone', () => {
    expect(incorrectTwoFactorMessage(new Date('2026-03-02T02:42:07Z'), 'Australia/Melbourne')).toBe('Incorrect 2FA Value (13:42:07)');
  });
});
