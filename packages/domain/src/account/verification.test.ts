import { describe, expect, it } from 'vitest';
import {
  hasTooManyVerificationAttempts,
  remainingVerificationAttempts,
  VERIFICATION_MAX_ATTEMPTS,
  verificationMessage,
  verificationStateAfterAttempt,
  verificationStateAfterLoad,
} from './verification.ts';

describe('verification by amount (spec 3 §4.3 §8 §9)', () => {
  it.each([
    [0, false, 4, 'collection'],
    [3, false, 1, 'collection'],
    [4, true, 0, 'toomany'],
    [6, true, 0, 'toomany'],
  ])('%d attempts used: too many %s, %d left, state %j', (used, tooMany, left, state) => {
    expect(VERIFICATION_MAX_ATTEMPTS).toBe(4);
    expect(hasTooManyVerificationAttempts(used)).toBe(tooMany);
    expect(remainingVerificationAttempts(used)).toBe(left);
    expect(verificationStateAfterLoad(used)).toBe(state);
  });

  it.each([
    [true, 4, 'validated', null],
    [false, 2, 'error', 'Sorry that was the wrong amount or there was some other error, please contact your local store.'],
    [false, 4, 'toomany', "We're sorry there have been too many attempts, please contact your local store."],
  ] as const)('success %s at %d used → %s with %j', (isSuccess, used, state, message) => {
    expect(verificationStateAfterAttempt(isSuccess, used)).toBe(state);
    expect(verificationMessage(state)).toBe(message);
  });
});
