// Issue 17 B12 and B13 as a shopper sees them: the brand page's fuller layout (spec 2 §2 "Brand page": an anchor
// bar with a link per section that has data, the category list at the top under 5 categories, sliders), and the
// category page's subcategory buttons with a second column and its category carousel (4 s, 6 per view).
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { brandWithEverySection, brandWithFewSections } from '../packages/server/src/seed/brandPages.ts';
import { CategoryIds } from '../packages/server/src/seed/reference.ts';
import { openHydrated, usePagePerTest } from './browser.ts';
import { expectNoAxeViolations } from './shopper.ts';

const storeUrl = inject('storeUrl');
// Wide enough for the carousel's 6 slides per view (spec 1 §9's slider steps reach 6 at 1600 px).
const session = usePagePerTest({ width: 1680, height: 1000 });
let page: Page;
beforeEach(() => {
  ({ page } = session);
});

// The machine is shared: answers that need a round trip or the 4 s autoplay get time to arrive.
const poll = { timeout: 20_000 };

const anchorLinks = () => page.getByRole('navigation', { name: 'Sections of this page' }).getByRole('link').allTextContents();

/** Whether `first` comes before `second` in the page. */
async function comesBefore(first: string, second: string): Promise<boolean> {
  return page.evaluate(
    ([a, b]) => {
      const one = document.querySelector(a as string);
      const two = document.querySelector(b as string);
      return Boolean(one && two && one.compareDocumentPosition(two) & Node.DOCUMENT_POSITION_FOLLOWING);
    },
    [first, second],
  );
}

describe('the brand page (spec 2 §2)', () => {
  it('shows every section of a brand that has them, each reachable from the anchor bar', async () => {
    await openHydrated(page, `${storeUrl}/Brands/${brandWithEverySection.id}/Lian-Li`);
    await page.getByRole('heading', { level: 1, name: 'Lian Li' }).waitFor();
    expect(await anchorLinks()).toEqual(['Explore', 'Featured', 'Latest Items', 'Builds', 'Promotions', 'Popular Items', 'All Items', 'Categories', 'Brand Content']);

    // Two categories: the list sits at the top, before the featured products (fewer than 5).
    const categories = page.getByRole('navigation', { name: 'Lian Li categories' });
    expect((await categories.getByRole('link').allTextContents()).sort()).toEqual(['Case', 'Cooling Fans']);
    expect(await comesBefore('#brand-categories', '#brand-featured')).toBe(true);

    // Builds: the PCs built with the brand's cases, in a slider.
    await page.getByRole('navigation', { name: 'Sections of this page' }).getByRole('link', { name: 'Builds' }).click();
    const builds = page.getByRole('heading', { level: 2, name: 'Desktop Computers with Lian Li components' });
    await expect.poll(() => builds.isVisible(), poll).toBe(true);
    const buildsSlider = page.locator('#brand-builds').getByRole('region', { name: 'Desktop Computers with Lian Li components' });
    expect(await buildsSlider.getAttribute('aria-roledescription')).toBe('carousel');
    expect(await buildsSlider.getByRole('link', { name: /Gaming PC/ }).count()).toBeGreaterThan(0);
    // The anchor bar stays in view, uncovered, once the page has scrolled to the section (spec 2 §2 "sticky").
    const isBarOnTop = await page.getByRole('navigation', { name: 'Sections of this page' }).evaluate((bar) => {
      const box = bar.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + 20, box.top + box.height / 2);
      return box.top >= 0 && box.bottom <= window.innerHeight && hit !== null && bar.contains(hit);
    });
    expect(isBarOnTop).toBe(true);

    // Promotions: the brand's banners arrive once the page knows the shopper's time zone.
    await expect.poll(() => page.locator('#brand-promotions a[href="/promotion/205"]').count(), poll).toBeGreaterThan(0);

    await page.getByRole('navigation', { name: 'Sections of this page' }).getByRole('link', { name: 'Brand Content' }).click();
    await expect.poll(() => page.getByText('Lian Li builds cases and fans').isVisible(), poll).toBe(true);
    expect(await page.getByRole('heading', { name: 'Why Lian Li?' }).count()).toBe(1);

    await page.keyboard.press('Home');
    await expectNoAxeViolations(page, 'article.brand-page', '[data-rigkit="banner-carousel"]');
  });

  it('shows a small brand only the sections it can fill, and no All Items grid when the brand turns it off', async () => {
    await openHydrated(page, `${storeUrl}/Brands/${brandWithFewSections.id}/Ubiquiti`);
    await page.getByRole('heading', { level: 1, name: 'Ubiquiti' }).waitFor();
    expect(await anchorLinks()).toEqual(['Featured', 'Latest Items', 'Popular Items', 'Categories']);
    expect(await page.getByRole('heading', { name: 'All Ubiquiti products' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: /Desktop Computers with/ }).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Ubiquiti categories' }).getByRole('link').allTextContents()).toEqual(['Business Networking']);
  });
});

