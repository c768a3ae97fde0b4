// Issue 7's pages on a 390 px phone and the custom build page's surroundings, as a shopper meets them: nothing scrolls
// sideways, the custom build's summary (title, price, Buy) comes before its options, every option picture loads, the
// kit's gallery is there, Reset takes the address back to the defaults, and a product address with a kit
// configuration id opens the configured build.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { openHydrated, usePagePerTest } from './browser.ts';

const storeUrl = inject('storeUrl');
// Seeded ids (packages/server/src/seed): 500003 a house-brand prebuilt, 700001 the first custom build.
const prebuiltId = 500003;
const kitId = 700001;

const session = usePagePerTest({ width: 390, height: 844 });
let page: Page;
beforeEach(() => {
  ({ page } = session);
});

/** Scrolls through the page (categories out of view are laid out as they come near) and answers its widest width. */
async function widestScrollWidth(): Promise<number> {
  let widest = 0;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 800) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    widest = Math.max(widest, await page.evaluate(() => document.documentElement.scrollWidth));
  }
  return widest;
}

describe('on a 390 px phone', () => {
  it.each([
    ['the prebuilt page', `/Products/${prebuiltId}`],
    ['the custom build page', `/Products/${kitId}/Build`],
  ])('%s does not scroll sideways', async (_title, path) => {
    await openHydrated(page, `${storeUrl}${path}`);
    expect(await widestScrollWidth()).toBe(390);
  });

  it('keeps every game name of the compatibility check grid inside its tile (3 columns)', async () => {
    await openHydrated(page, `${storeUrl}/software/7001/ashfall-frontier`);
    const overflowing = await page.locator('[data-rigkit="game-compatibility-grid"] [data-part="tile"]').evaluateAll((tiles) =>
      tiles
        .filter((tile) => {
          const edge = tile.getBoundingClientRect().right;
          return [...tile.children].some((part) => part.getBoundingClientRect().right > edge + 0.5);
        })
        .map((tile) => tile.textContent),
    );
    expect(overflowing).toEqual([]);
  });

  it('draws the prebuilt page\'s sticky buy bar opaque over the site header once the price is out of view', async () => {
    await openHydrated(page, `${storeUrl}/Products/${prebuiltId}`);
    await page.locator('#specifications').evaluate((element) => element.scrollIntoView());
    const bar = page.locator('[data-rigkit="sticky-buy-bar"]');
    await expect.poll(() => bar.getAttribute('data-state'), { timeout: 5000 }).not.toBe('hidden');
    expect(await bar.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(255, 255, 255)');
  });

  it('shows the custom build summary before the options, and every option picture loads', async () => {
    const failedImages: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image' && response.status() >= 400) failedImages.push(response.url());
    });
    await openHydrated(page, `${storeUrl}/Products/${kitId}/Build`);
    const summaryTop = await page.locator('[data-rigkit="kit-summary"]').evaluate((element) => element.getBoundingClientRect().top);
    const firstGroupTop = await page.locator('[data-rigkit="kit-category-group"]').first().evaluate((element) => element.getBoundingClientRect().top);
    expect(summaryTop).toBeLessThan(firstGroupTop);
    await widestScrollWidth();
    expect(failedImages).toEqual([]);
  });
});

describe('the custom build page around the configurator (spec 2 §2)', () => {
  it('shows the kit gallery, whose picture opens in a dialog', async () => {
    await openHydrated(page, `${storeUrl}/Products/${kitId}/Build`);
    const gallery = page.locator('.custom-build-page [data-rigkit="product-gallery"]');
    expect(await gallery.count()).toBe(1);
    await gallery.locator('[data-part="gallery-viewport"] button').first().click();
    await page.getByRole('dialog').waitFor({ timeout: 5000 });
  });

  it('takes the address back to /Products/{id}/Build on Reset, so a reload shows the defaults (spec 2 §4)', async () => {
    await openHydrated(page, `${storeUrl}/Products/${kitId}/Build`);
    const price = page.locator('[data-rigkit="kit-summary"] [data-part="price-value"]');
    const defaultPrice = await price.textContent();
    await page.getByRole('radiogroup', { name: 'CPU', exact: true }).getByRole('radio').first().check();
    await expect.poll(() => page.url(), { timeout: 10_000 }).toMatch(/\/build\/[A-Za-z0-9]+$/);
    await page.locator('[data-rigkit="kit-summary"] [data-part="reset"]').click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe(`/Products/${kitId}/Build`);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await price.textContent()).toBe(defaultPrice);
  });

  it('saves the build a Case change makes, every other part kept (issue 17): the address takes its key and a reload shows it', async () => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await openHydrated(page, `${storeUrl}/Products/${kitId}/Build`);
    const cpus = page.getByRole('radiogroup', { name: 'CPU', exact: true });
    const chosenCpu = await cpus.getByRole('radio', { checked: true }).getAttribute('value');
    const cases = page.getByRole('radiogroup', { name: 'Case', exact: true });
    await cases.getByRole('radio', { name: /^Fractal Design Meshify 2 Black Mid Tower Case/ }).check();
    await expect.poll(() => page.url(), { timeout: 10_000 }).toMatch(/\/build\/[A-Za-z0-9]+$/);
    expect(await page.getByText(/^Please select/).count()).toBe(0);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await cases.getByRole('radio', { name: /^Fractal Design Meshify 2 Black Mid Tower Case/ }).isChecked()).toBe(true);
    expect(await cpus.getByRole('radio', { checked: true }).getAttribute('value')).toBe(chosenCpu);
    expect(consoleErrors).toEqual([]);
  });

  it.each([
    ['in the path', (key: string) => `/Products/${kitId}/Rigkit-Custom-AMD-Ryzen-AM5-Gaming-PC-1/${key}`],
    ['as kitConfigId', (key: string) => `/Products/${kitId}/Rigkit-Custom-AMD-Ryzen-AM5-Gaming-PC-1?kitConfigId=${key}`],
  ])('opens the configured build for a product address with the configuration id %s', async (_title, address) => {
    await openHydrated(page, `${storeUrl}/Products/${kitId}/Build`);
    const price = page.locator('[data-rigkit="kit-summary"] [data-part="price-value"]');
    const defaultPrice = await price.textContent();
    await page.getByRole('radiogroup', { name: 'CPU', exact: true }).getByRole('radio').first().check();
    await expect.poll(() => page.url(), { timeout: 10_000 }).toMatch(/\/build\/[A-Za-z0-9]+$/);
    const key = page.url().split('/').pop() ?? '';
    const configuredPrice = await price.textContent();
    expect(configuredPrice).not.toBe(defaultPrice);

    await openHydrated(page, `${storeUrl}${address(key)}`);
    expect(new URL(page.url()).pathname).toBe(`/products/${kitId}/build/${key}`);
    expect(await price.textContent()).toBe(configuredPrice);
  });
});
