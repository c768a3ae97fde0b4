// The cart page of issue 7 item 5 end to end: a real Chromium against the store as `npm start` serves it.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { openHydrated, usePagePerTest, waitForHydration } from './browser.ts';

const storeUrl = inject('storeUrl');
// Seeded AM5 processor at $679 (the RYZEN50 coupon wants an AM5 part and $500 spent, packages/server/src/seed/promotions.ts).
const am5Cpu = { id: 500080, description: 'AMD Ryzen 9 9900X 12-Core AM5 Processor' };
const couponFailure = 'Coupon could not be applied. Please note gift vouchers are applied in checkout with your payment details.';

const session = usePagePerTest();
let page: Page;
beforeEach(() => {
  ({ page } = session);
});

const hydrated = waitForHydration;
const open = (path: string) => openHydrated(page, `${storeUrl}${path}`);

/** Puts lines in this browser's cart the way the storefront does: updateCart from the page, with its session cookie. */
async function fillCart(lines: { InventoryItemId: number; Quantity: number }[]) {
  await open('/');
  const status = await page.evaluate(async (items) => {
    const response = await fetch('/api/updateCart', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ShoppingCart: { ShoppingCartItems: items } }) });
    return response.status;
  }, lines);
  expect(status).toBe(200);
}

// Waits that include server round trips (and the API client's first load): 1 s, Vitest's default, is too short under load.
const roundTrip = { timeout: 10_000 };
const cartCount = () => page.locator('.site-cart__count').textContent();
const lineRow = (description: string) => page.locator('[data-rigkit="cart-table"] tr[data-part="line"]').filter({ hasText: description });

