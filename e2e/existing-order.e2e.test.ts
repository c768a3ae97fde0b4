// The existing-order checkout and payment link (spec 3 §2.7, §4.5, §8) in Chromium against the store as `npm start`
// serves it: the cart's "Add to existing order" lands on the order's checkout, a link is paid by card through the
// provider's iframe, and a paid order's link says it is no longer available.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePagePerTest } from './browser.ts';
import { expectNoAxeViolations, fillCart, openStore, roundTrip, seededItems, storeUrl } from './shopper.ts';

// The retail demo customer and the orders seeded for it (packages/server/src/seed).
const { am5Cpu } = seededItems;
const retail = { email: 'retail.demo@example.com', password: 'Retail-Demo-2026!' };

const session = usePagePerTest();
let page: Page;
beforeEach(() => {
  ({ page } = session);
});
const open = (path: string) => openStore(page, path);

async function logIn() {
  await open('/Login?redirect=%2Fcart');
  await page.getByLabel('E-mail').fill(retail.email);
  await page.getByLabel('Password').fill(retail.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/cart$/);
  await page.waitForLoadState('networkidle');
}

/** The logged-in customer's sales order by number, as the account area lists it. */
async function orderGuid(number: string): Promise<string> {
  const guid = await page.evaluate(async (wanted) => {
    const response = await fetch('/api/fetchDocuments', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ DocumentType: 'Sales Orders' }) });
    const body = (await response.json()) as { data: { DocumentNumber: string; DocumentGuid: string }[] };
    return body.data.find((document) => document.DocumentNumber === wanted)?.DocumentGuid ?? null;
  }, number);
  if (!guid) throw new Error(`no order ${number}`);
  return guid;
}

const balance = () => page.locator('[data-part="balance"] span').textContent();

describe('existing-order checkout', () => {
  it("from the cart's Add to existing order, lands on that order's checkout with its number and balance", async () => {
    await logIn();
    await fillCart(page, [{ InventoryItemId: am5Cpu.id, Quantity: 1 }]);
    await open('/cart');
    const row = page.locator('[data-rigkit="cart-table"] tr[data-part="line"]').filter({ hasText: am5Cpu.description });
    await row.getByRole('button', { name: 'Add to existing order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to an existing order' });
    const orders = dialog.getByRole('button', { name: /^SO-\d+ ordered / });
    await expect.poll(() => orders.count(), roundTrip).toBeGreaterThan(0);
    const orderNumber = /^SO-\d+/.exec((await orders.first().textContent()) ?? '')?.[0];
    await orders.first().click();
    await row.getByRole('link', { name: `Go to order ${orderNumber}` }).click();

    await page.getByRole('heading', { name: `Order ${orderNumber}` }).waitFor(roundTrip);
    expect(page.url()).toMatch(/\/checkout\/[0-9a-f-]{36}$/i);
    // The processor just added is on the order, and what is owed includes it.
    expect(await page.locator('[data-part="summary"]').textContent()).toContain(am5Cpu.description);
    const owing = Number((await balance())?.replace(/[^0-9.]/g, ''));
    expect(owing).toBeGreaterThanOrEqual(679);
    expect(await page.getByRole('button', { name: 'Pay Now' }).count()).toBe(1);
    await expectNoAxeViolations(page);
  });

  it('pays a payment link by card and shows the confirmation', async () => {
    await logIn();
    const guid = await orderGuid('SO-331002');
    await open(`/Checkout/${guid}`);
    await page.getByRole('heading', { name: 'Order SO-331002' }).waitFor(roundTrip);
    const owing = await balance();
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: 'Credit Card' }).click();
    const card = page.frameLocator('iframe[title="Card details"]');
    await card.getByLabel('Card number').fill('4111 1111 1111 1111');
    await card.getByLabel('Expiry (MM/YY)').fill('12/30');
    await card.getByLabel('CVV').fill('123');
    await card.getByLabel('Name on card').fill('Jamie Citizen');
    await page.getByRole('button', { name: 'Pay Now' }).click();

    await page.getByRole('heading', { name: 'Order confirmed' }).waitFor(roundTrip);
    expect(page.url()).toContain(`/Checkout/OrderConfirmed/${guid}`);
    const details = await page.locator('[data-rigkit="order-confirmation"]').textContent();
    expect(details).toContain('SO-331002');
    // Paid in full: the same link is now no longer available.
    await open(`/Checkout/${guid}`);
    await page.getByText('This payment link is no longer available, please contact us for a new link.').waitFor(roundTrip);
    expect(owing).toMatch(/^\$\d/);
  });

  it('says an already-paid order\'s link is no longer available, and offers no payment', async () => {
    await logIn();
    // SO-331003 was paid in full by PayPal when it was ordered.
    const guid = await orderGuid('SO-331003');
    const response = await page.goto(`${storeUrl}/Checkout/${guid}`);
    expect(response?.status()).toBe(404);
    await page.getByRole('alert').filter({ hasText: 'This payment link is no longer available, please contact us for a new link.' }).waitFor(roundTrip);
    expect(await page.getByRole('button', { name: 'Pay Now' }).count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it('sends the old account links to the account area (designed), where the order shows', async () => {
    await logIn();
    const guid = await orderGuid('SO-331001');
    const order = await page.request.get(`${storeUrl}/MyPLE/Order/${guid}`, { maxRedirects: 0 });
    expect([order.status(), order.headers()['location']]).toEqual([301, `/account/order/${guid}`]);
    // Followed, the link opens the order's page in the account area with its lines and balance.
    await open(`/MyPLE/Order/${guid}`);
    await page.getByRole('heading', { name: 'Sales Order SO-331001' }).waitFor(roundTrip);
    expect(new URL(page.url()).pathname).toBe(`/account/order/${guid}`);
    const document = page.locator('[data-rigkit="document-detail"]');
    expect(await document.locator('[data-part="item"]').count()).toBeGreaterThan(0);
    expect(await document.locator('[data-part="balance-owing"] dd').textContent()).toMatch(/^\$[\d,]+\.\d{2}$/);
    const account = await page.request.get(`${storeUrl}/MyPLE/EditAccount`, { maxRedirects: 0 });
    expect([account.status(), account.headers()['location']]).toEqual([301, '/account']);
  });
});
