// Verification of an order by amount (spec 3 §2.5 §4.3 §8 §9).
import { ACCOUNT_MESSAGES } from './messages.ts';

export const VERIFICATION_MAX_ATTEMPTS = 4 as const;

export const VERIFICATION_STATES = ['loading', 'collection', 'validating', 'validated', 'error', 'toomany'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

/** At 4 or more attempts used the page shows "too many". */
export function hasTooManyVerificationAttempts(attemptsUsed: number): boolean {
  return attemptsUsed >= VERIFICATION_MAX_ATTEMPTS;
}

export function remainingVerificationAttempts(attemptsUsed: number): number {
  return Math.max(0, VERIFICATION_MAX_ATTEMPTS - attemptsUsed);
}

/** The state once the attempts are loaded. */
export function verificationStateAfterLoad(attemptsUsed: number): VerificationState {
  return hasTooManyVerificationAttempts(attemptsUsed) ? 'toomany' : 'collection';
}

/** The state after an attempt; `attemptsUsed` counts the attempt just made. */
export function verificationStateAfterAttempt(isSuccess: boolean, attemptsUsed: number): VerificationState {
  if (isSuccess) return 'validated';
  return hasTooManyVerificationAttempts(attemptsUsed) ? 'toomany' : 'error';
}

/** The message a state shows, or null. */
export function verificationMessage(state: VerificationState): string | null {
  if (state === 'error') return ACCOUNT_MESSAGES.verificationFailed;
  if (state === 'toomany') return ACCOUNT_MESSAGES.verificationTooManyAttempts;
  return null;
}
