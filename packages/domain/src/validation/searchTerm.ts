// The search term's length rule and debounce (spec 2 §5 §8 §9, spec 3 §5.5 add-item search), apart from the zod
// schema in search.ts: the order page's add-item search and the header's search need only these, and importing the
// schema would bring zod into their route's first download (issue 21's route JavaScript budgets).
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_DEBOUNCE_MS = 300;

/** True when the trimmed term has at least 3 characters (on the home page: more than 2, the same rule). */
export function isSearchTermLongEnough(term: string): boolean {
  return term.trim().length >= SEARCH_MIN_LENGTH;
}
