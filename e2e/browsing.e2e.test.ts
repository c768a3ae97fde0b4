// The browsing routes of issue 6 end to end: a real Chromium against the store as `npm start` serves it.
import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { generateTotp } from '../packages/server/src/identity/totp.ts';
import { demoAccounts } from '../packages/server/src/seed/demoAccounts.ts';
import { usePagePerTest, waitForHydration } from './browser.ts';

const storeUrl = inject('storeUrl');
const session = usePagePerTest();
let context: BrowserContext;
let page: Page;
beforeEach(() => {
  ({ context, page } = session);
});

/** Opens a page and waits until React has hydrated it (no requests left in flight). */
async function open(path: string) {
  const response = await page.goto(`${storeUrl}${path}`, { waitUntil: 'networkidle' });
  await hydrated(page);
  return response;
}

const hydrated = waitForHydration;

// The machine is shared: give answers that depend on a server round trip time to arrive.
const poll = { timeout: 10_000 };

const cartCount = () => page.locator('.site-cart__count').textContent();

describe('browsing the store', () => {
  it('folds the phone menu away with Escape and leaves the focus on the Menu button', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('navigation', { name: 'Categories' }).isVisible()).toBe(false);
    expect(await menu.evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it('goes from home to a category, filters and sorts in the address, keeps them on reload, and adds a product to the cart', async () => {
    await open('/');
    expect(await cartCount()).toBe('0');

    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'All Components', exact: true }).click();
    await page.waitForURL(/\/CategoryGroups\/1\b/);
    await page.getByRole('link', { name: 'CPU', exact: true }).first().click();
    await page.waitForURL(/\/Categories\/101\/CPU/);
    await page.waitForLoadState('networkidle');

    await page.getByRole('button', { name: /^AMD \(\d+\)$/ }).click();
    await page.waitForURL(/[?&]brand=AMD\b/);
    await page.getByRole('button', { name: /^Sort: / }).click();
    await page.getByRole('menuitemradio', { name: 'Price' }).click();
    await page.waitForURL(/[?&]sort=price\b/);
    const filteredCount = await page.getByRole('status').filter({ hasText: /\d+ items?$/ }).first().textContent();
    const filteredAddress = page.url();

    await page.reload({ waitUntil: 'networkidle' });
    await hydrated(page);
    expect(page.url()).toBe(filteredAddress);
    expect(await page.getByRole('group', { name: 'Active filters' }).textContent()).toContain('AMD');
    expect(await page.getByRole('button', { name: /^Sort: Price/ }).count()).toBe(1);
    expect(await page.getByRole('status').filter({ hasText: /\d+ items?$/ }).first().textContent()).toBe(filteredCount);

    await page.waitForLoadState('networkidle');
    await page.locator('[data-rigkit="item-grid"] a[href^="/Products/"]:not([aria-hidden="true"])').first().click();
    await page.waitForURL(/\/Products\/\d+\//);
    await page.waitForLoadState('networkidle');
    await page.locator('[data-rigkit="product-price"]').getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(cartCount, poll).toBe('1');

    // The count comes from the server's cart: a fresh load of another page shows it too.
    await open('/Search/ryzen');
    expect(await cartCount()).toBe('1');
  });

  it('updates the cart count in a second tab when the first adds to the cart', async () => {
    const secondTab = await context.newPage();
    await secondTab.goto(`${storeUrl}/Brands/10/AMD`, { waitUntil: 'networkidle' });
    await hydrated(secondTab);
    await open('/Products/500080/AMD-Ryzen-9-9900X-12-Core-AM5-Processor');
    const before = Number(await secondTab.locator('.site-cart__count').textContent());
    await page.locator('[data-rigkit="product-price"]').getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(cartCount, poll).toBe(String(before + 1));
    await expect.poll(() => secondTab.locator('.site-cart__count').textContent(), poll).toBe(String(before + 1));
  });

  it('asks for more than two characters when the search term is two characters long', async () => {
    await open('/');
    await page.getByRole('searchbox', { name: 'Search products' }).fill('ab');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/Search\/ab$/);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Please enter a search term' }).textContent(), poll).toBe(
      'Please enter a search term with more than two characters.',
    );
  });

  it.each(['/no/such/page', '/promotion/99999', '/Categories/99999/Nothing', '/Products/99999999'])('shows the 404 page for %s', async (path) => {
    const response = await open(path);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { name: 'The page you requested could not be found!' }).isVisible()).toBe(true);
  });

  it('redirects category 903 to category group 1', async () => {
    await open('/Categories/903/All-Components');
    expect(new URL(page.url()).pathname).toBe('/CategoryGroups/1');
  });

  it('logs the retail demo customer in, shows the first name in the header, and logs out', async () => {
    await open('/login');
    await page.getByLabel('E-mail').fill('retail.demo@example.com');
    await page.getByLabel('Password').fill('Retail-Demo-2026!');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(/\/Account$/);
    const account = page.getByRole('navigation', { name: 'Account' });
    await expect.poll(() => account.getByRole('link', { name: 'Jamie' }).count(), poll).toBe(1);

    // Already logged in: the login page sends the customer to /Account.
    await open('/Login');
    expect(new URL(page.url()).pathname).toBe('/Account');

    await account.getByRole('link', { name: 'Logout' }).click();
    await page.waitForURL(`${storeUrl}/`);
    await expect.poll(() => account.getByRole('link', { name: 'Login' }).count(), poll).toBe(1);
  });

  it('logs out at /Logout: "Logging you out", then the homepage as a guest (spec 3 §2.1); a GET alone logs nobody out', async () => {
    await open('/login');
    await page.getByLabel('E-mail').fill('retail.demo@example.com');
    await page.getByLabel('Password').fill('Retail-Demo-2026!');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(/\/Account$/);
    const cookies = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
    // What a link or an image on another site would send: the page, not a logout.
    const viaGet = await fetch(`${storeUrl}/Logout`, { headers: { cookie: cookies } });
    expect(viaGet.headers.get('set-cookie') ?? '').not.toContain('pleauthkey=;');
    expect(await viaGet.text()).toContain('Logging you out');

    await page.goto(`${storeUrl}/Logout`);
    await page.waitForURL(`${storeUrl}/`);
    const account = page.getByRole('navigation', { name: 'Account' });
    await expect.poll(() => account.getByRole('link', { name: 'Login' }).count(), poll).toBe(1);
  });

  it('logs the company demo customer in', async () => {
    const { email, password, firstName } = demoAccounts.company;
    await open('/Login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(/\/Account$/);
    await expect.poll(() => page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: firstName }).count(), poll).toBe(1);
  });

  it('logs the two-factor demo customer in through the challenge', async () => {
    const { email, password, firstName, totpSecret } = demoAccounts.twoFactor;
    await open('/Login?redirect=/Search/ryzen');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    const code = page.getByLabel('Two-factor code');
    await code.waitFor();
    const submit = page.getByRole('button', { name: 'Submit' });
    await code.fill('12345');
    expect(await submit.isDisabled()).toBe(true);
    await code.fill(generateTotp(totpSecret, new Date()));
    await submit.click();
    // The redirect parameter (a path of this site) wins over /Account.
    await page.waitForURL(/\/Search\/ryzen$/);
    await expect.poll(() => page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: firstName }).count(), poll).toBe(1);
  });

  it('ignores a redirect parameter that leaves the site and goes to /Account', async () => {
    const { email, password } = demoAccounts.retail;
    await open('/Login?redirect=//evil.example/steal');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`${storeUrl}/Account`);
  });

  it('shows "Username or password incorrect" for a wrong password', async () => {
    await open('/Login');
    await page.getByLabel('E-mail').fill('retail.demo@example.com');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect.poll(() => page.getByText('Username or password incorrect').count(), poll).toBe(1);
  });
});

