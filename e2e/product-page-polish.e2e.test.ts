// Issue 17 defect 15 (the rest): Buy Now no longer wraps under the quantity box, a blue button's focus ring shows on
// the blue, and a phone's breadcrumb keeps each crumb whole ("Graphics Card", not "Graphics" over "Card").
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePagePerTest } from './browser.ts';
import { openStore } from './shopper.ts';

const session = usePagePerTest({ width: 1280, height: 900 });
let page: Page;
beforeEach(() => {
  ({ page } = session);
});

// A stock item whose page offers Buy Now (e2e/checkout.e2e.test.ts buys it).
const buyNowItemPath = '/Products/501001';

/** WCAG contrast ratio of two "rgb(r, g, b)" colours. */
function contrast(first: string, second: string): number {
  const luminance = (colour: string) => {
    const [r = 0, g = 0, b = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((channel) => {
      const value = channel / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('product page details (issue 17 defect 15)', () => {
  it('puts Buy Now on a row of its own under Add to Cart, on one line, not in the quantity box\'s column', async () => {
    await openStore(page, buyNowItemPath);
    const price = page.locator('[data-rigkit="product-price"]');
    const addToCart = (await price.locator('[data-part="buy"]').boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    const buyNow = (await price.getByRole('button', { name: 'Buy Now' }).first().boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    const quantity = (await price.locator('[data-part="quantity"]').boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    // Its own row, below Add to Cart, wider than the quantity box, and one line tall (it wrapped to two there).
    expect(buyNow.y).toBeGreaterThanOrEqual(addToCart.y + addToCart.height);
    expect(buyNow.width).toBeGreaterThan(quantity.width);
    expect(buyNow.height).toBeLessThanOrEqual(addToCart.height + 1);
  });

  it('draws a focus ring on a blue button that stands out from the blue (3:1 at least)', async () => {
    await openStore(page, buyNowItemPath);
    const button = page.locator('[data-rigkit="product-price"] [data-part="buy"]');
    await page.keyboard.press('Tab');
    await button.focus();
    const style = await button.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { ring: computed.outlineColor, ringStyle: computed.outlineStyle, fill: computed.backgroundColor, focused: element.matches(':focus-visible') };
    });
    expect(style.focused).toBe(true);
    expect(style.ringStyle).not.toBe('none');
    expect(contrast(style.ring, style.fill)).toBeGreaterThanOrEqual(3);
  });

  it('keeps each crumb of a phone\'s breadcrumb on one line', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openStore(page, '/Categories/105/Graphics-Card');
    const tile = page.locator('[data-rigkit="item-tile"] [data-part="title-link"]').first();
    const name = (await tile.textContent()) ?? '';
    await tile.click();
    // The product page itself, not only its address: the category page has a breadcrumb too.
    await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 10_000 });
    const crumbs = page.locator('nav[aria-label="Breadcrumb"] li');
    await crumbs.last().waitFor();
    const lines = await crumbs.evaluateAll((items) =>
      items.slice(0, -1).map((item) => {
        const range = document.createRange();
        range.selectNodeContents(item);
        return [item.textContent, new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size];
      }),
    );
    expect(lines.length).toBeGreaterThan(1);
    for (const [, count] of lines) expect(count).toBe(1);
  });
});
