// The knowledge base end to end (spec 1 §2 "Knowledge-base viewer"): the seeded "Custom PC Build Times" from
// fetchKnowledgebase, a hash link that opens and scrolls to its question, the accordion by keyboard, "Notify me"
// saved through createCustomerNotification (its confirmation e-mail in the development outbox), axe clean.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { openHydrated, usePagePerTest } from './browser.ts';

const storeUrl = inject('storeUrl');
// A short window, so the opened item has to be scrolled to.
const session = usePagePerTest({ width: 1024, height: 420 });
let page: Page;
beforeEach(() => {
  ({ page } = session);
});

const roundTrip = { timeout: 15_000 };
const question = (name: string) => page.getByRole('button', { name });

async function expectNoAxeViolations() {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe('/KnowledgeBase/{id}', () => {
  it('a hash link opens its question and scrolls to it', async () => {
    await openHydrated(page, `${storeUrl}/KnowledgeBase/1#question-304`);
    const target = question('Why is a part on back order?');
    await expect(target.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(question('When will my custom PC ship?').getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(page.getByText('Your order page shows the expected arrival date.').isVisible()).resolves.toBe(true);
    const inView = await target.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return window.scrollY > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
    });
    expect(inView).toBe(true);
    await expect(page.getByText(/^Last Updated: \d{1,2} \w+ \d{4}, \d{1,2}:\d{2} (am|pm) AWST$/).count()).resolves.toBe(1);
    await expectNoAxeViolations();
  });

  it('clicking a question\'s # link opens it; Enter and Space work the accordion', async () => {
    await openHydrated(page, `${storeUrl}/KnowledgeBase/1`);
    await page.getByRole('link', { name: 'Link to What testing is done before dispatch?' }).click();
    await expect.poll(() => page.url()).toMatch(/#question-302$/);
    await expect.poll(() => question('What testing is done before dispatch?').getAttribute('aria-expanded')).toBe('true');
    await question('When will my custom PC ship?').focus();
    await page.keyboard.press('Enter');
    await expect(question('When will my custom PC ship?').getAttribute('aria-expanded')).resolves.toBe('true');
    await page.keyboard.press('Space');
    await expect(question('When will my custom PC ship?').getAttribute('aria-expanded')).resolves.toBe('false');
  });

  it('"Notify me" saves a KnowledgebaseGroup notification from the keyboard', async () => {
    await openHydrated(page, `${storeUrl}/KnowledgeBase/2`);
    await page.getByRole('button', { name: 'Notify me' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Notify me when "Warranty and Returns" is updated' });
    await dialog.waitFor(roundTrip);
    await expectNoAxeViolations();
    await dialog.getByRole('textbox', { name: 'Email' }).fill('sam.lee.kb@example.com.au');
    await dialog.getByRole('textbox', { name: 'Email' }).press('Enter');
    await dialog.getByText("Thanks! We'll let you know when this page is updated.").waitFor(roundTrip);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.goto(`${storeUrl}/dev/outbox`);
    await expect(page.locator('article', { hasText: 'sam.lee.kb@example.com.au' }).first().textContent()).resolves.toContain('updates to Warranty and Returns');
  });

  it('a knowledge base that does not exist is the 404 page', async () => {
    const response = await page.goto(`${storeUrl}/KnowledgeBase/999`);
    expect(response?.status()).toBe(404);
  });
});
