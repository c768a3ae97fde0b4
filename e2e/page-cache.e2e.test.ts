// The page cache (storefront/server/README.md) against the store as `npm start` serves it: new visitors share one
// rendered category page, which a shopper with a session or a login never gets; shoppers with the same view of the
// page (app/lib/shopperView.ts: their name, cart count, store, postcode and games) share one of their own.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { demoAccounts } from '../packages/server/src/seed/demoAccounts.ts';
import { openHydrated, usePagePerTest } from './browser.ts';
import { seededItems } from './shopper.ts';

const storeUrl = inject('storeUrl');
const session = usePagePerTest();
let page: Page;
beforeEach(() => {
  ({ page } = session);
});

const categoryPath = '/Categories/101/CPU';
const poll = { timeout: 10_000 };
// The header's cart count as the server rendered it (SiteHeader: `<span class="site-cart__count" data-count="N">`).
const serverCartCount = (html: string) => /class="site-cart__count" data-count="(\d+)"/.exec(html)?.[1];

/** An anonymous visitor: no cookies at all, as a first visit or a crawler. */
async function anonymousVisit(path = categoryPath) {
  const response = await fetch(`${storeUrl}${path}`, { headers: { 'accept-encoding': 'gzip, br' } });
  return { status: response.status, cache: response.headers.get('x-cache'), cookies: response.headers.getSetCookie(), html: await response.text() };
}

const withoutNonce = (html: string) => html.replace(/ nonce="[^"]+"/g, ' nonce=""');

/** A shopper with a session of their own (the /api mints it when the postcode is stored), visiting with its cookie. */
async function shopperWithPostcode(postcode: string) {
  const post = (path: string, body: unknown, cookie?: string) =>
    fetch(`${storeUrl}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
  const saved = await post('/session/saveSession', { LocationPostcode: postcode });
  expect(saved.status).toBe(200);
  const cookie = saved.headers.getSetCookie().map((header) => header.split(';', 1)[0]).join('; ');
  expect(cookie).toMatch(/plesession=/);
  return {
    async visit(path = categoryPath) {
      const response = await fetch(`${storeUrl}${path}`, { headers: { cookie, 'accept-encoding': 'gzip' } });
      return { cache: response.headers.get('x-cache'), cacheControl: response.headers.get('cache-control'), html: await response.text() };
    },
    async addToCart(InventoryItemId: number) {
      const answer = await post('/updateCart', { ShoppingCart: { ShoppingCartItems: [{ InventoryItemId, Quantity: 1 }] } }, cookie);
      expect(answer.status).toBe(200);
    },
  };
}

/** Until the cached copy is fresh: another test file may have cached the page over 30 s ago, and a stale copy is
 *  answered (STALE) while one background render replaces it. */
async function untilFresh(path = categoryPath) {
  await expect.poll(async () => (await anonymousVisit(path)).cache, poll).toBe('HIT');
}

describe('the page cache', () => {
  it('renders a category page once for new visitors, sets them no session cookie, and varies only its CSP nonce', async () => {
    await untilFresh();
    const visits = [await anonymousVisit(), await anonymousVisit()];
    expect(visits.map((visit) => visit.cache)).toEqual(['HIT', 'HIT']);
    // Each answer has a nonce of its own (issue 14 item 6); the page is otherwise the same shared copy.
    expect(withoutNonce(visits[0]?.html ?? '')).toBe(withoutNonce(visits[1]?.html ?? ''));
    expect(visits[0]?.html).not.toBe(visits[1]?.html);
    // The /api mints a session only when something is stored in it (issue 14 item 2): a page view sets none.
    expect(visits.map((visit) => visit.cookies.filter((cookie) => cookie.startsWith('plesession=')))).toEqual([[], []]);
    expect(serverCartCount(visits[0]?.html ?? '')).toBe('0');
  });

  it('never answers a logged-in shopper with the cached anonymous page: their name and cart count are in the server HTML', async () => {
    // The anonymous copy is cached first.
    await untilFresh();

    const { email, password, firstName } = demoAccounts.retail;
    await openHydrated(page, `${storeUrl}/Login`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(/\/Account$/);

    // One item into the cart from the category page itself.
    await openHydrated(page, `${storeUrl}${categoryPath}`);
    const before = Number(await page.locator('.site-cart__count').textContent());
    await page.locator('[data-rigkit="item-tile"]').first().getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(async () => Number(await page.locator('.site-cart__count').textContent()), poll).toBe(before + 1);

    // A new view (one more in the cart): rendered for this shopper, not answered from the anonymous copy.
    const response = await page.goto(`${storeUrl}${categoryPath}`, { waitUntil: 'domcontentloaded' });
    expect(response?.headers()['x-cache']).toBe('MISS');
    expect(response?.headers()['cache-control']).toBe('no-store');
    const html = (await response?.text()) ?? '';
    expect(serverCartCount(html)).toBe(String(before + 1));
    expect(html).toContain(firstName);

    // Anonymous visitors still get the shared page, which names nobody and holds no cart.
    const anonymous = await anonymousVisit();
    expect(anonymous.cache).toMatch(/^(HIT|STALE|MISS)$/);
    expect(serverCartCount(anonymous.html)).toBe('0');
    expect(anonymous.html).not.toContain(firstName);
  });

  it('answers a shopper with the same view as another from the page kept for that view, and a cart change with a new one', async () => {
    // Two shoppers who gave the same postcode and hold nothing see the same page.
    const first = await shopperWithPostcode('6000');
    const second = await shopperWithPostcode('6000');
    const firstVisit = await first.visit();
    const secondVisit = await second.visit();
    expect(secondVisit.cache).toBe('HIT');
    expect(secondVisit.cacheControl).toBe('private, no-cache');
    expect(withoutNonce(secondVisit.html)).toBe(withoutNonce(firstVisit.html));
    expect(serverCartCount(secondVisit.html)).toBe('0');

    // One item into the first shopper's cart: their next page counts it; the other shopper's still counts none.
    await first.addToCart(seededItems.mousepad.id);
    expect(serverCartCount((await first.visit()).html)).toBe('1');
    expect(serverCartCount((await second.visit()).html)).toBe('0');
  });

  it('serves built scripts from memory, compressed, with immutable caching', async () => {
    const html = (await anonymousVisit()).html;
    const script = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    if (!script) throw new Error('the category page loads no script');
    const response = await fetch(`${storeUrl}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });
});