describe('the cart page', () => {
  it.each(['/cart', '/Cart', '/NewCart'])('%s shows the cart lines with their totals and the Cart Info panel', async (path) => {
    await fillCart([{ InventoryItemId: am5Cpu.id, Quantity: 1 }]);
    await open(path);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Cart');
    expect(await lineRow(am5Cpu.description).locator('[data-part="line-total"]').textContent()).toBe('$679.00');
    expect(await page.getByRole('heading', { name: 'Cart Info' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Checkout' }).count()).toBe(1);
  });

  it('changes a quantity on the server and the header count follows', async () => {
    await fillCart([{ InventoryItemId: am5Cpu.id, Quantity: 1 }]);
    await open('/cart');
    expect(await cartCount()).toBe('1');
    const quantity = page.getByRole('combobox', { name: `Quantity of ${am5Cpu.description}` });
    await quantity.fill('3');
    await quantity.press('Enter');
    await expect.poll(() => lineRow(am5Cpu.description).locator('[data-part="line-total"]').textContent()).toBe('$2,037.00');
    await expect.poll(cartCount).toBe('3');
    await page.reload({ waitUntil: 'networkidle' });
    expect(await lineRow(am5Cpu.description).locator('[data-part="line-total"]').textContent()).toBe('$2,037.00');
  });

  it('shows the spec alert for a bad coupon and applies a seeded one', async () => {
    await fillCart([{ InventoryItemId: am5Cpu.id, Quantity: 1 }]);
    await open('/cart');
    const couponBox = page.locator('[data-rigkit="coupon-box"]').first();
    await couponBox.getByRole('textbox', { name: 'Coupon code' }).fill('NOT-A-COUPON');
    await couponBox.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => couponBox.getByRole('alert').textContent()).toBe(couponFailure);

    await couponBox.getByRole('textbox', { name: 'Coupon code' }).fill('RYZEN50');
    await couponBox.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => couponBox.getByRole('status').textContent()).toBe('Coupon RYZEN50 applied');
    expect(await couponBox.getByRole('alert').count()).toBe(0);
    // The coupon's $50 comes off the total in Cart Info (the $679 processor is over its $500 minimum spend).
    const cartInfo = page.getByRole('region', { name: 'Cart Info' });
    await expect.poll(() => cartInfo.locator('[data-part="discount"] dd').textContent(), roundTrip).toBe('−$50.00');
    expect(await cartInfo.locator('[data-part="total"] dd').textContent()).toBe('$629.00');
  });

  it('estimates shipping for a postcode', async () => {
    await fillCart([{ InventoryItemId: am5Cpu.id, Quantity: 1 }]);
    await open('/cart');
    const summary = page.locator('[data-rigkit="cart-summary"]');
    await summary.getByRole('textbox', { name: 'Postcode' }).fill('6000');
    await expect.poll(() => summary.getAttribute('data-shipping-state')).toBe('estimated');
  });

  it('makes the shown delivery estimate Free once a free-shipping coupon applies (FREESHIP, $100 minimum spend)', async () => {
    await fillCart([{ InventoryItemId: am5Cpu.id, Quantity: 1 }]);
    await open('/cart');
    const summary = page.locator('[data-rigkit="cart-summary"]');
    const shipping = summary.locator('[data-part="shipping"] dd');
    await summary.getByRole('textbox', { name: 'Postcode' }).fill('6000');
    await expect.poll(() => summary.getAttribute('data-shipping-state'), roundTrip).toBe('estimated');
    expect(await shipping.textContent()).toMatch(/^\$\d/);
    const couponBox = page.locator('[data-rigkit="coupon-box"]').first();
    await couponBox.getByRole('textbox', { name: 'Coupon code' }).fill('FREESHIP');
    await couponBox.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => couponBox.getByRole('status').textContent(), roundTrip).toBe('Coupon FREESHIP applied');
    await expect.poll(async () => (await shipping.textContent())?.startsWith('Free'), roundTrip).toBe(true);
  });

  it('shares the cart as a short link to /wishlist/{code}, which shows the same lines to anyone, read-only', async () => {
    await fillCart([
      { InventoryItemId: am5Cpu.id, Quantity: 2 },
      { InventoryItemId: 500081, Quantity: 1 },
    ]);
    await open('/cart');
    const cartLines = await page.locator('[data-rigkit="cart-table"] tr[data-part="line"]').evaluateAll((rows) =>
      rows.map((row) => [row.querySelector('[data-part="item-link"]')?.textContent, row.querySelector('[data-part="line-total"]')?.textContent]),
    );
    const share = page.locator('[data-rigkit="share-cart"]');
    await share.getByRole('button', { name: 'Share' }).click();
    const link = share.getByRole('textbox', { name: 'Link to this cart' });
    await expect.poll(() => link.inputValue()).toMatch(/\/api\/s\/[A-Za-z0-9]+$/);
    const shortLink = await link.inputValue();
    const response = await page.request.get(shortLink, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toMatch(/\/wishlist\/[0-9a-f-]{36}$/);

    // Someone else: a fresh browser context with no cookies of this shopper follows the short link.
    const stranger = await session.browser.newContext();
    try {
      const strangerPage = await stranger.newPage();
      await strangerPage.goto(shortLink, { waitUntil: 'networkidle' });
      await hydrated(strangerPage);
      expect(new URL(strangerPage.url()).pathname).toMatch(/^\/wishlist\/[0-9a-f-]{36}$/);
      const rows = strangerPage.locator('[data-rigkit="cart-table"] tr[data-part="line"]');
      const sharedLines = await rows.evaluateAll((found) =>
        found.map((row) => [row.querySelector('[data-part="item-link"]')?.textContent, row.querySelector('[data-part="line-total"]')?.textContent]),
      );
      expect(sharedLines).toEqual(cartLines);
      // Read-only (spec 2 §5): no quantity box and no Remove on a wishlist line.
      expect(await strangerPage.getByRole('combobox').count()).toBe(0);
      expect(await strangerPage.getByRole('button', { name: /^Remove / }).count()).toBe(0);

      // The stranger adds them all to their own cart.
      await strangerPage.getByRole('button', { name: 'Add all to cart' }).click();
      await expect.poll(() => strangerPage.getByRole('status').filter({ hasText: 'All items added to cart' }).count(), roundTrip).toBe(1);
      await expect.poll(() => strangerPage.locator('.site-cart__count').textContent(), roundTrip).toBe('3');
    } finally {
      await stranger.close();
    }
  });

  it('buys a stock line of a shared cart now: it joins the visitor\'s cart and checkout opens', async () => {
    await open('/');
    const code = await page.evaluate(async (id) => {
      const body = { ShoppingCart: { ShoppingCartItems: [{ InventoryItemId: id, Quantity: 1 }] } };
      const response = await fetch('/api/createShareableCart', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return ((await response.json()) as { data: { Code: string } }).data.Code;
    }, am5Cpu.id);
    await open(`/wishlist/${code}`);
    expect(await cartCount()).toBe('0');
    await page.getByRole('button', { name: `Buy Now ${am5Cpu.description}` }).click();
    await page.waitForURL(/\/checkout$/);
    await page.getByRole('heading', { name: 'Contact details' }).waitFor(roundTrip);
    expect(await page.locator('[data-rigkit="checkout"] [data-part="summary"]').textContent()).toContain(am5Cpu.description);
    await expect.poll(cartCount, roundTrip).toBe('1');
  });

  it('has no axe violations on the cart with its line actions, nor on the shared cart page', async () => {
    await fillCart([
      { InventoryItemId: am5Cpu.id, Quantity: 1 },
      { InventoryItemId: 500081, Quantity: 2 },
    ]);
    await open('/cart');
    const violations = async () => (await new AxeBuilder({ page }).analyze()).violations.map((violation) => `${violation.id}: ${violation.help}`);
    expect(await lineRow(am5Cpu.description).getByRole('button', { name: 'Add to existing order' }).count()).toBe(1);
    expect(await violations()).toEqual([]);

    const code = await page.evaluate(async (id) => {
      const body = { ShoppingCart: { ShoppingCartItems: [{ InventoryItemId: id, Quantity: 1 }] } };
      const response = await fetch('/api/createShareableCart', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return ((await response.json()) as { data: { Code: string } }).data.Code;
    }, am5Cpu.id);
    await open(`/wishlist/${code}`);
    expect(await page.getByRole('button', { name: 'Add all to cart' }).count()).toBe(1);
    expect(await violations()).toEqual([]);
  });

  it('shows the 404 page for a shared link that does not exist', async () => {
    const response = await open('/wishlist/0f6b2d8e-4c1a-4e3b-9d5f-7a2c4e6b8d0f');
    expect(response?.status()).toBe(404);
    const malformed = await open('/wishlist/NOT-A-CODE');
    expect(malformed?.status()).toBe(404);
  });

  it('removes a line, clears the cart and says it is empty after 1 s', async () => {
    await fillCart([
      { InventoryItemId: am5Cpu.id, Quantity: 1 },
      { InventoryItemId: 500081, Quantity: 1 },
    ]);
    await open('/cart');
    await lineRow(am5Cpu.description).getByRole('button', { name: `Remove ${am5Cpu.description}` }).click();
    await expect.poll(() => lineRow(am5Cpu.description).count()).toBe(0);
    await expect.poll(cartCount).toBe('1');

    await page.getByRole('button', { name: 'Clear All' }).click();
    await page.getByRole('button', { name: 'Yes, clear my cart' }).click();
    await page.getByText('Your cart is empty').waitFor({ timeout: 3000 });
    await expect.poll(cartCount).toBe('0');
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByText('Your cart is empty').waitFor({ timeout: 3000 });
  });

  it('opens the checkout, with the cart in its order summary, from Checkout', async () => {
    await fillCart([{ InventoryItemId: am5Cpu.id, Quantity: 1 }]);
    await open('/cart');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(/\/checkout$/);
    await page.getByRole('textbox', { name: 'Email' }).waitFor(roundTrip);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Checkout');
    expect(await page.locator('[data-rigkit="checkout"] [data-part="summary"]').textContent()).toContain(am5Cpu.description);
  });
});

const retail = { email: 'retail.demo@example.com', password: 'Retail-Demo-2026!' };

async function logInFromTheLoginPage() {
  await page.getByLabel('E-mail').fill(retail.email);
  await page.getByLabel('Password').fill(retail.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/cart$/);
  await page.waitForLoadState('networkidle');
}

describe('Add to wishlist from the cart', () => {
  it('asks a guest to log in, then adds the cart to the customer\'s wishlist', async () => {
    await fillCart([{ InventoryItemId: am5Cpu.id, Quantity: 1 }]);
    await open('/cart');
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await page.waitForURL(/\/Login\?redirect=%2Fcart$/);
    await logInFromTheLoginPage();

    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    const status = page.locator('.add-cart-to-wishlist').getByRole('status');
    // The retail demo customer's first wishlist is the seeded "Gaming Upgrade".
    await expect.poll(() => status.textContent(), roundTrip).toBe('Added to Gaming Upgrade View wishlist');
    const href = (await status.getByRole('link', { name: 'View wishlist' }).getAttribute('href')) ?? '';
    const wishlistGuid = /^\/account\/wishlist\/([0-9a-f-]{36})$/.exec(href)?.[1];
    expect(wishlistGuid).toBeDefined();
    const itemIds = await page.evaluate(async (guid) => {
      const response = await fetch('/api/fetchWishlistItems', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ WishlistGuid: guid }) });
      const body = (await response.json()) as { data: { Results: { InventoryItemId: number }[] } };
      return body.data.Results.map((item) => item.InventoryItemId);
    }, wishlistGuid);
    expect(itemIds).toContain(am5Cpu.id);
  });
});

