// Search terms (spec 2 §5 §8 §9, spec 3 §5.5 add-item search): at least 3 characters, debounced 300 ms.
import * as z from 'zod/mini';
import { VALIDATION_MESSAGES } from './messages.ts';
import { SEARCH_MIN_LENGTH } from './searchTerm.ts';

export { isSearchTermLongEnough, SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from './searchTerm.ts';

export const searchTermSchema = z.string({ error: VALIDATION_MESSAGES.searchTooShort }).check(
  z.trim(),
  z.minLength(SEARCH_MIN_LENGTH, VALIDATION_MESSAGES.searchTooShort),
);
