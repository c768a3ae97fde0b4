// What a new password must be (issue 16, OWASP ASVS 5.0 V6.2): at least 12 characters, or a passphrase, and not one
// of the commonly breached passwords. Designed: the specs quote no wording for it. The breached list is large, so
// it is the caller's (the server bundles one); a form checks length at once and meets the list in the server's answer.
import { VALIDATION_MESSAGES } from './messages.ts';

export const MINIMUM_PASSWORD_LENGTH = 12;
/** Designed: four or more words of three or more letters make a passphrase, whatever its length. */
export const MINIMUM_PASSPHRASE_WORDS = 4;
/** A password longer than this is refused before hashing (a denial-of-service guard, ASVS V6.2.9 allows 64+). */
export const MAXIMUM_PASSWORD_LENGTH = 128;

/** True when the password reads as four or more words of three or more letters each (spaces or hyphens apart). */
export function isPassphrase(password: string): boolean {
  const words = password.trim().split(/[\s\-_.]+/).filter((word) => /^\p{L}{3,}$/u.test(word));
  return words.length >= MINIMUM_PASSPHRASE_WORDS;
}

/**
 * The first problem with a new password, or null when it is acceptable. `isCommon` tells whether a password is on a
 * breached-password list (compared case-insensitively by the caller's list).
 */
export function passwordPolicyProblem(password: string, isCommon: (password: string) => boolean = () => false): string | null {
  const length = [...password].length;
  if (length > MAXIMUM_PASSWORD_LENGTH) return VALIDATION_MESSAGES.passwordTooLong;
  if (length < MINIMUM_PASSWORD_LENGTH && !isPassphrase(password)) return VALIDATION_MESSAGES.passwordTooShort;
  if (isCommon(password)) return VALIDATION_MESSAGES.passwordTooCommon;
  return null;
}