describe('the category page (spec 2 §2)', () => {
  it("lists a subcategory's more than 8 children in a second column, and each leads to its products", async () => {
    await openHydrated(page, `${storeUrl}/Categories/${CategoryIds.peripherals}/Peripherals`);
    const buttons = page.getByRole('navigation', { name: 'Subcategories' });
    const keyboardKinds = buttons.getByRole('list', { name: 'Keyboards' });
    expect(await keyboardKinds.getByRole('link').count()).toBe(9);
    expect(await keyboardKinds.getAttribute('data-columns')).toBe('2');
    // The second column is drawn: the kinds sit side by side, not in one column.
    const lefts = await keyboardKinds.getByRole('link').evaluateAll((links) => [...new Set(links.map((link) => Math.round(link.getBoundingClientRect().left)))]);
    expect(lefts.length).toBe(2);
    // A list of 4 children keeps one column.
    expect(await buttons.getByRole('link', { name: 'Mice', exact: true }).count()).toBe(1);

    await keyboardKinds.getByRole('link', { name: 'Wireless Keyboards' }).click();
    const heading = page.getByRole('heading', { level: 1, name: 'Wireless Keyboards' });
    await heading.waitFor();
    await expect.poll(() => page.locator('[data-rigkit="item-grid"]').getByRole('link', { name: /Wireless .*Keyboard/ }).count(), poll).toBeGreaterThan(0);
  });

  it('shows a category of 9 children in a carousel of 6 per view that turns on its own, pauses, and stays still for reduced motion', async () => {
    await openHydrated(page, `${storeUrl}/Categories/${CategoryIds.keyboards}/Keyboards`);
    const carousel = page.getByRole('region', { name: 'Keyboards categories' });
    expect(await carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(await carousel.getByRole('group').count()).toBe(9);
    expect(await carousel.evaluate((element) => (element as HTMLElement).style.getPropertyValue('--rk-slides'))).toBe('6');
    // Six category links in view side by side.
    const inView = await carousel.getByRole('link').evaluateAll((links) => {
      const viewport = links[0]?.closest('[data-part="slider-viewport"]')?.getBoundingClientRect();
      return links.filter((link) => {
        const box = link.getBoundingClientRect();
        return viewport !== undefined && box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
      }).length;
    });
    expect(inView).toBe(6);
    expect(await carousel.getAttribute('data-autoplay')).toBe('playing');
    // It turns on its own (every 4 s) with the pointer elsewhere.
    await page.mouse.move(5, 995);
    await expect.poll(async () => Number(await carousel.getAttribute('data-page')), poll).toBeGreaterThan(0);
    await carousel.getByRole('button', { name: 'Pause' }).click();
    await page.mouse.move(5, 995);
    expect(await carousel.getAttribute('data-autoplay')).toBe('paused');
    await expectNoAxeViolations(page, '[data-rigkit="category-carousel"]');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHydrated(page, `${storeUrl}/Categories/${CategoryIds.keyboards}/Keyboards`);
    const still = page.getByRole('region', { name: 'Keyboards categories' });
    await expect.poll(() => still.getAttribute('data-autoplay'), poll).toBe('paused');
    expect(await still.getByRole('button', { name: 'Play' }).count()).toBe(1);
  });
});