describe('server HTML', () => {
  it("carries the product's structured data, canonical address and preview image", async () => {
    const response = await fetch(`${storeUrl}/Products/500080`, { redirect: 'follow' });
    expect(response.status).toBe(200);
    expect(new URL(response.url).pathname).toBe('/Products/500080/AMD-Ryzen-9-9900X-12-Core-AM5-Processor');
    const html = await response.text();
    const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
    expect(match?.[1]).toBeDefined();
    const product = JSON.parse(match?.[1] ?? '{}') as Record<string, unknown> & { offers: Record<string, unknown>; brand: { name: string } };
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'AMD Ryzen 9 9900X 12-Core AM5 Processor',
      sku: 'PLE-500080',
      model: 'Ryzen 9 9900X',
      brand: { '@type': 'Brand', name: 'AMD' },
      offers: {
        '@type': 'Offer',
        priceCurrency: 'AUD',
        price: '679.00',
        itemCondition: 'https://schema.org/NewCondition',
        availability: 'https://schema.org/OutOfStock',
      },
    });
    expect(product.offers['seller']).toMatchObject({ '@type': 'Organization' });
    expect(typeof product['image']).toBe('string');
    expect(typeof product['description']).toBe('string');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/Products\/500080\/AMD-Ryzen-9-9900X-12-Core-AM5-Processor"/);
    expect(html).toMatch(/<meta property="og:image" content="[^"]*\/api\/images\/500080/);
  });

  it('tells bots not to index, and nobody else', async () => {
    const asBot = await (await fetch(`${storeUrl}/Categories/101/CPU`, { headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } })).text();
    const asShopper = await (await fetch(`${storeUrl}/Categories/101/CPU`, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' } })).text();
    expect(asBot).toContain('<meta name="robots" content="noindex"/>');
    expect(asShopper).not.toContain('name="robots"');
    expect(asShopper).toContain('<title>CPU | rigkit</title>');
  });

  it('lists the category navigation without category groups 1, 2 and 10 (spec 2 §9)', async () => {
    const html = await (await fetch(`${storeUrl}/Search`)).text();
    const navigation = /<nav id="site-navigation"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
    expect(navigation).toContain('href="/CategoryGroups/3/Peripherals"');
    expect(navigation).toContain('href="/Categories/101/CPU"');
    for (const excludedGroup of [1, 2, 10]) expect(navigation).not.toContain(`href="/CategoryGroups/${excludedGroup}/`);
    expect(navigation).not.toContain('Clearance and Ex-Demo');
  });

  it('gives a shopper who only browses no session, and one session cookie once the cart holds something (issue 14 item 8)', async () => {
    const sessionCookies = (response: Response) => response.headers.getSetCookie().filter((cookie) => cookie.startsWith('plesession='));
    expect(sessionCookies(await fetch(`${storeUrl}/Categories/101/CPU`))).toEqual([]);
    const added = await fetch(`${storeUrl}/api/updateCart`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ShoppingCart: { ShoppingCartItems: [{ InventoryItemId: 602300, Quantity: 1 }] } }),
    });
    expect(added.status).toBe(200);
    expect(sessionCookies(added)).toHaveLength(1);
  });
});
