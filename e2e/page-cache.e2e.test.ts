// The anonymous page cache (storefront/server/README.md) against the store as `npm start` serves it: new visitors
// share one rendered category page, a shopper with a session or a login never gets it.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { demoAccounts } from '../packages/server/src/seed/demoAccounts.ts';
import { openHydrated, usePagePerTest } from './browser.ts';

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

/** Until the cached copy is fresh: another test file may have cached the page over 30 s ago, and a stale copy is
 *  answered (STALE) while one background render replaces it. */
async function untilFresh(path = categoryPath) {
  await expect.poll(async () => (await anonymousVisit(path)).cache, poll).toBe('HIT');
}

describe('the anonymous page cache', () => {
  it('renders a category page once for new visitors, sets them no session cookie, and varies only its CSP nonce', async () => {
    await untilFresh();
    const visits = [await anonymousVisit(), await anonymousVisit()];
    expect(visits.map((visit) => visit.cache)).toEqual(['HIT', 'HIT']);
    // Each answer has a nonce of its own (issue 14 item 6); the page is otherwise the same shared copy.
    const withoutNonce = (html: string) => html.replace(/ nonce="[^"]+"/g, ' nonce=""');
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

    const response = await page.goto(`${storeUrl}${categoryPath}`, { waitUntil: 'domcontentloaded' });
    expect(response?.headers()['x-cache']).toBe('BYPASS');
    const html = (await response?.text()) ?? '';
    expect(serverCartCount(html)).toBe(String(before + 1));
    expect(html).toContain(firstName);

    // Anonymous visitors still get the shared page, which names nobody and holds no cart.
    const anonymous = await anonymousVisit();
    expect(anonymous.cache).toMatch(/^(HIT|STALE|MISS)$/);
    expect(serverCartCount(anonymous.html)).toBe('0');
    expect(anonymous.html).not.toContain(firstName);
  });

  it('renders every time for a visitor who already has a session cookie', async () => {
    await untilFresh();
    const first = await page.goto(`${storeUrl}${categoryPath}`, { waitUntil: 'domcontentloaded' });
    expect(first?.headers()['x-cache']).toBe('HIT');
    // Something stored in the session (a postcode): the /api mints the session and sets its plesession cookie.
    const saved = await page.request.post(`${storeUrl}/api/session/saveSession`, { headers: { 'Content-Type': 'application/json' }, data: { LocationPostcode: '6000' } });
    expect(saved.headers()['set-cookie']).toMatch(/plesession=/);
    const second = await page.goto(`${storeUrl}${categoryPath}`, { waitUntil: 'domcontentloaded' });
    expect(second?.headers()['x-cache']).toBe('BYPASS');
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
