// On the home page the header's search box goes to the search page by itself once the shopper has typed more than two
// characters and paused (spec 2 §5: "input debounced; on the home page auto-redirect to search happens at more than 2
// characters"; 300 ms). The header loads this module on the first key typed on the home page: it brings the search
// rules (and the validation schemas beside them) that no page needs before then.
import { searchRedirectPath } from '@rigkit/domain/grid';
import { isSearchTermLongEnough, SEARCH_DEBOUNCE_MS } from '@rigkit/domain/validation';

/** Where the home page's box sends the shopper for `term` (encoded as a redirect is), or undefined while too short. */
export function homeSearchTarget(term: string): string | undefined {
  return isSearchTermLongEnough(term) ? searchRedirectPath(term) : undefined;
}

export interface HomeSearchOptions {
  /** Whether the shopper is still on the home page when the pause ends (they may have followed a link meanwhile). */
  isOnHomePage: () => boolean;
  /** Goes to the search page's address. */
  go: (path: string) => void;
  /** The pause after the last key. @default 300 (SEARCH_DEBOUNCE_MS) */
  delayMs?: number;
}

let pending: ReturnType<typeof setTimeout> | undefined;

/** Called with the box's text after each key: restarts the pause, at whose end a long enough term is searched. */
export function scheduleHomeSearch(term: string, options: HomeSearchOptions): void {
  clearTimeout(pending);
  pending = setTimeout(() => {
    const target = homeSearchTarget(term);
    if (target !== undefined && options.isOnHomePage()) options.go(target);
  }, options.delayMs ?? SEARCH_DEBOUNCE_MS);
}
