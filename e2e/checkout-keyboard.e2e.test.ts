// A guest's delivery order by keyboard alone (issue 15 tests; WCAG 2.1.1): from the cart's Checkout to the
// confirmation with Tab, Enter, Space and typing, the card typed into the provider's iframe. Inside a radio group and
// the address suggestions the arrow keys move the choice, as browsers make native radios work (Tab enters and leaves the group as one stop).
import type { Frame, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePagePerTest } from './browser.ts';
import { fillCart, openStore, roundTrip, seededItems } from './shopper.ts';

const { mousepad } = seededItems;

const session = usePagePerTest();
let page: Page;
beforeEach(() => {
  ({ page } = session);
});

/** The focused element's role-ish description in the page or, when focus is inside the card iframe, in that frame. */
async function focused(frame: Page | Frame = page): Promise<string> {
  return frame.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return '';
    const labelled = element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null;
    const label = element.getAttribute('aria-label') ?? element.closest('label')?.textContent ?? labelled ?? element.textContent ?? '';
    return `${element.tagName.toLowerCase()}:${label.trim()}`;
  });
}

/** Presses Tab until the focused element matches; fails after `limit` presses (a trap or a control Tab never reaches). */
async function tabTo(pattern: RegExp, options: { frame?: Frame; limit?: number } = {}): Promise<void> {
  const limit = options.limit ?? 400;
  for (let presses = 0; presses < limit; presses += 1) {
    if (pattern.test(await focused(options.frame ?? page))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${pattern} (last: ${await focused(options.frame ?? page)})`);
}

/** Inside a native radio group: the arrow key moves to (and selects) the next radio. */
async function arrowTo(pattern: RegExp, limit = 10): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (pattern.test(await focused())) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`ArrowDown never reached ${pattern} (last: ${await focused()})`);
}

async function typeInto(pattern: RegExp, text: string, frame?: Frame) {
  await tabTo(pattern, frame ? { frame } : {});
  await page.keyboard.type(text);
}

describe('checkout by keyboard only', () => {
  it('a guest reaches the confirmation of a delivery order with Tab, Enter, Space and typing', async () => {
    // Setting up the cart is not part of the journey under test.
    await fillCart(page, [{ InventoryItemId: mousepad.id, Quantity: 1 }]);
    await openStore(page, '/cart');

    await tabTo(/^button:Checkout$/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Contact details' }).waitFor(roundTrip);
    await typeInto(/^input:Email/, 'mia.nguyen@example.com.au');
    await typeInto(/^input:First name/, 'Mia');
    await typeInto(/^input:Last name/, 'Nguyen');
    await typeInto(/^input:Mobile/, '0412345678');
    await tabTo(/^button:Next$/);
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { name: 'Delivery' }).first().waitFor(roundTrip);
    // The address collector: typed, then its first suggestion taken with the arrow key and Enter.
    await typeInto(/^input:Find your address/, '12 Hay');
    await page.getByRole('option', { name: '12 Hay St, Perth WA 6000' }).waitFor(roundTrip);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('textbox', { name: 'Postcode' }).inputValue(), roundTrip).toBe('6000');
    await tabTo(/^button:Show shipping options$/);
    await page.keyboard.press('Enter');
    await page.getByRole('radio', { name: /Standard Delivery/ }).waitFor(roundTrip);
    // Tab enters the options as one stop, at the first. That is the Uber-style option where it is offered (it opens a
    // delivery-time picker), so the arrow key moves on to, and chooses, the next, an ordinary delivery option.
    await tabTo(/^input:.*(Uber Delivery|Standard Delivery|Auspost eParcel|StarTrack Road Express)/);
    if (/Uber/.test(await focused())) await page.keyboard.press('ArrowDown');
    else await page.keyboard.press('Space');
    await page.getByRole('heading', { name: 'Payment' }).waitFor(roundTrip);

    await tabTo(/^input:(Bank Transfer|PayPal|Gift Voucher|Pay on|Credit Card)/);
    await arrowTo(/^input:Credit Card/);
    await page.keyboard.press('Space');
    await expect.poll(() => page.frames().some((candidate) => candidate.url().includes('/hosted-fields')), roundTrip).toBe(true);
    const cardFrame = page.frames().find((candidate) => candidate.url().includes('/hosted-fields'));
    if (!cardFrame) throw new Error('the card fields did not load');
    await cardFrame.locator('#number').waitFor(roundTrip);
    // Into the provider's iframe and through its fields, still by Tab.
    await tabTo(/^iframe:/);
    await typeInto(/^input:Card number/, '4111 1111 1111 1111', cardFrame);
    await typeInto(/^input:Expiry/, '12/30', cardFrame);
    await typeInto(/^input:CVV/, '123', cardFrame);
    await typeInto(/^input:Name on card/, 'Mia Nguyen', cardFrame);
    // Out of the iframe again to Place Order.
    await page.keyboard.press('Tab');
    await tabTo(/^button:Place Order$/);
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { name: 'Order confirmed' }).waitFor(roundTrip);
    expect(await page.locator('[data-rigkit="order-confirmation"]').textContent()).toMatch(/Order numberSO-\d+/);
  });
});
