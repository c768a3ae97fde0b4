// Grid pages keep the shopper's grid settings in the query string (spec 1 §4) and filter on the client, so a change
// of the query alone must not fetch the page's items again. The root loader (cart count, login) still revalidates.
import type { ShouldRevalidateFunctionArgs } from 'react-router';

export function skipRevalidationForQueryChanges({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod === undefined && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}
