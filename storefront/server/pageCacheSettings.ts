// The page cache's settings (README.md, "Page cache").

// How long a cached catalogue page is shown: prices and stock on a listing may be up to 30 s old (90 s after a quiet
// minute). The cart and checkout read them live, and they decide what a shopper pays (spec 2 §5).
export const pageCacheFreshMs = 30_000;
export const pageCacheStaleMs = 60_000;
// About 110 category pages of 500 kB with their gzip and brotli copies (each kind of screen is a page of its own).
export const pageCacheMaxBytes = 64 * 1024 * 1024;
// How long a shopper's view key is answered without reading their session again (viewKeyMemo.ts): their own requests
// forget it at once; this bounds what another storefront process or the clock changes (a cart, a login expiring).
export const viewKeyMaxAgeMs = 1_000;

/** Whether the page cache is on: RIGKIT_PAGE_CACHE=off (or 0, false, no) switches it off; anything else leaves it on. */
export function pageCacheEnabled(value: string | undefined): boolean {
  return !['off', '0', 'false', 'no'].includes((value ?? '').trim().toLowerCase());
}
