// The store locator page end to end (spec 1 §2 "Store locator", "Geolocation box", §4): the nearest store from a
// postcode through fetchLocationFromPostcode and the seeded postcodes, the map with its pins, state groups, picking
// a store by keyboard, and the choice kept in the session across a reload. Axe covers the map.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { openHydrated, usePagePerTest } from './browser.ts';

const storeUrl = inject('storeUrl');
const session = usePagePerTest();
let page: Page;
beforeEach(() => {
  ({ page } = session);
});

const roundTrip = { timeout: 15_000 };
const card = (name: string) => page.getByRole('listitem', { name });

async function expectNoAxeViolations() {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function mapReady() {
  await page.getByRole('region', { name: 'Map of our stores' }).waitFor(roundTrip);
  await page.getByRole('button', { name: 'OP Osborne Park store' }).waitFor(roundTrip);
}

describe('/Stores', () => {
  it('postcode 6000 finds Osborne Park, makes it my store and keeps it after a reload', async () => {
    await openHydrated(page, `${storeUrl}/Stores`);
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/session/saveSession'), roundTrip);
    await page.getByRole('textbox', { name: 'Postcode' }).fill('6000');
    await page.getByText('Your nearest store is Osborne Park, 7 km away').waitFor(roundTrip);
    await expect(page.getByRole('status').filter({ hasText: 'Showing' }).textContent()).resolves.toBe('Showing Osborne Park');
    await expect(card('Osborne Park').textContent()).resolves.toContain('Your store');
    await mapReady();
    expect(await page.getByRole('button', { name: 'OP Osborne Park store' }).getAttribute('aria-pressed')).toBe('true');
    await expectNoAxeViolations();
    // Saved in the session: the page comes back with the same store and postcode.
    expect((await saved).status()).toBe(200);
    await openHydrated(page, `${storeUrl}/Stores`);
    await expect(card('Osborne Park').textContent()).resolves.toContain('Your store');
    await expect(page.getByRole('textbox', { name: 'Postcode' }).inputValue()).resolves.toBe('6000');
  });

  it('postcode 3000 finds Moorabbin in Victoria', async () => {
    await openHydrated(page, `${storeUrl}/Stores`);
    await page.getByRole('textbox', { name: 'Postcode' }).fill('3000');
    await page.getByText('Your nearest store is Moorabbin, 16 km away').waitFor(roundTrip);
    await expect(card('Moorabbin').textContent()).resolves.toContain('Your store');
    await expect(card('Osborne Park').getAttribute('data-state')).resolves.toBe('dimmed');
  });

  it('lists Western Australia and Victoria, with Dandenong as DA, click and collect only', async () => {
    await openHydrated(page, `${storeUrl}/Stores`);
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.slice(0, 2)).toEqual(['Western Australia', 'Victoria']);
    const dandenong = card('Dandenong Click and Collect');
    await expect(dandenong.textContent()).resolves.toContain('Store code DA');
    await expect(dandenong.textContent()).resolves.toContain('Click and Collect only. No retail.');
  });

  it('keyboard only: a state group, then a pin on the map picks the store', async () => {
    await openHydrated(page, `${storeUrl}/Stores`);
    await page.getByRole('button', { name: 'Show Victoria stores' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Showing Victoria stores').waitFor(roundTrip);
    await mapReady();
    const pin = page.getByRole('button', { name: 'HT Heatherton store' });
    await pin.focus();
    await page.keyboard.press('Enter');
    await page.getByText('Showing Heatherton').waitFor(roundTrip);
    await expect(card('Heatherton').textContent()).resolves.toContain('Your store');
    await expectNoAxeViolations();
  });
});
