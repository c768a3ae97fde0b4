import { describe, expect, it } from 'vitest';
import { readFailure } from './envelope.ts';

describe('the answer envelope', () => {
  it.each([
    [{ success: true, errors: [], data: {} }, undefined],
    [{ success: false, errors: [{ ErrorText: 'Could not authenticate' }], data: null }, ['Could not authenticate']],
    [{ success: false, errors: [] }, []],
    [{ Success: false, Errors: [{ ErrorText: 'Payment declined' }], RetryGuid: 'r' }, ['Payment declined']],
    [{ Errors: [{ ErrorText: 'Failed to create account' }] }, ['Failed to create account']],
    [{ Success: true, Errors: [] }, undefined],
    [{ Items: [] }, undefined],
    [{ errors: [{ ErrorText: 42 }, null, { ErrorText: 'TotpRequired' }], success: false }, ['TotpRequired']],
    ['Bad gateway', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j fails with %j', (body, errorTexts) => {
    expect(readFailure(body)).toEqual(errorTexts);
  });
});
