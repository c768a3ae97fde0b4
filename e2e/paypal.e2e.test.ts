// PayPal as a redirect provider (spec 3 §4.4, §7 createPaypalOrder, §9 method 6) in Chromium: the shopper leaves for
// the provider's own page (another origin), approves or cancels, and comes back to the store.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { openHydrated, usePagePerTest } from './browser.ts';

const storeUrl = inject('storeUrl');
// A seeded mousepad at $25, in stock in every warehouse.
const mousepad = { id: 602301, description: 'Rigkit Large Gaming Mousepad 450x400mm' };

const session = usePagePerTest();
let page: Page;
beforeEach(() => {
  ({ page } = session);
});

const roundTrip = { timeout: 15_000 };
const open = (path: string) => openHydrated(page, `${storeUrl}${path}`);

/** A guest's cart with the mousepad, contact and Perth address given and eParcel chosen: the checkout opens at payment. */
async function readyToPay() {
  await open('/');
  const ok = await page.evaluate(async (id) => {
    const post = (path: string, body: unknown) => fetch(`/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await post('/updateCart', { ShoppingCart: { ShoppingCartItems: [{ InventoryItemId: id, Quantity: 1 }] } });
    const contact = { FirstName: 'Mia', LastName: 'Nguyen', EmailAddress: 'mia.nguyen@example.com.au', MobileNumber: '0412345678', ShippingStreetAddressLine1: '12 Hay St', ShippingSuburb: 'Perth', ShippingState: 'WA', ShippingPostcode: '6000' };
    await post('/session/saveSession', { CheckoutState: contact });
    const fresh = (await (await fetch('/api/session/fetchFreshCheckoutState')).json()) as { data: { ShippingOptionsForCart: { DisplayName: string; ShippingMethodId: number; InventoryWarehouseId: number }[] } };
    const eParcel = fresh.data.ShippingOptionsForCart.find((option) => option.DisplayName === 'Auspost eParcel');
    if (!eParcel) return false;
    const saved = await post('/session/saveSession', { CheckoutState: { ...contact, ShippingMethodId: eParcel.ShippingMethodId, InventoryWarehouseId: eParcel.InventoryWarehouseId, SelectedShippingMethod: eParcel } });
    return saved.ok;
  }, mousepad.id);
  expect(ok).toBe(true);
  await open('/checkout');
  await page.getByRole('heading', { name: 'Payment' }).waitFor(roundTrip);
}

async function toPayPal() {
  await page.getByRole('radio', { name: 'PayPal' }).click();
  await page.getByRole('button', { name: 'Continue to PayPal' }).click();
  await page.getByRole('heading', { name: 'PayPal sandbox' }).waitFor(roundTrip);
  // The approve page is the provider's, on its own origin.
  expect(new URL(page.url()).origin).not.toBe(new URL(storeUrl).origin);
}

describe('PayPal', () => {
  it('approved on PayPal, the order is placed and the confirmation shown', async () => {
    await readyToPay();
    const total = await page.locator('[data-part="summary-total"] strong').textContent();
    await toPayPal();
    await page.getByRole('link', { name: 'Approve payment' }).click();
    await page.getByRole('heading', { name: 'Order confirmed' }).waitFor(roundTrip);
    const details = await page.locator('[data-rigkit="order-confirmation"]').textContent();
    expect(details).toMatch(/Order numberSO-\d+/);
    expect(details).toContain(`Total${total}`);
    await expect.poll(() => page.locator('.site-cart__count').textContent()).toBe('0');
  });

  it('cancelled on PayPal, the shopper is back at payment with the cart intact and told why', async () => {
    await readyToPay();
    await toPayPal();
    await page.getByRole('link', { name: 'Cancel and return to the store' }).click();
    await page.getByRole('alert').filter({ hasText: 'You cancelled the PayPal payment. Your cart is unchanged: choose a payment method to continue.' }).waitFor(roundTrip);
    expect(await page.getByRole('heading', { name: 'Payment' }).count()).toBe(1);
    expect(await page.locator('[data-part="summary"]').textContent()).toContain(mousepad.description);
    // Once hydrated, the provider's answer leaves the address, so a reload does not read it again.
    await expect.poll(() => new URL(page.url()).search, roundTrip).toBe('');
    const results = await new AxeBuilder({ page }).include('[data-rigkit="checkout"]').analyze();
    expect(results.violations).toEqual([]);
    await open('/cart');
    expect(await page.locator('[data-rigkit="cart-table"]').textContent()).toContain(mousepad.description);
  });
});
