// Issue 17 defect 6 end to end: a cart with FREEMAT's free mousepad, shared, shows the mousepad at $0.00 to whoever
// opens the link (it showed the catalogue price), and "Add all to cart" puts it in their cart at $0.00 too.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePagePerTest, waitForHydration } from './browser.ts';
import { fillCart, openStore, roundTrip, seededItems } from './shopper.ts';

const session = usePagePerTest();
let page: Page;
beforeEach(() => {
  ({ page } = session);
});

/** Every cart-table line as [item name, line total], as a shopper reads the table. */
const tableLines = (on: Page) =>
  on.locator('[data-rigkit="cart-table"] tr[data-part="line"]').evaluateAll((rows) =>
    rows.map((row) => [row.querySelector('[data-part="item-link"]')?.textContent ?? '', row.querySelector('[data-part="line-total"]')?.textContent ?? '']),
  );

describe('a shared cart keeps its coupon prices', () => {
  it('shows the FREEMAT mousepad at $0.00 on the shared page and in the cart of whoever adds it', async () => {
    await fillCart(page, [{ InventoryItemId: seededItems.mousepad.id, Quantity: 1 }]);
    await openStore(page, '/cart');
    const couponBox = page.locator('[data-rigkit="coupon-box"]');
    await couponBox.getByRole('textbox').fill('FREEMAT');
    await couponBox.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => tableLines(page), roundTrip).toHaveLength(2);
    const cartLines = await tableLines(page);
    const freeLine = cartLines.find(([, total]) => total === '$0.00');
    expect(freeLine).toBeDefined();

    const share = page.locator('[data-rigkit="share-cart"]');
    await share.getByRole('button', { name: 'Share' }).click();
    const link = share.getByRole('textbox', { name: 'Link to this cart' });
    await expect.poll(() => link.inputValue(), roundTrip).toMatch(/\/api\/s\/[A-Za-z0-9]+$/);
    const shortLink = await link.inputValue();

    const stranger = await session.browser.newContext();
    try {
      const strangerPage = await stranger.newPage();
      await strangerPage.goto(shortLink, { waitUntil: 'networkidle' });
      await waitForHydration(strangerPage);
      expect(await tableLines(strangerPage)).toEqual(cartLines);

      await strangerPage.getByRole('button', { name: 'Add all to cart' }).click();
      await expect.poll(() => strangerPage.getByRole('status').filter({ hasText: 'All items added to cart' }).count(), roundTrip).toBe(1);
      await strangerPage.goto(new URL('/cart', shortLink).href, { waitUntil: 'networkidle' });
      await waitForHydration(strangerPage);
      expect(await tableLines(strangerPage)).toContainEqual(freeLine);
    } finally {
      await stranger.close();
    }
  });
});
