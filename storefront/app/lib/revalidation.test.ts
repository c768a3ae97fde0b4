import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { skipRevalidationForQueryChanges, skipRootRevalidationForQueryChanges } from './revalidation.ts';

const args = (from: string, to: string, formMethod?: 'POST'): ShouldRevalidateFunctionArgs =>
  ({
    currentUrl: new URL(from, 'http://store.test'),
    nextUrl: new URL(to, 'http://store.test'),
    currentParams: {},
    nextParams: {},
    formMethod,
    defaultShouldRevalidate: true,
  }) as ShouldRevalidateFunctionArgs;

describe('revalidation of grid pages and the root (spec 1 §4: grid settings live in the query)', () => {
  it('leaves the root alone when only the query changes (a grid filter), and refreshes it otherwise', () => {
    expect(skipRootRevalidationForQueryChanges(args('/Categories/101/CPU', '/Categories/101/CPU?brand=AMD'))).toBe(false);
    // An explicit revalidation (after Add to Cart) keeps the address: the header's cart count is read again.
    expect(skipRootRevalidationForQueryChanges(args('/Categories/101/CPU?brand=AMD', '/Categories/101/CPU?brand=AMD'))).toBe(true);
    expect(skipRootRevalidationForQueryChanges(args('/Categories/101/CPU', '/cart'))).toBe(true);
    expect(skipRootRevalidationForQueryChanges(args('/cart', '/cart?step=2', 'POST'))).toBe(true);
  });

  it('keeps a grid page’s items for any visit of the same path without a submission', () => {
    expect(skipRevalidationForQueryChanges(args('/Categories/101/CPU', '/Categories/101/CPU?brand=AMD'))).toBe(false);
    expect(skipRevalidationForQueryChanges(args('/Categories/101/CPU', '/Categories/101/CPU'))).toBe(false);
    expect(skipRevalidationForQueryChanges(args('/Categories/101/CPU', '/Categories/102/Motherboards'))).toBe(true);
  });
});
