// Issue 6's remaining routes end to end in Chromium against the store as `npm start` serves it: the /account layout
// and the private-route guard, content pages, /Compare, /ItemGrid, /ItemList, /buildlist, /NotFound, the 400 page
// with its countdown, and the search page's details (hot sale items, debounced box, the term's encodings).
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { demoAccounts } from '../packages/server/src/seed/demoAccounts.ts';
import { itemListSqid } from '../packages/server/src/seed/itemLists.ts';
import { openHydrated, usePagePerTest } from './browser.ts';

const storeUrl = inject('storeUrl');
const session = usePagePerTest();
let page: Page;
beforeEach(() => {
  ({ page } = session);
});

const open = (path: string) => openHydrated(page, `${storeUrl}${path}`);

const poll = { timeout: 10_000 };
const notFoundText = 'The page you requested could not be found!';
const accountLayout = () => page.locator('[data-rigkit="account-layout"]');
const accountMenu = () => accountLayout().getByRole('navigation', { name: 'Account menu' });
const pathname = () => new URL(page.url()).pathname;

async function logIn(account: { email: string; password: string }) {
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

// Spec 1 §2: the twelve entries, in order.
const menuEntries = [
  'Edit Account Details',
  'Change Password',
  'Quotes',
  'Order History',
  'Invoices History',
  'Wishlists',
  'Promotion Redemption',
  'Return a Product',
  'Return History',
  'Work Orders',
  'Notification Settings',
  'Stored Payments',
];

describe('the account area (spec 1 §2, spec 3 §2.1)', () => {
  it('shows the login form to a visitor, and the account after logging in at the same address', async () => {
    await open('/account');
    expect(await page.getByRole('heading', { name: 'Existing Account' }).isVisible()).toBe(true);
    expect(await accountLayout().count()).toBe(0);

    const { email, firstName, lastName } = demoAccounts.retail;
    await logIn(demoAccounts.retail);
    await expect.poll(() => accountLayout().getByRole('heading', { level: 1 }).textContent(), poll).toBe(`${firstName} ${lastName}`);
    expect(pathname()).toBe('/account');
    expect(await accountLayout().getByText(email, { exact: true }).isVisible()).toBe(true);
    expect(await accountMenu().getByRole('link').allTextContents()).toEqual(menuEntries);
    expect(await page.getByRole('heading', { name: `Welcome back, ${firstName}` }).isVisible()).toBe(true);
    expect(await accountMenu().getByRole('link', { name: 'Edit Account Details' }).getAttribute('aria-current')).toBe('page');
  });

  it('guards every /account path: a visitor meets the login form before any account page', async () => {
    await open('/Account/Orders');
    expect(await page.getByText('Please log in to see this page.').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Existing Account' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: notFoundText }).count()).toBe(0);
  });

  it('is where /Login sends the customer: /Account shows the overview', async () => {
    await open('/Login');
    await logIn(demoAccounts.company);
    await page.waitForURL(/\/Account$/);
    // A company's last name field holds the company name (spec 3 §3).
    await expect.poll(() => accountLayout().getByRole('heading', { level: 1 }).textContent(), poll).toBe('Alex Acme Builds Pty Ltd');
    expect(await page.getByRole('heading', { name: 'Welcome back, Alex' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: notFoundText }).count()).toBe(0);
  });

  it('shows an account page from its menu entry, and an unknown account address as the 404 page inside the layout', async () => {
    await open('/Login');
    await logIn(demoAccounts.retail);
    await page.waitForURL(/\/Account$/);
    await accountMenu().getByRole('link', { name: 'Promotion Redemption' }).click();
    await page.waitForURL(/\/account\/promotions$/);
    await expect.poll(() => accountLayout().getByRole('heading', { name: 'Promotion Redemption' }).count(), poll).toBe(1);
    expect(await page.getByRole('heading', { name: notFoundText }).count()).toBe(0);
    expect(await accountMenu().getByRole('link', { name: 'Promotion Redemption' }).getAttribute('aria-current')).toBe('page');

    const response = await open('/ACCOUNT/No-Such-Page');
    expect(response?.status()).toBe(404);
    expect(await accountLayout().getByRole('heading', { name: notFoundText }).isVisible()).toBe(true);
  });

  it('has no axe violations in the account overview', async () => {
    const { default: AxeBuilder } = await import('@axe-core/playwright');
    await open('/account');
    await logIn(demoAccounts.retail);
    await accountLayout().waitFor();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

describe('the account menu under 900 px', () => {
  it('becomes a drop-down button that opens the entries', async () => {
    const narrowContext = await session.browser.newContext({ viewport: { width: 600, height: 900 } });
    const narrowPage = await narrowContext.newPage();
    await narrowPage.goto(`${storeUrl}/account`, { waitUntil: 'networkidle' });
    await narrowPage.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await narrowPage.getByLabel('E-mail').fill(demoAccounts.retail.email);
    await narrowPage.getByLabel('Password').fill(demoAccounts.retail.password);
    await narrowPage.getByRole('button', { name: 'Log In' }).click();
    const layout = narrowPage.locator('[data-rigkit="account-layout"]').getByRole('navigation', { name: 'Account menu' });
    const trigger = layout.getByRole('button', { name: 'Edit Account Details' });
    await trigger.waitFor(poll);
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    expect(await layout.getByRole('link', { name: 'Quotes' }).isVisible()).toBe(false);
    await trigger.click();
    await layout.getByRole('link', { name: 'Quotes' }).click();
    await narrowPage.waitForURL(/\/account\/quotes$/);
    await expect.poll(() => layout.getByRole('button', { name: 'Quotes' }).count(), poll).toBe(1);
    await narrowContext.close();
  });
});

describe('content pages /:pageName/* (spec 3 §2.1)', () => {
  it('shows a public page with its title, HTML and meta', async () => {
    // (/Verify, page 992, is the verification page's own route now: see e2e/verify.e2e.test.ts.)
    const response = await open('/Warranty');
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1, name: 'Warranty' }).isVisible()).toBe(true);
    expect(await page.getByText('Custom builds and our prebuilt PCs carry 3 years parts and labour.').isVisible()).toBe(true);
    expect(await page.title()).toBe('Warranty | rigkit');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe('Warranty on custom builds, prebuilt PCs and parts.');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${storeUrl}/Warranty`);
  });

  it('shows the login form in place of a private page, then the page at the same address', async () => {
    await open('/Staff/Handbook');
    expect(await page.getByText('Members-only content.').count()).toBe(0);
    await logIn(demoAccounts.retail);
    await expect.poll(() => page.getByText('Members-only content.').count(), poll).toBe(1);
    expect(pathname()).toBe('/Staff/Handbook');
    expect(await page.getByRole('heading', { level: 1, name: 'Staff handbook' }).isVisible()).toBe(true);
  });

  it.each([
    ['Contact us and our stores', 'Contact us', 'Moorabbin'],
    ['Warranty', 'Warranty', '3 years parts and labour'],
    ['Buy now, pay later', 'Buy now, pay later', 'Zip'],
    ['Terms and conditions', 'Terms and conditions', 'Australian Consumer Law'],
    ['Privacy', 'Privacy policy', 'We never hold your card details'],
  ])('follows the footer link "%s" to a page, not the 404 page', async (link, title, text) => {
    await open('/');
    await page.locator('footer').getByRole('link', { name: link }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), poll).toBe(title);
    expect(await page.getByText(text).first().isVisible()).toBe(true);
  });

  it('serves the UV printing page the cart and the custom build banners link to', async () => {
    const response = await open('/UVPrinting');
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1, name: 'UV printing for case panels' }).isVisible()).toBe(true);
  });

  it.each(['/no-such-page', '/no/such/page/deeper', '/NotFound'])('shows the 404 page for %s', async (path) => {
    const response = await open(path);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { name: notFoundText }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Go to the homepage' }).isVisible()).toBe(true);
  });

  it.each(['/login', '/Login', '/LOGIN'])('matches %s case-insensitively to the login page', async (path) => {
    const response = await open(path);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { name: 'Existing Account' }).isVisible()).toBe(true);
  });
});

describe('chosen items: /Compare and /ItemGrid (spec 2 §2)', () => {
  const ids = [500080, 500081];

  it('compares the items of inventoryItemIds, hides equal rows on request, and removes an item from the address', async () => {
    await open(`/Compare?inventoryItemIds=${ids.join(',')}`);
    const table = page.getByRole('table', { name: 'Compare items' });
    const headers = await table.getByRole('columnheader').allTextContents();
    expect(headers).toHaveLength(3);
    expect(headers[1]).toContain('AMD Ryzen 9 9900X');
    const rowsBefore = await table.getByRole('rowheader').count();
    await page.getByRole('checkbox', { name: 'Show only differences' }).check();
    expect(await table.getByRole('rowheader').count()).toBeLessThan(rowsBefore);

    await table.getByRole('button', { name: /^Remove AMD Ryzen 7 9700X/ }).click();
    await page.waitForURL(/inventoryItemIds=500080$/);
    await expect.poll(() => table.getByRole('columnheader').count(), poll).toBe(2);
  });

  it('has no axe violations on the compare page and the search page', async () => {
    const { default: AxeBuilder } = await import('@axe-core/playwright');
    for (const path of [`/Compare?inventoryItemIds=${ids.join(',')}`, '/Search/ab']) {
      await open(path);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => `${path} ${violation.id}: ${violation.help}`)).toEqual([]);
    }
  });

  it('shows the 400 page for a malformed list, with its countdown home', async () => {
    const response = await open('/Compare?inventoryItemIds=abc');
    expect(response?.status()).toBe(400);
    expect(await page.getByRole('heading', { name: 'There was an issue displaying this page' }).isVisible()).toBe(true);
    // The server's page starts the countdown at 5 seconds; by the time the test reads it, it may have ticked.
    expect(await response?.text()).toContain('Redirecting in 5 seconds');
    expect(await page.getByText(/^Redirecting in [1-5] seconds?$/).count()).toBe(1);
    await page.waitForURL(`${storeUrl}/`, { timeout: 9_000 });
  });

  it('loads the next page as a new document when the shopper leaves the 400 page (spec 2 §2 "reloads on route change")', async () => {
    await open('/Compare?inventoryItemIds=1,x');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: 'Go to the homepage' }).click();
    await page.waitForURL(`${storeUrl}/`);
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
  });

  it('shows /ItemGrid with its generated title and attributes', async () => {
    await open(`/ItemGrid?inventoryItemIds=${ids.join(',')}&showTitle=true&showAttributes=true`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Selected items (2)');
    const grid = page.locator('[data-rigkit="item-grid"]');
    expect(await grid.locator('a[href^="/Products/500080/"]:not([aria-hidden="true"])').count()).toBeGreaterThan(0);
    expect(await grid.locator('a[href^="/Products/500081/"]:not([aria-hidden="true"])').count()).toBeGreaterThan(0);
    expect(await grid.getByText('Socket', { exact: false }).count()).toBeGreaterThan(0);
  });
});

describe('item lists and build lists (spec 2 §2)', () => {
  it('shows the seeded item list 101 as a grid titled with its name, attributes hidden', async () => {
    const response = await open('/ItemList/101');
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Gaming Essentials \(\d+\)$/);
    const tiles = page.locator('[data-rigkit="item-grid"] a[href^="/Products/"]:not([aria-hidden="true"])');
    expect(await tiles.count()).toBeGreaterThan(0);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${storeUrl}/ItemList/101`);
  });

  it('shows the seeded build list 201 by its sqid, its parts in the compact list', async () => {
    const path = `/buildlist/${itemListSqid(201)}/AMD-AM5-Gaming-Build`;
    const response = await open(path);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^AMD AM5 Gaming Build \(\d+\)$/);
    expect(await page.getByRole('columnheader', { name: 'Model' }).count()).toBeGreaterThan(0);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${storeUrl}${path}`);
  });

  it.each(['/ItemList/424242', '/buildlist/zzzzzz/No-Such-List'])('shows the 404 page for the unknown list %s', async (path) => {
    const response = await open(path);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { name: notFoundText }).isVisible()).toBe(true);
  });

  it('shows the 400 page for a list id beyond the store’s range', async () => {
    const response = await open('/ItemList/9999999999');
    expect(response?.status()).toBe(400);
    expect(await page.getByRole('heading', { name: 'There was an issue displaying this page' }).isVisible()).toBe(true);
  });
});

describe('the search page (spec 2 §2, §5, §8)', () => {
  it('shows the message and the hot sale items for a term under 3 characters', async () => {
    await open('/Search/ab');
    expect(await page.getByRole('status').filter({ hasText: 'Please enter a search term' }).textContent()).toBe(
      'Please enter a search term with more than two characters.',
    );
    expect(await page.getByRole('heading', { name: 'Hot sale items' }).isVisible()).toBe(true);
    expect(await page.locator('.search-page [data-rigkit="item-grid"] a[href^="/Products/"]').count()).toBeGreaterThan(0);
  });

  it('encodes the term three times when the header box redirects to the search page', async () => {
    await open('/');
    await page.getByRole('searchbox', { name: 'Search products' }).fill('ryzen 9');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/Search\/ryzen%2525209$/);
    expect(pathname()).toBe('/Search/ryzen%2525209');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), poll).toBe('Search results for "ryzen 9"');
  });

  it('searches 300 ms after typing stops in the page’s box, once, with the term encoded twice', async () => {
    await open('/Search/ab');
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/Search\/[^?]*\.data/.test(request.url())) dataRequests.push(request.url());
    });
    const box = page.getByRole('searchbox', { name: 'Search for' });
    await box.fill('');
    // Keys back to back, as a quick typist: with a delay between them, a loaded machine once let one gap pass 300 ms
    // and the page rightly searched twice.
    await box.pressSequentially('ryzen 9');
    await page.waitForURL(/\/Search\/ryzen%25209$/, poll);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), poll).toBe('Search results for "ryzen 9"');
    expect(dataRequests).toHaveLength(1);
    expect(await box.inputValue()).toBe('ryzen 9');
  });

  it('reads a term from an address encoded once, twice or three times', async () => {
    for (const segment of ['ryzen%209', 'ryzen%25209', 'ryzen%2525209']) {
      await open(`/Search/${segment}`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Search results for "ryzen 9"');
    }
  });
});

describe('plain redirects (spec 1 §2; designed addresses in storefront/app/lib/plainRedirects.ts)', () => {
  it('sends /Product/{id} with its query string to the product page, which the shopper sees', async () => {
    const answer = await page.request.get(`${storeUrl}/Product/500080?ref=old-link`, { maxRedirects: 0 });
    expect([answer.status(), answer.headers()['location']]).toEqual([301, '/Products/500080?ref=old-link']);
    await open('/product/500080');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('AMD Ryzen 9 9900X 12-Core AM5 Processor');
  });

  it('keeps a parameter that tries to leave the store a segment of the store, which is then not found', async () => {
    const answer = await page.request.get(`${storeUrl}/MyPLE/Order/%2F%2Fevil.example`, { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(answer.headers()['location']).toBe('/account/order/%2F%2Fevil.example');
  });

  it('sends /StoreLocator to the store locator', async () => {
    await open('/StoreLocator');
    expect(pathname()).toBe('/Stores');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/store/i);
  });
});
