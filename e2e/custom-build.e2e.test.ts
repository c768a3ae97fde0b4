// The custom build page of issue 7 item 1 end to end: configure, keep the build through the key in the address,
// buy, and find the kit with its children in the cart. A real Chromium against the store as `npm start` serves it.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { usePagePerTest, waitForHydration } from './browser.ts';

const storeUrl = inject('storeUrl');
// The first seeded custom build (AM5), packages/server/src/seed/kits.ts.
const kitId = 700001;
const cheapestCpu = /^AMD Ryzen 5 7600 6-Core AM5 Processor/;

const session = usePagePerTest();
let page: Page;
beforeEach(() => {
  ({ page } = session);
});

/** The bare custom build address (spec 2 §2 "/Products/{id}/Build"): the kit at its defaults. */
async function openDefaultBuild() {
  await page.goto(`${storeUrl}/Products/${kitId}/Build`, { waitUntil: 'networkidle' });
  await hydrated();
}

// A radio clicked before hydration would change the server-rendered input without React seeing it.
function hydrated() {
  return waitForHydration(page);
}

// Waits over a server round trip (a saved build, the cart): 1 s, Vitest's default, is too short under load.
const roundTrip = { timeout: 10_000 };

const price = () => page.locator('[data-rigkit="kit-summary"] [data-part="price-value"]').textContent();
const cpuOption = () => page.getByRole('radiogroup', { name: 'CPU', exact: true }).getByRole('radio', { name: cheapestCpu });
const dollars = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

describe('the custom build page', () => {
  it('rewrites the address to a new key on a change, keeps the build on reload, buys the kit with its children, and shares it with them', async () => {
    await openDefaultBuild();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Rigkit Custom AMD Ryzen AM5 Gaming PC 1/);
    expect(new URL(page.url()).pathname).toBe(`/Products/${kitId}/Build`);
    const defaultPrice = dollars(await price());
    expect(await cpuOption().isChecked()).toBe(false);

    await cpuOption().check();
    // The cheapest CPU is $20 under the default one (seeded Ryzen 5 7600 at $279 against the Ryzen 5 8600G at $299).
    await expect.poll(async () => dollars(await price())).toBe(defaultPrice - 20);
    await expect.poll(() => page.url(), roundTrip).toMatch(new RegExp(`/products/${kitId}/build/[A-Za-z0-9]+$`));
    const changedAddress = page.url();

    await page.reload({ waitUntil: 'networkidle' });
    await hydrated();
    expect(page.url()).toBe(changedAddress);
    expect(await cpuOption().isChecked()).toBe(true);
    const configuredPrice = await price();
    expect(dollars(configuredPrice)).toBe(defaultPrice - 20);

    await page.locator('[data-rigkit="kit-summary"] [data-part="buy"]').click();
    await page.getByText('Added to cart').waitFor({ timeout: 3000 });
    await page.waitForURL(/\/cart$/, { timeout: 5000 });
    await page.waitForLoadState('networkidle');
    const kitLine = page.locator('[data-rigkit="cart-table"] tr[data-part="line"]').filter({ hasText: 'Rigkit Custom AMD Ryzen AM5 Gaming PC 1' });
    await expect.poll(() => kitLine.count()).toBe(1);
    const children = kitLine.getByRole('list', { name: /^Components of / }).getByRole('listitem');
    expect(await children.count()).toBeGreaterThanOrEqual(8);
    expect(await children.filter({ hasText: cheapestCpu }).count()).toBe(1);
    expect(dollars(await kitLine.locator('[data-part="line-total"]').textContent())).toBe(dollars(configuredPrice));
    expect(await page.locator('.site-cart__count').textContent()).toBe('1');

    // Shared, the build keeps its parts: someone else's browser opens the link and sees the kit with its children.
    await hydrated();
    const share = page.locator('[data-rigkit="share-cart"]');
    await share.getByRole('button', { name: 'Share' }).click();
    const link = share.getByRole('textbox', { name: 'Link to this cart' });
    await expect.poll(() => link.inputValue(), roundTrip).toMatch(/\/api\/s\/[A-Za-z0-9]+$/);
    const stranger = await session.browser.newContext();
    try {
      const strangerPage = await stranger.newPage();
      await strangerPage.goto(await link.inputValue(), { waitUntil: 'networkidle' });
      const sharedKit = strangerPage.locator('[data-rigkit="cart-table"] tr[data-part="line"]').filter({ hasText: 'Rigkit Custom AMD Ryzen AM5 Gaming PC 1' });
      expect(await sharedKit.getByRole('list', { name: /^Components of / }).getByRole('listitem').allTextContents()).toEqual(await children.allTextContents());
      expect(dollars(await sharedKit.locator('[data-part="line-total"]').textContent())).toBe(dollars(configuredPrice));
    } finally {
      await stranger.close();
    }
  });

  it('flags memory modules that do not fit the motherboard slots, and clears the flag when they fit again', async () => {
    await openDefaultBuild();
    const verdicts = page.locator('[data-rigkit="kit-verdicts"]');
    expect(await verdicts.getAttribute('data-state')).not.toBe('error');
    const memory = page.locator('[data-rigkit="kit-category"]').filter({ has: page.getByRole('heading', { name: 'Memory', exact: true }) });
    // The default board is Micro-ATX with 4 slots: a seeded Mini-ITX board has 2, where a second 2-module kit makes 4 modules.
    await page.getByRole('radiogroup', { name: 'Motherboard', exact: true }).getByRole('radio', { name: /^MSI MPG B650I Edge TI WiFi AM5 Mini-ITX Motherboard/ }).check();
    await expect.poll(() => verdicts.getAttribute('data-state')).not.toBe('error');
    await memory.locator('[data-part="increment"]').click();
    await expect.poll(() => verdicts.getAttribute('data-state')).toBe('error');
    expect(await verdicts.textContent()).toContain('4 memory modules (2 × ');
    await memory.locator('[data-part="decrement"]').click();
    await expect.poll(() => verdicts.getAttribute('data-state')).not.toBe('error');
  });

  it('resets UV Printing to None with the "UV Printing Selection Removed" toast when the case changes', async () => {
    await openDefaultBuild();
    const cases = page.getByRole('radiogroup', { name: 'Case', exact: true });
    const uvPrinting = page.getByRole('radiogroup', { name: 'UV Printing', exact: true });
    // Seeded cases: the O11 Dynamic EVO prints on L,R,T,F; the Meshify 2 on L,T.
    await cases.getByRole('radio', { name: /^Lian Li O11 Dynamic EVO Black Mid Tower Case/ }).check();
    await uvPrinting.getByRole('radio', { name: /^UV Printed Case Panel/ }).check();
    await cases.getByRole('radio', { name: /^Fractal Design Meshify 2 Black Mid Tower Case/ }).check();
    await page.getByText('UV Printing Selection Removed').waitFor({ timeout: 2000 });
    expect(await uvPrinting.getByRole('radio', { name: /^No UV Printing/ }).isChecked()).toBe(true);
  });

  it('shows the defaults for an address whose key cannot be read (spec 2 §4, §8)', async () => {
    await openDefaultBuild();
    const defaultPrice = await price();
    await page.goto(`${storeUrl}/products/${kitId}/build/NoSuchKey123`, { waitUntil: 'networkidle' });
    expect(new URL(page.url()).pathname).toBe(`/products/${kitId}/build/NoSuchKey123`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Rigkit Custom AMD Ryzen AM5 Gaming PC 1/);
    expect(await price()).toBe(defaultPrice);
    expect(await cpuOption().isChecked()).toBe(false);
  });
});
