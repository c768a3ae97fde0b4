// The big item list on the promotion page (spec 1 §2 "Big item list": "Toggle between Category and Brand. Tiles show
// the best saving ("Save up to N%"). Selecting one shows a grid below.") in Chromium against the seeded store:
// Graphics Card Frenzy (201) has graphics cards of several brands, AM5 Upgrade Bonus (202) only AMD processors. The page's per-second countdown (spec 2 §4) is checked here too.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { formatSaveUpTo } from '../packages/domain/src/money/index.ts';
import { openHydrated, usePagePerTest } from './browser.ts';

const storeUrl = inject('storeUrl');
const session = usePagePerTest();
let page: Page;
beforeEach(() => {
  ({ page } = session);
});

interface PromotionItem {
  ItemDescription: string;
  ManufacturerName?: string;
  CustomerPriceIncTax: number;
  RRPPriceIncTax?: number | null;
  NormalPrice?: number | null;
}

/** The promotion's participating items as the API sends them: the truth the page is checked against. */
async function promotionItems(id: number): Promise<PromotionItem[]> {
  const body = (await (await fetch(`${storeUrl}/api/fetchPromotion/${id}`)).json()) as { data: { ItemList?: PromotionItem[] } };
  return body.data.ItemList ?? [];
}

const poll = { timeout: 10_000 };
const shopBy = () => page.getByRole('region', { name: 'Shop this promotion by category or brand' });
const viewButton = (name: 'Category' | 'Brand') => shopBy().getByRole('radiogroup', { name: 'Shop by' }).getByRole('radio', { name });
// The list's own results, not the item grid's part of the same name inside it.
const listResults = () => shopBy().locator('[data-rigkit="big-item-list"] > [data-part="results"]');
const tiles = () => shopBy().locator('[data-part="tile"]');
const tileNames = () => shopBy().locator('[data-part="tile-name"]').allTextContents();
const titles = (scope: ReturnType<Page['locator']>) => scope.locator('[data-rigkit="item-tile"] [data-part="title"]').allTextContents();
const cartCount = () => page.locator('.site-cart__count').textContent();

describe('the promotion page big item list (spec 1 §2)', () => {
  it('opens on Brand when only brands split the items, and offers the one category too', async () => {
    const items = await promotionItems(201);
    const brands = [...new Set(items.map((item) => item.ManufacturerName ?? ''))].sort((a, b) => a.localeCompare(b, 'en-AU'));
    expect(brands.length).toBeGreaterThanOrEqual(2);

    await openHydrated(page, `${storeUrl}/promotion/201`);
    expect(await viewButton('Brand').getAttribute('aria-checked')).toBe('true');
    expect(await tileNames()).toEqual(brands);

    await viewButton('Category').click();
    await expect.poll(tileNames, poll).toEqual(['Graphics Card']);
    await viewButton('Brand').click();
    await expect.poll(tileNames, poll).toEqual(brands);
  });

  it('shows a brand’s best saving on its tile and exactly that brand’s items in the grid below, with a working Add to Cart', async () => {
    const items = await promotionItems(201);
    const msi = items.filter((item) => item.ManufacturerName === 'MSI');
    const saveUpTo = formatSaveUpTo(msi);
    expect(saveUpTo).toMatch(/^Save up to \d+%$/);

    await openHydrated(page, `${storeUrl}/promotion/201`);
    const tile = tiles().filter({ has: page.locator('[data-part="tile-name"]', { hasText: /^MSI$/ }) });
    expect(await tile.locator('[data-part="tile-saving"]').textContent()).toBe(saveUpTo);
    expect(await tile.locator('[data-part="tile-count"]').textContent()).toBe(`${msi.length} items`);
    expect(await listResults().count()).toBe(0);

    await tile.click();
    const results = shopBy().getByRole('region', { name: 'MSI' });
    await results.waitFor();
    expect(await tile.getAttribute('aria-checked')).toBe('true');
    expect((await titles(results)).sort()).toEqual(msi.map((item) => item.ItemDescription).sort());

    // The full grid of every participating item stays below.
    const all = page.getByRole('region', { name: 'All participating products' });
    expect((await titles(all)).length).toBe(items.length);

    expect(await cartCount()).toBe('0');
    await results.locator('[data-rigkit="item-tile"]').filter({ hasText: 'In stock' }).first().getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(cartCount, poll).toBe('1');

    // Pressing the chosen tile again hides its grid.
    await tile.click();
    await expect.poll(() => listResults().count(), poll).toBe(0);
  });

  it('keeps the chosen view and tile in the page address, so a reload (server HTML included) shows them again', async () => {
    await openHydrated(page, `${storeUrl}/promotion/201`);
    const shop = () => new URL(page.url()).searchParams.get('shop');
    expect(shop()).toBeNull();
    await viewButton('Category').click();
    await expect.poll(shop, poll).toBe('category');
    await viewButton('Brand').click();
    await expect.poll(shop, poll).toBeNull();

    const tile = tiles().filter({ has: page.locator('[data-part="tile-name"]', { hasText: /^Gigabyte$/ }) });
    await tile.click();
    await expect.poll(shop, poll).toMatch(/^brand:\d+$/);
    const html = await (await fetch(page.url())).text();
    expect(html).toMatch(/aria-label="Gigabyte" data-part="results"/);

    await openHydrated(page, page.url());
    expect(await tile.getAttribute('aria-checked')).toBe('true');
    expect(await shopBy().getByRole('region', { name: 'Gigabyte' }).isVisible()).toBe(true);
    await tile.click();
    await expect.poll(shop, poll).toBeNull();
  });

  it('has no axe violations with a tile chosen, and no sideways scrolling on a 390 px phone', async () => {
    await openHydrated(page, `${storeUrl}/promotion/201`);
    await tiles().first().click();
    await listResults().waitFor();
    const axe = await new AxeBuilder({ page }).include('.promotion-page').analyze();
    expect(axe.violations).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), poll).toBe(390);
    const box = await tiles().last().boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  });

  it('is left out when the items make a single tile in both views (AM5 Upgrade Bonus: AMD processors only)', async () => {
    const items = await promotionItems(202);
    expect(new Set(items.map((item) => item.ManufacturerName))).toEqual(new Set(['AMD']));
    await openHydrated(page, `${storeUrl}/promotion/202`);
    expect(await page.locator('[data-rigkit="big-item-list"]').count()).toBe(0);
    expect((await titles(page.locator('.promotion-page'))).length).toBe(Math.min(items.length, 24));
  });
});

describe('the promotion page countdown', () => {
  it('counts down every second on a promotion that ends within 14 days (spec 2 §4: Graphics Card Frenzy ends in 10)', async () => {
    await openHydrated(page, `${storeUrl}/promotion/201`);
    const timer = page.getByRole('timer');
    const first = await timer.textContent();
    expect(first).toMatch(/^Ends in \d+d \d\d:\d\d:\d\d$/);
    await expect.poll(() => timer.textContent(), poll).not.toBe(first);
  });
});
