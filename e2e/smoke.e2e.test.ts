import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './browser.ts';

const storeUrl = inject('storeUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser.close();
});

describe('the store as npm start serves it', () => {
  it('serves the home page, server-rendered, with its title', async () => {
    const response = await fetch(storeUrl);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>rigkit PC store');
  });

  it('shows the 404 page with the spec text and a link home for an unknown path', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(`${storeUrl}/no/such/page`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'The page you requested could not be found!' }).isVisible()).resolves.toBe(true);
    await page.getByRole('link', { name: 'Go to the homepage' }).click();
    await page.waitForURL(`${storeUrl}/`);
    await context.close();
  });

  it('has no axe violations on the home page', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(storeUrl);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    await context.close();
  });
});
