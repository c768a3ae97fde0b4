// Issue 17 defect 6: a shared cart keeps the coupon prices of the cart it was shared from (FREEMAT's $0 mousepad
// showed its catalogue price on /wishlist/{code}), on the shared page and once added to the visitor's cart.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../contract/schemas.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ items: 150 });
}, 120_000);
afterAll(async () => t.close());

type Cart = Schema<'Cart'>;
type WishlistItem = Schema<'WishlistItem'>;
const mousepad = 602300;

async function cartWithFreeMat(session: string): Promise<Cart> {
  await t.call('POST', '/updateCart', { body: { ShoppingCart: { ShoppingCartItems: [{ InventoryItemId: 602301, Quantity: 1 }] } }, session });
  const applied = await t.call('POST', '/applyCouponToCart', { body: { CouponCode: 'FREEMAT' }, session });
  return (applied.body.data as { ShoppingCart: Cart }).ShoppingCart;
}

async function share(session: string, lines: readonly Schema<'AddToCartLine'>[]): Promise<string> {
  const result = await t.call('POST', '/createShareableCart', { body: { ShoppingCart: { ShoppingCartItems: lines } }, session });
  expect(result.status).toBe(200);
  return (result.body.data as { Code: string }).Code;
}

async function sharedItems(code: string): Promise<WishlistItem[]> {
  const result = await t.call('POST', '/fetchWishlistItems', { body: { WishlistGuid: code }, session: randomUUID() });
  return (result.body.data as { Results: WishlistItem[] }).Results;
}

const asLines = (cart: Cart) => cart.ShoppingCartItems.map((line) => ({ InventoryItemId: line.InventoryItemId, Quantity: line.Quantity, CouponCode: line.CouponCode ?? null }));
const wishlistLines = (items: readonly WishlistItem[]) =>
  items.map((item) => ({ InventoryItemId: item.InventoryItemId, Quantity: item.Quantity, AddToCartSource: 'wishlist' as const, CustomerWishlistItemId: item.CustomerWishlistItemId }));

describe('a shared cart keeps its coupons (issue 17 defect 6)', () => {
  it('prices the FREEMAT mousepad at $0 on the shared page, as in the cart that was shared', async () => {
    const sharer = randomUUID();
    const cart = await cartWithFreeMat(sharer);
    expect(cart.ShoppingCartItems).toContainEqual(expect.objectContaining({ InventoryItemId: mousepad, UnitCost: 0, CouponCode: 'FREEMAT' }));
    const items = await sharedItems(await share(sharer, asLines(cart)));
    const pad = items.find((item) => item.InventoryItemId === mousepad);
    expect(pad).toMatchObject({ CustomerPriceIncTax: 0, CouponCode: 'FREEMAT' });
    expect(pad?.RetailPriceIncTax).toBeGreaterThan(0);
    expect(items.find((item) => item.InventoryItemId === 602301)).toMatchObject({ CouponCode: null });
  });

  it('adds the shared lines to a visitor\'s cart with the coupon and its price', async () => {
    const sharer = randomUUID();
    const items = await sharedItems(await share(sharer, asLines(await cartWithFreeMat(sharer))));
    const visitor = randomUUID();
    const saved = await t.call('POST', '/updateCart', { body: { ShoppingCart: { ShoppingCartItems: wishlistLines(items) } }, session: visitor });
    expect(saved.status).toBe(200);
    const lines = (saved.body.data as { ShoppingCart: Cart }).ShoppingCart.ShoppingCartItems;
    expect(lines).toContainEqual(expect.objectContaining({ InventoryItemId: mousepad, UnitCost: 0, CouponCode: 'FREEMAT' }));
    // The visitor's next save keeps it: the cart now carries the coupon.
    const again = await t.call('GET', '/fetchCart', { session: visitor });
    expect(JSON.stringify(again.body.data)).toContain('FREEMAT');
  });

  it('gives the offer once: a visitor who already has a FREEMAT mousepad pays for the shared one', async () => {
    const sharer = randomUUID();
    const items = await sharedItems(await share(sharer, asLines(await cartWithFreeMat(sharer))));
    const visitor = randomUUID();
    const own = await cartWithFreeMat(visitor);
    const saved = await t.call('POST', '/updateCart', {
      body: { ShoppingCart: { ShoppingCartItems: [...own.ShoppingCartItems.map((line) => ({ InventoryItemId: line.InventoryItemId, Quantity: line.Quantity, CouponCode: line.CouponCode ?? null })), ...wishlistLines(items)] } },
      session: visitor,
    });
    const pads = (saved.body.data as { ShoppingCart: Cart }).ShoppingCart.ShoppingCartItems.filter((line) => line.InventoryItemId === mousepad);
    expect(pads.map((line) => line.UnitCost === 0)).toEqual([true, false]);
  });

  it('ignores a coupon the sharer\'s cart does not carry', async () => {
    const sharer = randomUUID();
    await t.call('POST', '/updateCart', { body: { ShoppingCart: { ShoppingCartItems: [{ InventoryItemId: 602301, Quantity: 1 }] } }, session: sharer });
    const items = await sharedItems(await share(sharer, [{ InventoryItemId: mousepad, Quantity: 1, CouponCode: 'FREEMAT' }]));
    expect(items[0]).toMatchObject({ CouponCode: null });
    expect(items[0]?.CustomerPriceIncTax).toBeGreaterThan(0);
  });
});
