// A logged-in customer with two-factor at checkout (spec 3 §5.4, §6) in Chromium: collecting in a WA store, paying
// with a gift voucher plus a card, and Place Order waiting for the 6-digit code that the server then checks.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { generateTotp } from '../packages/server/src/identity/totp.ts';
import { demoAccounts } from '../packages/server/src/seed/demoAccounts.ts';
import { usePagePerTest } from './browser.ts';
import { fillCart, openStore, roundTrip, seededItems } from './shopper.ts';

// A $50 voucher seeded for this test (seed/reference.ts).
const { mousepad } = seededItems;
const voucher = 'GV-7T2K-4W9P';

const session = usePagePerTest();
let page: Page;
beforeEach(() => {
  ({ page } = session);
});
const open = (path: string) => openStore(page, path);
/** A code of the step before or after now: the login and the order each need a step of their own (one use per code). */
const codeAt = (offsetSeconds: number) => generateTotp(demoAccounts.twoFactor.totpSecret, new Date(Date.now() + offsetSeconds * 1000));

describe('checkout for a customer with two-factor', () => {
  it('collects in a WA store with a gift voucher plus card, and places the order only with the code', async () => {
    const { email, password } = demoAccounts.twoFactor;
    await open('/Login?redirect=%2Fcart');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByLabel('Two-factor code').fill(codeAt(-30));
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/cart$/);
    await page.waitForLoadState('networkidle');

    await fillCart(page, [{ InventoryItemId: mousepad.id, Quantity: 3 }]);
    await open('/cart');
    await page.getByRole('button', { name: 'Checkout' }).click();
    // A logged-in customer with complete details starts at delivery (spec 3 §6).
    await page.getByRole('button', { name: 'Click and Collect' }).click(roundTrip);
    await page.getByRole('textbox', { name: 'Your postcode, to find stores near you' }).fill('6000');
    await page.getByRole('button', { name: 'Show stores' }).click();
    await page.getByRole('region', { name: 'Western Australia' }).getByRole('button', { name: /^Select / }).first().click(roundTrip);
    const confirm = page.getByRole('button', { name: /^Collect from / });
    if (await confirm.count()) await confirm.click();
    await page.getByRole('heading', { name: 'Payment' }).waitFor();

    await page.getByRole('radio', { name: 'Gift Voucher or Store Credit' }).click();
    await page.getByRole('textbox', { name: 'Gift voucher code' }).fill(voucher);
    await page.getByRole('button', { name: 'Apply voucher' }).click();
    await page.getByText(`Gift voucher ${voucher} $50.00`).waitFor(roundTrip);
    await page.getByRole('radio', { name: 'Credit Card' }).click();
    const place = page.getByRole('button', { name: 'Place Order' });
    expect(await place.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Send code by SMS' }).count()).toBe(1);
    const results = await new AxeBuilder({ page }).include('[data-rigkit="checkout"]').exclude('iframe').analyze();
    expect(results.violations).toEqual([]);
    const card = page.frameLocator('iframe[title="Card details"]');
    await card.getByLabel('Card number').fill('4111 1111 1111 1111');
    await card.getByLabel('Expiry (MM/YY)').fill('12/30');
    await card.getByLabel('CVV').fill('123');
    await card.getByLabel('Name on card').fill('Sam Secure');
    await page.getByRole('textbox', { name: 'Two-factor code' }).fill('12345');
    expect(await place.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Two-factor code' }).fill(codeAt(30));
    await place.click();

    await page.getByRole('heading', { name: 'Order confirmed' }).waitFor(roundTrip);
    const details = await page.locator('[data-rigkit="order-confirmation"]').textContent();
    expect(details).toContain('Pickup Location');
    expect(details).toContain('Total$75.00');
  });
});
