// What the checkout's end-to-end files share: the store's address, the seeded items they buy, a cart filled through
// the API the storefront itself calls, and axe over the checkout.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { openHydrated } from './browser.ts';

export const storeUrl = inject('storeUrl');

/** A wait long enough for a page's round trip through the store and the API under a loaded CI machine. */
export const roundTrip = { timeout: 15_000 };

/** Seeded items (packages/server/src/seed): the mousepad is $25 and in stock everywhere; the processor is $679 and backordered. */
export const seededItems: Readonly<Record<'mousepad' | 'am5Cpu', { id: number; description: string }>> = {
  mousepad: { id: 602301, description: 'Rigkit Large Gaming Mousepad 450x400mm' },
  am5Cpu: { id: 500080, description: 'AMD Ryzen 9 9900X 12-Core AM5 Processor' },
};

/** Opens a store page by path and waits for it to hydrate. */
export const openStore = (page: Page, path: string) => openHydrated(page, `${storeUrl}${path}`);

/** The session's cart set to `lines` through updateCart, from the home page (which mints the session). */
export async function fillCart(page: Page, lines: readonly { InventoryItemId: number; Quantity: number }[]): Promise<void> {
  await openStore(page, '/');
  const status = await page.evaluate(async (items) => {
    const body = JSON.stringify({ ShoppingCart: { ShoppingCartItems: items } });
    return (await fetch('/api/updateCart', { method: 'POST', headers: { 'content-type': 'application/json' }, body })).status;
  }, lines);
  expect(status).toBe(200);
}

/**
 * Fails with each violation's rule and targets, so a report names what to fix. `exclude` leaves out what is not the
 * store's, such as the card provider's iframe (its own document, checked by the provider).
 */
export async function expectNoAxeViolations(page: Page, include = '[data-rigkit="checkout"]', exclude?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).include(include);
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}
