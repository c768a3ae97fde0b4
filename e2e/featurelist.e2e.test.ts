// Feature-list tiles of PCs draw the compatibility wheel of the shopper's first chosen game (spec 1 §2 "featurelist:
// … compatibility wheel"; the game is the session's InterestedGames, chosen on /ChooseMyGamingPC), and the build
// layout draws build tiles whose Add sends the build to /cart (spec 1 §2 "Build tile"). Games are the reference
// seed's (packages/server/src/seed/software.ts: 7001 Ashfall Frontier); Desktop Computers is category 100.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { openHydrated, usePagePerTest } from './browser.ts';

const storeUrl = inject('storeUrl');
const desktops = '/Categories/100/Desktop-Computers';

const session = usePagePerTest();
let page: Page;
beforeEach(() => {
  ({ page } = session);
});

const open = (path: string) => openHydrated(page, `${storeUrl}${path}`);

/** "$3,248" or "Price $3,248.00" as dollars. */
const dollars = (text: string | null) => Number(/\$([\d,]+(?:\.\d+)?)/.exec(text ?? '')?.[1]?.replaceAll(',', '') ?? Number.NaN);
const tiles = () => page.locator('[data-rigkit="item-grid"] ul[data-part="items"] > li[data-part="item"]');
const wheels = () => page.locator('[data-rigkit="item-grid"] [data-part="compatibility"] [data-rigkit="compatibility-wheel"]');

describe('feature list compatibility wheels', () => {
  it('draws no wheel before the shopper has chosen a game', async () => {
    await open(`${desktops}?view=featurelist`);
    expect(await tiles().count()).toBeGreaterThan(0);
    expect(await wheels().count()).toBe(0);
  });

  it('draws a wheel named after the game chosen on /ChooseMyGamingPC on the PC tiles of the feature list', async () => {
    await open('/ChooseMyGamingPC');
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/session/saveSession') && response.ok());
    await page.locator('[data-rigkit="game-selector"] [data-part="game"]').filter({ hasText: 'Ashfall Frontier' }).click();
    await saved;

    await open(desktops);
    await page.getByRole('button', { name: /^View:/ }).click();
    await page.getByRole('menuitemradio', { name: /Feature list/i }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('featurelist');
    await expect.poll(() => wheels().count()).toBeGreaterThan(0);
    const captions = await wheels().locator('[data-part="label"]').allTextContents();
    expect(new Set(captions)).toEqual(new Set(['Ashfall Frontier']));
    const levels = await wheels().evaluateAll((found) => found.map((wheel) => Number(wheel.getAttribute('data-level'))));
    expect(levels.every((level) => level >= -1 && level <= 4)).toBe(true);
    const violations = (await new AxeBuilder({ page }).include('[data-rigkit="item-grid"]').analyze()).violations.map((violation) => `${violation.id}: ${violation.help}`);
    expect(violations).toEqual([]);
    // The wheel is the feature list's: the plain grid draws none.
    await open(`${desktops}?view=grid`);
    expect(await wheels().count()).toBe(0);
  });
});

describe('build layout', () => {
  it('draws build tiles and Add sends the build with its choices to /cart', async () => {
    // The seeded bundles 710001-710004 (packages/server/README.md) are the PCs whose tiles carry KitOptions.
    await open(`${desktops}?view=build&search=Bundle`);
    const buildTiles = page.locator('[data-rigkit="item-grid"] [data-rigkit="build-tile"]');
    expect(await buildTiles.count()).toBeGreaterThan(0);
    const withPickers = buildTiles.filter({ has: page.getByRole('radiogroup') }).first();
    const title = (await withPickers.getByRole('heading').textContent()) ?? '';
    const price = async () => dollars(await withPickers.locator('[data-part="current-price"]').textContent());
    const before = await price();
    await withPickers.getByRole('radio', { name: /^White/ }).click();
    // White costs $49 more (the seeded bundles' Core PC options).
    await expect.poll(price).toBe(before + 49);
    const chosen = await price();
    await withPickers.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL(/\/cart$/);
    const line = page.locator('[data-rigkit="cart-table"] tr[data-part="line"]').filter({ hasText: title });
    await expect.poll(() => line.count(), { timeout: 10_000 }).toBe(1);
    expect(dollars(await line.locator('[data-part="line-total"]').textContent())).toBe(chosen);
  });
});

describe('WA shoppers in the feature list (spec 1 §5, §6)', () => {
  // Category 1390 (the seed's Victorian Specials) is hidden from WA shoppers in feature lists. A shopper with no
  // postcode and the default Victorian warehouse counts as WA only by the device's time zone (-480, Perth).
  const victorianSpecials = '/Categories/1390/Victorian-Specials?view=featurelist';

  it.each([
    ['Australia/Melbourne', 'lists the Victorian specials to a shopper in Melbourne', true],
    ['Australia/Perth', 'hides them from a shopper whose device is on Perth time, once the page has hydrated', false],
  ])('%s: %s', async (timezoneId, _title, isListed) => {
    const context = await session.browser.newContext({ viewport: { width: 1366, height: 900 }, timezoneId });
    const tab = await context.newPage();
    try {
      await openHydrated(tab, `${storeUrl}${victorianSpecials}`);
      const listed = tab.locator('[data-rigkit="item-grid"] ul[data-part="items"] > li[data-part="item"]');
      if (isListed) expect(await listed.count()).toBeGreaterThan(0);
      else await expect.poll(() => listed.count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
