import { describe, expect, it } from 'vitest';
import { isUnsuccessful, readErrorTexts } from './envelope.ts';

describe('the answer envelope', () => {
  it.each([
    [{ success: true, errors: [], data: {} }, [], false],
    [{ success: false, errors: [{ ErrorText: 'Could not authenticate' }], data: null }, ['Could not authenticate'], true],
    [{ success: false, errors: [] }, [], true],
    [{ Success: false, Errors: [{ ErrorText: 'Payment declined' }], RetryGuid: 'r' }, ['Payment declined'], true],
    [{ Errors: [{ ErrorText: 'Failed to create account' }] }, ['Failed to create account'], true],
    [{ Success: true, Errors: [] }, [], false],
    [{ Items: [] }, [], false],
    [{ errors: [{ ErrorText: 42 }, null, { ErrorText: 'TotpRequired' }], success: false }, ['TotpRequired'], true],
    ['Bad gateway', [], false],
    [null, [], false],
    [undefined, [], false],
  ])('%j carries %j (unsuccessful: %s)', (body, errorTexts, unsuccessful) => {
    expect(readErrorTexts(body)).toEqual(errorTexts);
    expect(isUnsuccessful(body, readErrorTexts(body))).toBe(unsuccessful);
  });
});
