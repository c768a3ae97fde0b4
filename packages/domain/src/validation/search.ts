// Search terms (spec 2 §5 §8 §9, spec 3 §5.5 add-item search): at least 3 characters, debounced 300 ms.
import * as z from 'zod/mini';
import { VALIDATION_MESSAGES } from './messages.ts';

export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_DEBOUNCE_MS = 300;

/** True when the trimmed term has at least 3 characters (on the home page: more than 2, the same rule). */
export function isSearchTermLongEnough(term: string): boolean {
  return term.trim().length >= SEARCH_MIN_LENGTH;
}

export const searchTermSchema = z.string({ error: VALIDATION_MESSAGES.searchTooShort }).check(
  z.trim(),
  z.minLength(SEARCH_MIN_LENGTH, VALIDATION_MESSAGES.searchTooShort),
);
