// Issue 21 item 3 end to end: the category page's HTML carries the first page of its grid, not the whole category,
// and the browser loads every item only when the shopper shows intent to change the view.
import type { Page, Route } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { openHydrated, usePagePerTest } from './browser.ts';

const storeUrl = inject('storeUrl');
const session = usePagePerTest();
let page: Page;
beforeEach(() => {
  ({ page } = session);
});

const cpuPath = '/Categories/101/CPU';
const itemsPath = '/GridItems/Categories/101';
const poll = { timeout: 10_000 };

interface Tile {
  InventoryItemId: number;
  ManufacturerName: string;
}

async function categoryItems(): Promise<Tile[]> {
  const response = await fetch(`${storeUrl}${itemsPath}`);
  expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
  return (await response.json()) as Tile[];
}

/** The ids of the given items whose product link is in the HTML. */
const idsInHtml = (html: string, items: readonly Tile[]) => items.filter((item) => html.includes(`/Products/${item.InventoryItemId}/`)).map((item) => item.InventoryItemId);

const tiles = () => page.getByRole('list', { name: 'CPU' }).getByRole('listitem');
const count = () => page.getByRole('status').filter({ hasText: /\d+ items?$/ }).first().textContent();

describe('the category page sends its first page', () => {
  it('renders 24 tiles in the HTML with the count of the whole category, and the whole list stays at its own address', async () => {
    const items = await categoryItems();
    expect(items.length).toBeGreaterThan(24);
    const html = await (await fetch(`${storeUrl}${cpuPath}`)).text();
    expect(html.match(/data-part="item"/g)).toHaveLength(24);
    expect(idsInHtml(html, items)).toHaveLength(24);
    expect(html).toContain(`${items.length} items`);
  });

  it('renders a shared filtered address filtered on the server', async () => {
    const items = await categoryItems();
    const amd = items.filter((item) => item.ManufacturerName === 'AMD');
    const html = await (await fetch(`${storeUrl}${cpuPath}?brand=AMD`)).text();
    expect(html).toContain(`${amd.length} items`);
    expect(idsInHtml(html, items).every((id) => amd.some((item) => item.InventoryItemId === id))).toBe(true);
  });

  it('loads no item list to show the page, and applies a filter pressed before the list arrives once it does', async () => {
    const held: Route[] = [];
    await page.route(`**${itemsPath}`, (route) => void held.push(route));
    await openHydrated(page, `${storeUrl}${cpuPath}`);
    expect(held).toHaveLength(0);
    const total = await count();

    const amd = page.getByRole('button', { name: /^AMD \(\d+\)$/ });
    const amdCount = (await amd.textContent())?.match(/\((\d+)\)/)?.[1];
    await amd.click();
    expect(await amd.getAttribute('aria-pressed')).toBe('true');
    await page.waitForURL(/[?&]brand=AMD\b/);
    expect(await page.getByRole('list', { name: 'CPU' }).getAttribute('aria-busy')).toBe('true');
    expect(await count()).toBe(total);

    await expect.poll(() => held.length, poll).toBeGreaterThan(0);
    await Promise.all(held.map((route) => route.continue()));
    await expect.poll(count, poll).toBe(`${amdCount} items`);
    expect(await page.getByRole('list', { name: 'CPU' }).getAttribute('aria-busy')).toBeNull();
  });

  it('loads the rest for Show more', async () => {
    await openHydrated(page, `${storeUrl}${cpuPath}`);
    expect(await tiles().count()).toBe(24);
    await page.getByRole('button', { name: /^Show more items/ }).click();
    await expect.poll(() => tiles().count(), poll).toBe(48);
  });

  it('shows the next category with its own items after a client navigation from a category whose items were loaded', async () => {
    await openHydrated(page, `${storeUrl}${cpuPath}`);
    await page.getByRole('button', { name: /^Sort: / }).hover();
    await expect.poll(() => page.locator('[data-rigkit="item-grid"]').getAttribute('data-items'), poll).toBeNull();
    // CPU Cooler: a category of its own (a group's address would redirect), linked from the header's menu.
    const href = '/Categories/102/CPU-Cooler';
    const otherId = 102;
    const other = (await (await fetch(`${storeUrl}/GridItems/Categories/${otherId}`)).json()) as Tile[];
    // A client navigation, as a link in the page makes it (the header's menus hide theirs until opened).
    await page.evaluate((path) => document.querySelector<HTMLAnchorElement>(`a[href="${path}"]`)?.click(), href);
    await page.waitForURL(`**${href}`);
    await expect.poll(count, poll).toBe(`${other.length} item${other.length === 1 ? '' : 's'}`);
    const shownIds = await page.locator('[data-rigkit="item-grid"] [data-part="item"] a[href^="/Products/"]').evaluateAll((links) => links.map((a) => Number(/\/Products\/(\d+)/.exec(a.getAttribute('href') ?? '')?.[1])));
    expect(shownIds.length).toBeGreaterThan(0);
    expect(shownIds.every((id) => other.some((item) => item.InventoryItemId === id))).toBe(true);
  });
});
