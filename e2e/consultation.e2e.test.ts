// The consultation page end to end (spec 1 §2 "Consultation page", §4, §8): a Melbourne browser books a free
// session with the date picker, time and type, through bookAppointment with the sandbox captcha, and its
// confirmation e-mail arrives; the slot is then no longer offered. A Perth browser (offset -480) sees no booking.
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { usePagePerTest, waitForHydration } from './browser.ts';
import { expectNoAxeViolations as expectNoAxeViolationsIn } from './shopper.ts';

const storeUrl = inject('storeUrl');
const session = usePagePerTest();
const roundTrip = { timeout: 15_000 };

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function pageIn(timezoneId: string): Promise<Page> {
  context = await session.browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId, locale: 'en-AU' });
  const page = await context.newPage();
  await page.goto(`${storeUrl}/Consultation`, { waitUntil: 'networkidle' });
  await waitForHydration(page);
  return page;
}

const expectNoAxeViolations = (page: Page) => expectNoAxeViolationsIn(page, 'main');

describe('/Consultation', () => {
  it('a Melbourne shopper books a session and gets the spec confirmation and e-mail', async () => {
    const page = await pageIn('Australia/Melbourne');
    await page.getByRole('heading', { name: 'Book a free consultation with our experts' }).waitFor(roundTrip);
    await page.getByRole('button', { name: 'Book Now - View Sessions' }).focus();
    await page.keyboard.press('Enter');
    const time = page.getByRole('combobox', { name: 'Time' });
    // The form's code loads on intent: focusing the button started it, pressing it shows the form once it is in.
    await time.waitFor(roundTrip);
    expect(await time.isDisabled()).toBe(true);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: /Choose a date/ }).click();
    const cells = page.locator('.rigkit-consultation-popover [data-part="calendar-cell"]:not([data-unavailable]):not([data-disabled]):not([data-outside-month])');
    await cells.first().waitFor(roundTrip);
    await expectNoAxeViolations(page);
    await cells.first().click();
    await expect.poll(() => time.isDisabled()).toBe(false);
    const firstTime = await time.locator('option').nth(1).getAttribute('value');
    await time.selectOption(firstTime ?? '');
    await page.getByRole('combobox', { name: 'Consultation type' }).selectOption('Video Call');
    await page.getByRole('textbox', { name: 'First name' }).fill('Liam');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Walker');
    await page.keyboard.press('Tab');
    await page.keyboard.type('0412 345 678');
    await page.keyboard.press('Tab');
    await page.keyboard.type('liam.walker.e2e@example.com.au');
    await page.keyboard.press('Enter');
    await page.getByText('Thanks! Your appointment has been created, you will receive an email at liam.walker.e2e@example.com.au with all the details.').waitFor(roundTrip);
    await expectNoAxeViolations(page);

    // The booking is stored: the slot is no longer offered, and the confirmation e-mail names its time.
    const offered = await page.evaluate(async () => {
      const answer = (await (await fetch('/api/fetchAppointmentSlots')).json()) as { data: { StartTime: string }[] };
      return answer.data.map((slot) => slot.StartTime);
    });
    expect(offered).not.toContain(firstTime);
    await page.goto(`${storeUrl}/dev/outbox`);
    await expect(page.locator('article', { hasText: 'liam.walker.e2e@example.com.au' }).first().textContent()).resolves.toContain(`When: ${firstTime}`);
  });

  it('a Perth browser (offset -480) is not offered the booking', async () => {
    const page = await pageIn('Australia/Perth');
    await page.getByRole('heading', { name: 'Free consultation', level: 1 }).waitFor(roundTrip);
    expect(await page.locator('[data-rigkit="consultation-booking"]').count()).toBe(0);
    expect(await page.getByText('Book Now - View Sessions').count()).toBe(0);
  });
});