describe('Add to existing order from the cart', () => {
  const addToOrder = () => lineRow(am5Cpu.description).getByRole('button', { name: 'Add to existing order' });

  it('asks a guest to log in, then adds the line to a chosen active order', async () => {
    await fillCart([{ InventoryItemId: am5Cpu.id, Quantity: 1 }]);
    await open('/cart');
    await addToOrder().click();
    await page.waitForURL(/\/Login\?redirect=%2Fcart$/);
    await logInFromTheLoginPage();

    // The cart kept its line through the login; the active orders are the customer's changeable ones, newest first.
    await addToOrder().click();
    const dialog = page.getByRole('dialog', { name: 'Add to an existing order' });
    const orders = dialog.getByRole('button', { name: /^SO-\d+ ordered / });
    await expect.poll(() => orders.count(), roundTrip).toBeGreaterThan(0);
    const firstOrder = (await orders.first().textContent()) ?? '';
    const orderNumber = /^SO-\d+/.exec(firstOrder)?.[0];
    await orders.first().click();
    await expect.poll(() => dialog.count(), roundTrip).toBe(0);
    await expect.poll(() => lineRow(am5Cpu.description).getByRole('status').textContent(), roundTrip).toBe('Item added to order');
    const orderLink = lineRow(am5Cpu.description).getByRole('link', { name: `Go to order ${orderNumber}` });
    expect(await orderLink.getAttribute('href')).toMatch(/^\/checkout\/[0-9a-f-]{36}$/i);
  });
});

