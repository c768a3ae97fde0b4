// The account's wishlists end to end (spec 3 §4.8, §6, §8; issue 18 item 3) in Chromium against the store as
// `npm start` serves it: the company demo customer renames its private wishlist, makes it public and copies its
// share link; a second browser context, not logged in, opens that link and sees the wishlist read-only.
import AxeBuilder from '@axe-core/playwright';
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

const roundTrip = { timeout: 15_000 };
const open = (path: string) => openHydrated(page, `${storeUrl}${path}`);

async function expectNoAxeViolations(target: Page, selector: string) {
  const results = await new AxeBuilder({ page: target }).include(selector).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe('wishlists in the account area (company demo customer)', () => {
  it('renames a wishlist, makes it public, copies its link, and a visitor opens it read-only', async () => {
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: storeUrl });
    await open('/account/wishlists');
    await page.getByLabel('E-mail').fill(demoAccounts.company.email);
    await page.getByLabel('Password').fill(demoAccounts.company.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('heading', { name: 'Wishlists' }).waitFor(roundTrip);
    await expectNoAxeViolations(page, '[data-rigkit="wishlist-list"]');
    await page.getByRole('link', { name: 'My Wishlist 1' }).click();
    await page.getByRole('heading', { name: 'My Wishlist 1', level: 2 }).waitFor(roundTrip);
    const wishlist = page.locator('[data-rigkit="wishlist-detail"]');
    await expectNoAxeViolations(page, '[data-rigkit="wishlist-detail"]');

    await wishlist.getByRole('button', { name: 'Rename' }).click();
    await wishlist.getByRole('textbox', { name: 'Wishlist name' }).fill('Office Monitors');
    await page.keyboard.press('Enter');
    await wishlist.getByRole('status').filter({ hasText: 'Wishlist name updated' }).waitFor(roundTrip);

    const publicSwitch = wishlist.getByRole('switch', { name: /Public/ });
    expect(await publicSwitch.isChecked()).toBe(false);
    await publicSwitch.check();
    await wishlist.getByRole('button', { name: 'Copy share link' }).click();
    await wishlist.getByRole('status').filter({ hasText: 'Link copied to clipboard' }).waitFor(roundTrip);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link.startsWith(storeUrl)).toBe(true);

    // After a reload the server has both changes.
    const address = page.url();
    await open(new URL(address).pathname);
    await page.getByRole('heading', { name: 'Office Monitors', level: 2 }).waitFor(roundTrip);
    expect(await page.getByRole('switch', { name: /Public/ }).isChecked()).toBe(true);

    // A visitor's own browser: the short link leads to the wishlist, which it can only add to its cart.
    const visitor = await session.browser.newContext();
    try {
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(link, { waitUntil: 'networkidle' });
      await visitorPage.getByRole('heading', { name: 'Office Monitors', level: 1 }).waitFor(roundTrip);
      expect(await visitorPage.getByRole('button', { name: 'Add all to cart' }).count()).toBe(1);
      expect(await visitorPage.getByRole('button', { name: 'Rename' }).count()).toBe(0);
      expect(await visitorPage.getByRole('switch').count()).toBe(0);
    } finally {
      await visitor.close();
    }
  });

  it('says "Wishlist not found" for a wishlist that does not exist', async () => {
    await open('/account/wishlists');
    await page.getByLabel('E-mail').fill(demoAccounts.company.email);
    await page.getByLabel('Password').fill(demoAccounts.company.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('heading', { name: 'Wishlists' }).waitFor(roundTrip);
    const response = await open(`/account/wishlist/${crypto.randomUUID()}`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('alert').filter({ hasText: 'Wishlist not found' }).count()).toBe(1);
  });
});
