// Contact and newsletter end to end (spec 1 §2, §5, §8): a real Chromium against the store as `npm start` serves
// it; the enquiry goes through sendContactForm (with the sandbox captcha) and arrives in the development outbox
// addressed to the chosen store; the newsletter signs the same address up twice. Keyboard only, axe clean.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { openHydrated, usePagePerTest } from './browser.ts';
import { expectNoAxeViolations as expectNoAxeViolationsIn } from './shopper.ts';

const storeUrl = inject('storeUrl');
const session = usePagePerTest();
let page: Page;
beforeEach(() => {
  ({ page } = session);
});

const roundTrip = { timeout: 15_000 };

const expectNoAxeViolations = (selector: string) => expectNoAxeViolationsIn(page, selector);

describe('contact form', () => {
  it('/Contact/OsbornePark sends an enquiry to Osborne Park with the keyboard only, then clears the form', async () => {
    await openHydrated(page, `${storeUrl}/Contact/OsbornePark`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Osborne Park');
    const store = page.getByRole('combobox', { name: 'Store' });
    await expect(store.inputValue()).resolves.toBe('Osborne Park');
    await page.getByText('You are contacting osbornepark@rigkit.example').waitFor(roundTrip);
    await expectNoAxeViolations('main');
    await store.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Sam Lee');
    await page.keyboard.press('Tab');
    await page.keyboard.type('sam.lee.contact@example.com.au');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Is the RTX 5080 in stock at Osborne Park?');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByText('Your message was sent successfully.').waitFor(roundTrip);
    await expect(page.getByRole('textbox', { name: 'Message' }).inputValue()).resolves.toBe('');
    await expectNoAxeViolations('main');

    await page.goto(`${storeUrl}/dev/outbox`);
    const mail = page.locator('article', { hasText: 'sam.lee.contact@example.com.au' }).first();
    await expect(mail.textContent()).resolves.toContain('osbornepark@rigkit.example');
    await expect(mail.textContent()).resolves.toContain('Is the RTX 5080 in stock at Osborne Park?');
  });

  it('/Contact asks for every field before sending', async () => {
    await openHydrated(page, `${storeUrl}/Contact`);
    await page.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Please fill in some form details');
    await page.getByRole('combobox', { name: 'Store' }).selectOption('Moorabbin');
    await page.getByText('You are contacting moorabbin@rigkit.example').waitFor(roundTrip);
    await page.getByRole('textbox', { name: 'Name' }).fill('Sam Lee');
    await page.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Please fill in all contact form fields');
  });

  it('a store that does not exist is the 404 page', async () => {
    const response = await page.goto(`${storeUrl}/Contact/Atlantis`);
    expect(response?.status()).toBe(404);
  });
});

describe('newsletter signup on the home page', () => {
  it('signs the same address up twice, "You\'re in the loop!" both times; a bad address clears the box', async () => {
    for (const attempt of [1, 2]) {
      await openHydrated(page, `${storeUrl}/`);
      const box = page.getByRole('textbox', { name: 'Email address' });
      await box.fill('sam.lee.news@example.com.au');
      await box.press('Enter');
      await page.getByText("You're in the loop!").waitFor(roundTrip);
      if (attempt === 1) await expectNoAxeViolations('[data-rigkit="newsletter-signup"]');
    }
    // Signed up once: one welcome e-mail.
    await page.goto(`${storeUrl}/dev/outbox`);
    await expect(page.locator('article', { hasText: 'sam.lee.news@example.com.au' }).count()).resolves.toBe(1);

    await openHydrated(page, `${storeUrl}/`);
    const box = page.getByRole('textbox', { name: 'Email address' });
    await box.fill('sam.lee@');
    await page.getByRole('button', { name: 'SIGN UP' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'newsletter' }).textContent()).resolves.toBe('There was an issue signing you up to the newsletter. Please try again');
    await expect(box.inputValue()).resolves.toBe('');
    await expectNoAxeViolations('[data-rigkit="newsletter-signup"]');
  });
});
