// The checkout's delivery-side extras, end to end (spec 3 §2.6, §4.7): the Uber-style option first with its
// delivery-time picker, and the upsells in the order summary, against the store as `npm start` serves it.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePagePerTest } from './browser.ts';
import { expectNoAxeViolations, fillCart, openStore, roundTrip, seededItems } from './shopper.ts';

const { mousepad } = seededItems;

const session = usePagePerTest();
let page: Page;
beforeEach(() => {
  ({ page } = session);
});

async function atCheckout() {
  await fillCart(page, [{ InventoryItemId: mousepad.id, Quantity: 1 }]);
  await openStore(page, '/checkout');
}

describe('checkout extras', () => {
  it('offers the Uber-style option first in Perth; its delivery-time picker leads to payment', async () => {
    await atCheckout();
    await page.getByRole('textbox', { name: 'Email' }).fill('sam.lee@example.com.au');
    await page.getByRole('textbox', { name: 'First name' }).fill('Sam');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Lee');
    await page.getByRole('textbox', { name: 'Mobile' }).fill('0412 345 678');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('combobox', { name: 'Find your address' }).pressSequentially('12 Hay');
    await page.getByRole('option', { name: '12 Hay St, Perth WA 6000' }).waitFor(roundTrip);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('textbox', { name: 'Postcode' }).inputValue(), roundTrip).toBe('6000');
    await page.getByRole('button', { name: 'Show shipping options' }).click();
    await page.getByRole('radio').first().waitFor(roundTrip);
    expect(await page.locator('[data-part="shipping-option"]').first().textContent()).toContain('Uber Delivery');
    await page.getByRole('radio', { name: /Uber Delivery/ }).click();
    const picker = page.getByRole('group', { name: 'Choose a delivery time (you must be home)' });
    await picker.locator('[data-part="delivery-time"]').first().waitFor(roundTrip);
    const days = picker.locator('[data-part="delivery-day"]');
    expect(await days.count()).toBeLessThanOrEqual(3);
    if ((await picker.getByRole('button', { name: 'Show More' }).count()) > 0) {
      await picker.getByRole('button', { name: 'Show More' }).click();
      expect(await days.count()).toBeGreaterThan(3);
    }
    await expectNoAxeViolations(page);
    const first = picker.locator('[data-part="delivery-time"]').first();
    const time = await first.textContent();
    await first.click();
    await page.getByRole('heading', { name: 'Payment' }).waitFor(roundTrip);
    expect(await page.locator('[data-part="delivery"] [data-part="step-summary"]').textContent()).toContain(time ?? '');
  });

  it('adds an upsell from the order summary to the order', async () => {
    await atCheckout();
    const upsells = page.getByRole('region', { name: 'You might also need' });
    await upsells.waitFor(roundTrip);
    const offered = await upsells.locator('[data-part="item"]').count();
    expect(offered).toBeGreaterThan(0);
    expect(offered).toBeLessThanOrEqual(4);
    expect(await upsells.textContent()).not.toContain(mousepad.description);
    const name = (await upsells.locator('[data-part="name"]').first().textContent()) ?? '';
    const totalBefore = await page.locator('[data-part="summary-total"] strong').textContent();
    await expectNoAxeViolations(page);
    await upsells.getByRole('button', { name: `Add to cart: ${name}` }).click();
    await expect.poll(() => page.locator('[data-part="summary-lines"]').textContent(), roundTrip).toContain(name);
    await expect.poll(() => page.locator('[data-part="summary-total"] strong').textContent(), roundTrip).not.toBe(totalBefore);
  });
});
