// The account area's documents end to end (spec 3 §2.9, §4.8, §8; issue 18) in Chromium against the store as
// `npm start` serves it: the company demo customer lists its orders, opens one, adds an item, downloads the order as
// a PDF that parses back, pays its balance through the existing-order checkout and cancels another order; the
// quote, invoice and work-order lists; an unknown order is the 404 page. Axe runs on each screen.
import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { demoAccounts } from '../packages/server/src/seed/demoAccounts.ts';
import { pdfText } from '../packages/server/src/testing/pdfText.ts';
import { openHydrated, usePagePerTest } from './browser.ts';

const storeUrl = inject('storeUrl');
const session = usePagePerTest();
let page: Page;
beforeEach(() => {
  ({ page } = session);
});

const roundTrip = { timeout: 15_000 };
const open = (path: string) => openHydrated(page, `${storeUrl}${path}`);
const detail = () => page.locator('[data-rigkit="document-detail"]');
const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));
// A seeded mousepad at $25, in stock, for any customer.
const mousepad = 'Rigkit Large Gaming Mousepad 450x400mm';

async function logInAt(path: string, account: { email: string; password: string } = demoAccounts.company) {
  await open(path);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

async function expectNoAxeViolations(selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Opens an order from the Order History cards. */
async function openOrderFromHistory(number: string) {
  await page.getByRole('heading', { name: 'Order History' }).waitFor(roundTrip);
  await page.getByRole('link', { name: number }).click();
  await page.getByRole('heading', { name: `Sales Order ${number}` }).waitFor(roundTrip);
}

describe('orders in the account area (company demo customer)', () => {
  it('opens an order from Order History, adds an item, downloads a PDF that parses, and pays the balance', async () => {
    await logInAt('/account/orders');
    const card = page.locator('[data-part="card"]').filter({ hasText: 'SO-331011' });
    await card.waitFor(roundTrip);
    expect(await card.textContent()).toMatch(/Date\d{2} [A-Z][a-z]{2} \d{4}StatusAwaiting ProcessingStoreOnlineTotal\$[\d,]+\.\d{2}/);
    await expectNoAxeViolations('[data-rigkit="document-list"]');
    await openOrderFromHistory('SO-331011');
    expect(new URL(page.url()).pathname).toMatch(/^\/account\/order\/[0-9a-f-]{36}$/);
    expect(await detail().getByRole('note').textContent()).toContain('This order contains a custom build');
    expect(await detail().getByText('Dispatching From').isVisible()).toBe(true);
    await expectNoAxeViolations('[data-rigkit="document-detail"]');
    const totalBefore = money(await detail().locator('[data-part="total"] dd').textContent());

    // Add Item: the search runs at once on Enter; the item goes on at the catalogue's $25.
    await detail().getByRole('button', { name: 'Add Item' }).click();
    await page.getByRole('searchbox', { name: 'Search for an item to add' }).fill('Mousepad');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: `Add ${mousepad}`, exact: true }).click(roundTrip);
    await detail().getByRole('status').filter({ hasText: 'Item added to order' }).waitFor(roundTrip);
    await detail().getByRole('row').filter({ hasText: mousepad }).waitFor(roundTrip);
    await expect.poll(async () => money(await detail().locator('[data-part="total"] dd').textContent()), roundTrip).toBeCloseTo(totalBefore + 25, 2);
    await expectNoAxeViolations('[data-rigkit="document-detail"]');
    const owing = await detail().locator('[data-part="balance-owing"] dd').textContent();

    // Download PDF: the file the browser saves is a PDF of this order, its new line included.
    const [download] = await Promise.all([page.waitForEvent('download'), detail().getByRole('link', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toBe('SO-331011.pdf');
    const pdf = await pdfText(new Uint8Array(await readFile(await download.path())));
    expect(pdf.title).toBe('Sales Order SO-331011');
    expect(pdf.strings.some((text) => text.startsWith(mousepad))).toBe(true);
    expect(pdf.strings).toEqual(expect.arrayContaining(['Balance Owing', owing]));

    // Make Payment: the existing-order checkout of this order, owing what the order page said.
    await detail().getByRole('link', { name: 'Make Payment' }).click();
    await page.waitForURL(/\/Checkout\/[0-9a-f-]{36}$/i, roundTrip);
    await page.getByRole('heading', { name: 'Order SO-331011', exact: true }).waitFor(roundTrip);
    expect(money(await page.locator('[data-part="balance"] span').textContent())).toBeCloseTo(money(owing), 2);
  });

  it('cancels another order after confirming, and then offers no more changes', async () => {
    await logInAt('/account/orders');
    await openOrderFromHistory('SO-331012');
    // A pickup: the fulfilment names the pickup location and shows no address.
    expect(await detail().getByText('Pickup Location').isVisible()).toBe(true);
    await detail().getByRole('button', { name: 'Cancel Order' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this order?' });
    await dialog.waitFor();
    await expectNoAxeViolations('[data-rigkit="document-detail"]');
    // The safe answer has the focus: the keyboard confirms only on purpose.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await detail().getByRole('status').filter({ hasText: 'Order cancelled successfully' }).waitFor(roundTrip);
    await expect.poll(() => detail().locator('[data-part="status"] dd').textContent(), roundTrip).toBe('Cancelled');
    expect(await detail().getByRole('button', { name: 'Cancel Order' }).count()).toBe(0);
    expect(await detail().getByRole('button', { name: 'Add Item' }).count()).toBe(0);
    expect(await detail().getByRole('link', { name: 'Make Payment' }).count()).toBe(0);
  });

  it('lists quotes, invoices and work orders as cards, each with Refresh', async () => {
    await logInAt('/account/quotes');
    await page.getByRole('heading', { name: 'Quotes' }).waitFor(roundTrip);
    await page.locator('[data-part="card"]').filter({ hasText: 'Open Quote' }).first().waitFor(roundTrip);
    await expectNoAxeViolations('[data-rigkit="document-list"]');
    for (const [path, heading, text] of [
      ['/account/invoices', 'Invoices History', 'SI-552311'],
      ['/account/workorders', 'Work Orders', 'Awaiting Parts'],
    ] as const) {
      await open(path);
      await page.getByRole('heading', { name: heading }).waitFor(roundTrip);
      expect(await page.locator('[data-part="card"]').filter({ hasText: text }).count()).toBe(1);
      await page.getByRole('button', { name: 'Refresh' }).click();
      await page.getByRole('button', { name: 'Refresh' }).waitFor(roundTrip);
      await expectNoAxeViolations('[data-rigkit="document-list"]');
    }
  });

  it('shows an unknown order as the 404 page inside the account layout', async () => {
    await logInAt('/account/orders');
    await page.getByRole('heading', { name: 'Order History' }).waitFor(roundTrip);
    const response = await open(`/account/order/${crypto.randomUUID()}`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { name: 'The page you requested could not be found!' }).isVisible()).toBe(true);
  });
});

describe('the build certificate /MyBuild/:buildId (spec 3 §2.10)', () => {
  it('asks a visitor to log in, then shows the buyer the certificate and its PDF', async () => {
    await logInAt('/MyBuild/88120', demoAccounts.retail);
    const certificate = page.locator('[data-rigkit="build-certificate"]');
    await certificate.getByRole('heading', { name: 'YOUR NEW RIG', level: 1 }).waitFor(roundTrip);
    expect(await certificate.textContent()).toContain('SO-331003');
    expect(await certificate.locator('[data-part="component"]').count()).toBeGreaterThan(3);
    await expectNoAxeViolations('[data-rigkit="build-certificate"]');
    const [download] = await Promise.all([page.waitForEvent('download'), certificate.getByRole('link', { name: 'Download Certificate' }).click()]);
    expect(download.suggestedFilename()).toBe('build-88120.pdf');
    const pdf = await pdfText(new Uint8Array(await readFile(await download.path())));
    expect(pdf.strings[0]).toBe('YOUR NEW RIG');
    expect(pdf.strings.some((text) => text.includes('SO-331003'))).toBe(true);
  });

  it('shows another customer\'s build as not found, with a 404', async () => {
    await logInAt('/account');
    await page.getByRole('heading', { name: 'Welcome back, Alex' }).waitFor(roundTrip);
    const response = await open('/MyBuild/88120');
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('alert').filter({ hasText: 'Sorry, we could not find a build with that number.' }).count()).toBe(1);
  });
});