describe('a wishlist line in the cart (spec 2 §3 CustomerWishlistItemId, §5 read-only)', () => {
  /** Calls the store's API from the page, with this browser's session (and login) cookies. */
  const api = <T>(path: string, body?: unknown) =>
    page.evaluate(
      async ({ path: target, body: sent }) => {
        const response = await fetch(`/api${target}`, sent === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(sent) });
        return { status: response.status, body: (await response.json()) as { data: unknown } };
      },
      { path, body },
    ) as Promise<{ status: number; body: { data: T } }>;

  it('shows a line a visitor added from a public wishlist as read-only, labelled as from a wishlist', async () => {
    // The retail demo customer's public "Gaming Upgrade" and its first item, read while logged in as its owner.
    await open('/Login?redirect=%2Fcart');
    await logInFromTheLoginPage();
    const preferences = await api<{ CustomerSessionPreferences: { CustomerGuid: string } }>('/session/fetchSession');
    const lists = await api<{ WishlistGuid: string; CustomerWishlistName: string }[]>('/fetchWishlists', { CustomerGuid: preferences.body.data.CustomerSessionPreferences.CustomerGuid });
    const guid = lists.body.data.find((list) => list.CustomerWishlistName === 'Gaming Upgrade')?.WishlistGuid;
    expect(guid).toBeDefined();
    const items = await api<{ Results: { CustomerWishlistItemId: number; InventoryItemId: number; Quantity: number; ItemDescription: string; KitChildren?: unknown[] }[] }>('/fetchWishlistItems', { WishlistGuid: guid });
    const item = items.body.data.Results.find((result) => (result.KitChildren ?? []).length === 0);
    if (!item) throw new Error('Gaming Upgrade has no plain item');

    // A visitor (no login) opens the wishlist link and adds the item to their own cart from it.
    await session.context.clearCookies();
    await open(`/wishlist/${guid}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Gaming Upgrade');
    const added = await api<unknown>('/updateCart', {
      ShoppingCart: {
        ShoppingCartItems: [
          { InventoryItemId: item.InventoryItemId, Quantity: item.Quantity, AddToCartSource: 'wishlist', CustomerWishlistItemId: item.CustomerWishlistItemId },
          { InventoryItemId: am5Cpu.id, Quantity: 1 },
        ],
      },
    });
    expect(added.status).toBe(200);

    await open('/cart');
    const row = lineRow(item.ItemDescription);
    expect(await row.locator('[data-part="wishlist-note"]').textContent()).toBe('From your wishlist');
    expect(await row.getAttribute('data-read-only')).toBe('');
    expect(await row.getByRole('button', { name: /Remove/ }).count()).toBe(0);
    expect(await row.getByRole('combobox', { name: `Quantity of ${item.ItemDescription}` }).count()).toBe(0);
    // The visitor's own line beside it keeps its controls.
    const own = lineRow(am5Cpu.description);
    expect(await own.locator('[data-part="wishlist-note"]').count()).toBe(0);
    expect(await own.getByRole('button', { name: /Remove/ }).count()).toBe(1);
    expect(await own.getByRole('combobox', { name: `Quantity of ${am5Cpu.description}` }).count()).toBe(1);
  });
});
