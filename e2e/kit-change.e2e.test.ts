// Changing a custom build's part on an open order end to end (spec 3 §4.8, §9; issue 18 item 2) in Chromium against
// the store as `npm start` serves it: the company demo customer opens SO-331011 (Awaiting Processing, its build not
// started), opens the kit-change dialog of a part with the keyboard, chooses another option and saves; the order
// page then shows the new part and a total changed by the option's price difference. Axe runs on the dialog.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoAccounts } from '../packages/server/src/seed/demoAccounts.ts';
import { usePagePerTest } from './browser.ts';
import { openStore, roundTrip } from './shopper.ts';

const session = usePagePerTest();
let page: Page;
beforeEach(() => {
  ({ page } = session);
});

const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.-]/g, ''));

describe('kit change on an open order (company demo customer)', () => {
  it('swaps a part of the build and shows the new part and total', async () => {
    await openStore(page, '/account/orders');
    await page.getByLabel('E-mail').fill(demoAccounts.company.email);
    await page.getByLabel('Password').fill(demoAccounts.company.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('link', { name: 'SO-331011' }).click(roundTrip);
    const detail = page.locator('[data-rigkit="document-detail"]');
    await detail.getByRole('heading', { name: 'Sales Order SO-331011' }).waitFor(roundTrip);
    const totalBefore = money(await detail.locator('[data-part="total"] dd').textContent());

    const change = detail.getByRole('button', { name: /^Change / }).first();
    await change.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: /Current part/ }).waitFor(roundTrip);
    const results = await new AxeBuilder({ page }).include('[data-rigkit="kit-change-dialog"]').analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    // Another option with a price difference.
    const other = dialog.locator('[data-part="option"]:not([data-current])').filter({ hasText: /[+-]\$/ }).first();
    const name = (await other.locator('[data-part="option-name"]').textContent()) ?? '';
    const difference = money(await other.locator('[data-part="option-price"]').textContent());
    await other.getByRole('radio').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached', ...roundTrip });

    await expect.poll(async () => (await detail.locator('[data-part="kit-children"]').first().textContent()) ?? '', roundTrip).toContain(name);
    await expect.poll(async () => money(await detail.locator('[data-part="total"] dd').textContent()), roundTrip).toBeCloseTo(totalBefore + difference, 2);
  });
});
