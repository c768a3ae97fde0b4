// The redirect payment providers in Chromium: PayPal (spec 3 §4.4, §7 createPaypalOrder, §9 method 6), approved
// before the order, and Zip (§9 method 11), paid after it. The shopper leaves for the provider's own page (another
// origin), approves or cancels, and comes back to the store.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePagePerTest } from './browser.ts';
import { expectNoAxeViolations, fillCart, openStore, roundTrip, seededItems, storeUrl } from './shopper.ts';

const { mousepad } = seededItems;

const session = usePagePerTest();
let page: Page;
beforeEach(() => {
  ({ page } = session);
});
const open = (path: string) => openStore(page, path);

/** A guest's cart with the mousepad, contact and Perth address given and eParcel chosen: the checkout opens at payment. */
async function readyToPay() {
  await fillCart(page, [{ InventoryItemId: mousepad.id, Quantity: 1 }]);
  const ok = await page.evaluate(async () => {
    const post = (path: string, body: unknown) => fetch(`/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const contact = { FirstName: 'Mia', LastName: 'Nguyen', EmailAddress: 'mia.nguyen@example.com.au', MobileNumber: '0412345678', ShippingStreetAddressLine1: '12 Hay St', ShippingSuburb: 'Perth', ShippingState: 'WA', ShippingPostcode: '6000' };
    await post('/session/saveSession', { CheckoutState: contact });
    const fresh = (await (await fetch('/api/session/fetchFreshCheckoutState')).json()) as { data: { ShippingOptionsForCart: { DisplayName: string; ShippingMethodId: number; InventoryWarehouseId: number }[] } };
    const eParcel = fresh.data.ShippingOptionsForCart.find((option) => option.DisplayName === 'Auspost eParcel');
    if (!eParcel) return false;
    const saved = await post('/session/saveSession', { CheckoutState: { ...contact, ShippingMethodId: eParcel.ShippingMethodId, InventoryWarehouseId: eParcel.InventoryWarehouseId, SelectedShippingMethod: eParcel } });
    return saved.ok;
  });
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
    await expectNoAxeViolations(page);
    await open('/cart');
    expect(await page.locator('[data-rigkit="cart-table"]').textContent()).toContain(mousepad.description);
  });
});

async function toZip() {
  await page.getByRole('radio', { name: 'Zip' }).click();
  await page.getByText("Placing your order takes you to Zip to pay for it. You'll come back here once it's done.").waitFor();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.getByRole('heading', { name: 'Zip sandbox' }).waitFor(roundTrip);
  expect(new URL(page.url()).origin).not.toBe(new URL(storeUrl).origin);
}

describe('Zip', () => {
  it('approved at Zip after the order, the confirmation shows it paid with the store contact details', async () => {
    await readyToPay();
    const total = await page.locator('[data-part="summary-total"] strong').textContent();
    await toZip();
    await page.getByRole('link', { name: 'Approve and pay with Zip' }).click();
    await page.getByRole('heading', { name: 'Order confirmed' }).waitFor(roundTrip);
    await page.getByRole('status').filter({ hasText: 'Your Zip payment is complete.' }).waitFor(roundTrip);
    const details = await page.locator('[data-rigkit="order-confirmation"] [data-part="details"]').textContent();
    expect(details).toContain(`Total${total}`);
    expect(details).not.toContain('Balance owing');
    expect(await page.getByRole('region', { name: 'Contact us' }).textContent()).toMatch(/\(08\)|\(03\)/);
    await expect.poll(() => page.locator('.site-cart__count').textContent()).toBe('0');
    await expect.poll(() => new URL(page.url()).search, roundTrip).toBe('');
    await expectNoAxeViolations(page, 'main');
  });

  it('cancelled at Zip, the order waits for payment and Pay for this order opens its payment', async () => {
    await readyToPay();
    const total = await page.locator('[data-part="summary-total"] strong').textContent();
    await toZip();
    await page.getByRole('link', { name: 'Cancel and return to the store' }).click();
    const alert = page.getByRole('alert').filter({ hasText: /^Your Zip payment was not completed, so order SO-\d+ is still waiting for payment\./ });
    await alert.waitFor(roundTrip);
    const number = /SO-\d+/.exec((await alert.textContent()) ?? '')?.[0] ?? '';
    expect(await page.locator('[data-part="details"]').textContent()).toContain(`Balance owing${total}`);
    await alert.getByRole('link', { name: 'Pay for this order' }).click();
    await page.getByRole('heading', { name: 'Payment' }).waitFor(roundTrip);
    const checkout = (await page.locator('[data-rigkit="checkout"]').textContent()) ?? '';
    expect(checkout).toContain(number);
    expect(checkout).toContain(total ?? '');
  });
});
