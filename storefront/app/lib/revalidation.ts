// Grid pages keep the shopper's grid settings in the query string (spec 1 §4) and filter on the client, so a change
// of the query alone must not fetch the page's items again, nor the root's header data.
import type { ShouldRevalidateFunctionArgs } from 'react-router';

/** A grid page's loader: not again for the same path unless a form was submitted (an explicit revalidation included). */
export function skipRevalidationForQueryChanges({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod === undefined && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

/**
 * The root's loader (header, cart count, login) reads nothing from the query: a navigation that changes only the query
 * (a grid filter or sort written to the address) leaves it, so a filter press costs no round trip and no render of the
 * header. An explicit revalidation (the same address: after Add to Cart) and a submission still refresh it.
 */
export function skipRootRevalidationForQueryChanges({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod === undefined && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}
