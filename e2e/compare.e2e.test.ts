// Issue 17 defect 14 end to end: compare is reached from a category page's tiles through the tray, and the compare
// page shows the chosen items side by side with the attributes that differ.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePagePerTest, waitForHydration } from './browser.ts';
import { expectNoAxeViolations, openStore, roundTrip } from './shopper.ts';

const session = usePagePerTest();
let page: Page;
beforeEach(() => {
  ({ page } = session);
});

const tiles = () => page.locator('[data-rigkit="item-tile"]');
const tray = () => page.getByRole('complementary', { name: 'Items to compare' });

describe('comparing items from a category page', () => {
  it('chooses two CPUs, opens Compare from the tray and sees both with an attribute that differs', async () => {
    await openStore(page, '/Categories/101/CPU');
    const names: string[] = [];
    for (const index of [0, 1]) {
      const tile = tiles().nth(index);
      names.push((await tile.locator('[data-part="title-link"]').first().textContent()) ?? '');
      await tile.getByRole('button', { name: /^Compare / }).click();
    }
    await expect.poll(() => tray().getByRole('heading').textContent(), roundTrip).toBe('Compare (2 of 4)');
    await expectNoAxeViolations(page, '[data-rigkit="compare-tray"]');

    await tray().getByRole('link', { name: 'Compare' }).click();
    await page.waitForURL(/\/Compare\?inventoryItemIds=\d+,\d+$/);
    await waitForHydration(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), roundTrip).toBe('Compare');
    const table = page.locator('[data-rigkit="compare-table"]');
    for (const name of names) expect(await table.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    const differing = table.locator('tr[data-part="attribute-row"][data-state="different"]').first();
    expect(await differing.isVisible()).toBe(true);
    const values = await differing.locator('td').allTextContents();
    expect(new Set(values).size).toBeGreaterThan(1);

    // The chosen items survive navigation: back on the category page, both tiles are still pressed.
    await openStore(page, '/Categories/101/CPU');
    for (const name of names) expect(await page.getByRole('button', { name: `Compare ${name}` }).first().getAttribute('aria-pressed')).toBe('true');
  });
});
