// The search term in the page address (spec 2 §5): "The term is encoded three times on redirect and twice on
// in-page updates." A redirect is the jump to /Search/{term} from elsewhere (the header box, the home page's
// auto-redirect, /Search?term=); an in-page update is the search page's own box rewriting its address.

/** Spec 2 §5: "encoded three times on redirect". */
export const SEARCH_REDIRECT_ENCODINGS = 3;
/** Spec 2 §5: "twice on in-page updates". */
export const SEARCH_IN_PAGE_ENCODINGS = 2;

/** The search page's path (spec 2 §2: /Search/{searchString?}). */
export const SEARCH_PATH = '/Search';

/** `term` passed through encodeURIComponent `times` times. */
export function encodeSearchTerm(term: string, times: number): string {
  let encoded = term;
  for (let round = 0; round < times; round += 1) encoded = encodeURIComponent(encoded);
  return encoded;
}

function searchPath(term: string, times: number): string {
  const trimmed = term.trim();
  return trimmed === '' ? SEARCH_PATH : `${SEARCH_PATH}/${encodeSearchTerm(trimmed, times)}`;
}

/** Where a redirect to the search page goes: the trimmed term encoded three times, or /Search when empty. */
export function searchRedirectPath(term: string): string {
  return searchPath(term, SEARCH_REDIRECT_ENCODINGS);
}

/** The search page's own address after an in-page update: the trimmed term encoded twice, or /Search when empty. */
export function searchInPagePath(term: string): string {
  return searchPath(term, SEARCH_IN_PAGE_ENCODINGS);
}

const escapePattern = /%[0-9a-f]{2}/i;

/**
 * The term from the address's raw path segment (as the browser sends it). The address cannot tell a redirect
 * (three layers) from an in-page update (two) or a hand-typed link (one), so every layer is peeled, at most three:
 * decoding stops once no escape is left or a layer is not valid encoding. A term whose own text holds "%" and two
 * hex digits is therefore read as an escape, an ambiguity the spec's rule brings with it.
 */
export function decodeSearchSegment(segment: string): string {
  let term = segment;
  for (let round = 0; round < SEARCH_REDIRECT_ENCODINGS && escapePattern.test(term); round += 1) {
    try {
      term = decodeURIComponent(term);
    } catch {
      break;
    }
  }
  return term.trim();
}
