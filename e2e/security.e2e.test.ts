// Issue 14 item 6: the Content-Security-Policy (a nonce per response for the inline scripts) does not break the
// store: every route hydrates, the home carousel and the configurator work, and Chromium reports no violation.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openHydrated, usePagePerTest } from './browser.ts';
import { seededItems } from './shopper.ts';

const storeUrl = inject('storeUrl');
const session = usePagePerTest();

/** Collects every CSP violation the page reports, by event and in the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|frame)/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

describe('the CSP on every route', { timeout: 120_000 }, () => {
  it.each([
    '/',
    '/Categories/101/CPU',
    '/Products/500080',
    '/Products/700001/Build',
    '/Search/ryzen',
    '/Brands/10/AMD',
    '/Login',
    '/cart',
    '/ChooseMyGamingPC',
    '/no/such/page',
  ])('%s hydrates with a nonce policy and no violation', async (path) => {
    const { page } = session;
    const violations = await watchViolations(page);
    const response = await openHydrated(page, `${storeUrl}${path}`);
    const policy = (await response?.headerValue('content-security-policy')) ?? '';
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=_-]{20,}'/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(await response?.headerValue('x-content-type-options')).toBe('nosniff');
    expect(await response?.headerValue('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(violations).toEqual([]);
  });

  it('answers a cached page with a fresh nonce each time, matching its own policy, and it still hydrates', async () => {
    const { page } = session;
    const nonceOf = async (response: Response) => {
      const policyNonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '';
      const pageNonces = new Set([...(await response.text()).matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((match) => match[1]));
      expect([...pageNonces]).toEqual([policyNonce]);
      return policyNonce;
    };
    // Without cookies, as a new visitor: the page cache answers (issue 6), the second time from memory.
    const first = await fetch(`${storeUrl}/Categories/101/CPU?nonce-check`);
    const second = await fetch(`${storeUrl}/Categories/101/CPU?nonce-check`);
    expect(second.headers.get('x-cache')).toBe('HIT');
    const nonces = [await nonceOf(first), await nonceOf(second)];
    expect(nonces[0]).not.toBe(nonces[1]);
    await page.context().clearCookies();
    const violations = await watchViolations(page);
    const response = await openHydrated(page, `${storeUrl}/Categories/101/CPU?nonce-check`);
    expect(await response?.headerValue('x-cache')).toBe('HIT');
    expect(nonces).not.toContain(/'nonce-([^']+)'/.exec((await response?.headerValue('content-security-policy')) ?? '')?.[1]);
    expect(violations).toEqual([]);
  });

  it('keeps the home carousel working (its next control changes the slide)', async () => {
    const { page } = session;
    const violations = await watchViolations(page);
    await openHydrated(page, storeUrl);
    const carousel = page.getByRole('region', { name: 'Featured promotions' });
    await carousel.waitFor();
    await carousel.getByRole('button', { name: /next/i }).first().click();
    await expect.poll(() => carousel.getByRole('group', { name: '2 of 4' }).isVisible()).toBe(true);
    expect(violations).toEqual([]);
  });

  it('keeps the configurator working (a choice changes the build)', async () => {
    const { page } = session;
    const violations = await watchViolations(page);
    await openHydrated(page, `${storeUrl}/Products/700001/Build`);
    const radios = page.getByRole('radio');
    await expect.poll(() => radios.count()).toBeGreaterThan(1);
    let index = 0;
    while (await radios.nth(index).isChecked()) index += 1;
    const choice = radios.nth(index);
    await choice.check();
    await expect.poll(() => choice.isChecked()).toBe(true);
    expect(violations).toEqual([]);
  });

  it('answers a NUL in a page path with 400, not 500', async () => {
    const response = await fetch(`${storeUrl}/abc%00def`);
    expect(response.status).toBe(400);
  });

  it('answers an unknown /api path with the envelope 404', async () => {
    const response = await fetch(`${storeUrl}/api/no/such/operation`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false });
  });

  it('takes canonical and og:url from the configured origin, not the Host header', async () => {
    const response = await fetch(`${storeUrl}/Search/ryzen`, { headers: { Host: 'evil.example' } });
    const html = await response.text();
    expect(html).not.toContain('evil.example');
  });
});

describe('the session cookie', { timeout: 120_000 }, () => {
  it('is out of reach of page scripts (HttpOnly), and a guest still adds to the cart and sees it on the cart page', async () => {
    const { page } = session;
    await openHydrated(page, `${storeUrl}/Products/${seededItems.mousepad.id}`);
    await page.locator('[data-rigkit="product-price"]').getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => page.locator('.site-cart__count').textContent(), { timeout: 15_000 }).toBe('1');

    const sessionCookie = (await page.context().cookies()).find((cookie) => cookie.name === 'plesession');
    expect(sessionCookie?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain('plesession');

    await openHydrated(page, `${storeUrl}/cart`);
    expect(await page.locator('[data-rigkit="cart-table"] tr[data-part="line"]').filter({ hasText: seededItems.mousepad.description }).count()).toBe(1);
  });
});
