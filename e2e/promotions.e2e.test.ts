// Promotion redemptions and digital activations end to end (spec 3 §2.1 /account/promotions; issue 18 item 4) in
// Chromium against the store as `npm start` serves it: the retail demo customer redeems a pending promotion and sees
// its code, finds it in the history, and requests a licence activation and sees its confirmation number. Axe runs.
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

describe('promotion redemption (retail demo customer)', () => {
  it('redeems a promotion, shows its code in the history, and requests an activation', async () => {
    await openStore(page, '/account/promotions');
    await page.getByLabel('E-mail').fill(demoAccounts.retail.email);
    await page.getByLabel('Password').fill(demoAccounts.retail.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    const widget = page.locator('[data-rigkit="redemptions"]');
    await widget.getByRole('heading', { name: 'Pending redemptions' }).waitFor(roundTrip);
    const results = await new AxeBuilder({ page }).include('[data-rigkit="redemptions"]').analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    await widget.getByRole('button', { name: /^Redeem Free game with RTX 50 series/ }).click();
    const status = widget.getByRole('status');
    await expect.poll(() => status.textContent(), roundTrip).toMatch(/^Free game with RTX 50 series redeemed\. Your code is [A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const code = /([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})$/.exec((await status.textContent()) ?? '')?.[1] ?? '';
    await expect.poll(() => widget.getByRole('region', { name: 'Redemption history' }).textContent(), roundTrip).toContain(code);
    expect(await widget.getByRole('button', { name: /^Redeem Free game with RTX 50 series/ }).count()).toBe(0);

    await widget.getByRole('button', { name: /^Request Activation of / }).first().click();
    await expect.poll(() => status.textContent(), roundTrip).toMatch(/Your confirmation number is DA-\d{8}-\d{4}$/);
  });
});
