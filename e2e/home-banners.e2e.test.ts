// The home page's banners (spec 1 §2 "banner slider", §9): chosen by the browser's time zone, -480 (Perth) being
// AU West, so they appear once the page has hydrated, after the featured strips; a banner is a link.
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, waitForHydration } from './browser.ts';

const storeUrl = inject('storeUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser.close();
});

async function homeIn(timezoneId: string) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, timezoneId });
  const page = await context.newPage();
  await page.goto(storeUrl);
  await waitForHydration(page);
  return { context, page, carousel: page.getByRole('region', { name: 'Featured promotions' }) };
}

describe('home page banners', () => {
  it('appear after the featured strips, where their arrival moves nothing on the first screen', async () => {
    const { context, page, carousel } = await homeIn('Australia/Perth');
    await carousel.waitFor();
    const below = await page.evaluate(() => {
      const banners = document.querySelector('.home-banners');
      const strips = [...document.querySelectorAll('.home-strip')];
      return strips.length > 0 && strips.every((strip) => strip.compareDocumentPosition(banners as Node) === Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(below).toBe(true);
    await context.close();
  });

  it("show a Perth shopper the WA banners and a Melbourne shopper the VIC ones", async () => {
    const perth = await homeIn('Australia/Perth');
    await expect.poll(() => perth.carousel.getAttribute('data-region')).toBe('AU West');
    await expect(perth.carousel.getByRole('group', { name: '1 of 4' }).textContent()).resolves.toContain('Custom PCs built in WA');
    await perth.context.close();
    const melbourne = await homeIn('Australia/Melbourne');
    await expect.poll(() => melbourne.carousel.getAttribute('data-region')).toBe('AU East');
    await expect(melbourne.carousel.getByRole('group', { name: '1 of 4' }).textContent()).resolves.toContain('Custom PCs built in VIC');
    await melbourne.context.close();
  });

  it('take the shopper to the banner destination, a promotion page that exists, with 0 axe violations', async () => {
    const { context, page, carousel } = await homeIn('Australia/Perth');
    // The banners arrive after hydration (the time zone is the browser's): axe needs them in the page.
    await carousel.waitFor();
    const axe = await new AxeBuilder({ page }).include('[data-rigkit="banner-carousel"]').analyze();
    expect(axe.violations).toEqual([]);
    await carousel.getByRole('button', { name: 'Pause' }).click();
    await carousel.getByRole('button', { name: 'Show banner 2 of 4' }).click();
    await carousel.getByRole('link', { name: /Graphics Card Frenzy/ }).click();
    await page.waitForURL(/\/promotion\/201$/);
    await page.getByRole('heading', { level: 1, name: 'Graphics Card Frenzy' }).waitFor();
    await context.close();
  });
});
