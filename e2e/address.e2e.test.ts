// The checkout's address collector, end to end (spec 1 §2 §5, spec 3 §5.4): a real Chromium against the store as
// `npm start` serves it, the suggestions from the seeded real streets through fetchAddressSuggestions/fetchAddress.
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

/** A guest with a mousepad in the cart, past the contact step. */
async function atDelivery() {
  await fillCart(page, [{ InventoryItemId: mousepad.id, Quantity: 1 }]);
  await openStore(page, '/checkout');
  await page.getByRole('textbox', { name: 'Email' }).fill('sam.lee@example.com.au');
  await page.getByRole('textbox', { name: 'First name' }).fill('Sam');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lee');
  await page.getByRole('textbox', { name: 'Mobile' }).fill('0412 345 678');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('combobox', { name: 'Find your address' }).waitFor(roundTrip);
}

const value = (name: string) => page.getByRole('textbox', { name }).inputValue();

describe('address collector at checkout', () => {
  it('"12 Hay", a suggestion picked with the keyboard, fills the address and finds the delivery options', async () => {
    await atDelivery();
    await page.getByRole('combobox', { name: 'Find your address' }).pressSequentially('12 Hay');
    await page.getByRole('option', { name: '12 Hay St, Perth WA 6000' }).waitFor(roundTrip);
    await expectNoAxeViolations(page);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => value('Postcode'), roundTrip).toBe('6000');
    expect(await value('Street address')).toBe('12 Hay St');
    expect(await value('Suburb')).toBe('Perth');
    expect(await page.getByRole('combobox', { name: 'State' }).inputValue()).toBe('WA');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Show shipping options' }).click();
    await page.getByRole('radio', { name: /Standard Delivery/ }).waitFor(roundTrip);
  });

  it('a PO-box address limits the options to Australia Post (company 2)', async () => {
    await atDelivery();
    await page.getByRole('combobox', { name: 'Find your address' }).pressSequentially('PO Box 1234 West Perth');
    await page.getByRole('option', { name: 'PO Box 1234, West Perth WA 6872' }).waitFor(roundTrip);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => value('Street address'), roundTrip).toBe('PO Box 1234');
    expect(await value('Postcode')).toBe('6872');
    await page.getByRole('button', { name: 'Show shipping options' }).click();
    await page.getByRole('radio', { name: /Auspost eParcel/ }).waitFor(roundTrip);
    const shown = await page.locator('[data-part="shipping-option"]').allTextContents();
    expect(shown).toHaveLength(1);
    expect(shown[0]).toContain('Auspost eParcel');
    expect(await page.getByRole('button', { name: 'Show more shipping options' }).count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it('takes an address typed by hand and says what is missing first', async () => {
    await atDelivery();
    await page.getByRole('button', { name: 'Enter address manually' }).click();
    await page.getByRole('textbox', { name: 'Street address' }).fill('100 Chapel St');
    await page.getByRole('button', { name: 'Show shipping options' }).click();
    await page.getByText('Please enter a suburb').waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'Suburb' }).fill('South Yarra');
    await page.getByRole('combobox', { name: 'State' }).selectOption('VIC');
    await page.getByRole('textbox', { name: 'Postcode' }).fill('3141');
    await page.getByRole('button', { name: 'Show shipping options' }).click();
    await page.getByRole('radio', { name: /Standard Delivery/ }).waitFor(roundTrip);
  });
});
