// Buying, end to end (spec 3 §2.6, §2.8, §4.4): a real Chromium from the cart's Checkout to the confirmation, the
// card typed into the card provider's own iframe (another origin), against the store as `npm start` serves it.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePagePerTest } from './browser.ts';
import { expectNoAxeViolations, fillCart, openStore, roundTrip, seededItems } from './shopper.ts';

// The processor has none on hand, only a supplier delivery due.
const { mousepad, am5Cpu: backorderedCpu } = seededItems;

const session = usePagePerTest();
let page: Page;
beforeEach(() => {
  ({ page } = session);
});
const open = (path: string) => openStore(page, path);

/** From the cart's Checkout button to the delivery step, as a guest. */
async function checkoutAsGuest(item = mousepad, quantity = 1) {
  await fillCart(page, [{ InventoryItemId: item.id, Quantity: quantity }]);
  await open('/cart');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('heading', { name: 'Contact details' }).waitFor(roundTrip);
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Checkout');
  expect(await page.locator('[data-part="summary"]').textContent()).toContain(item.description);
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Email' }).fill('mia.nguyen@example.com.au');
  await page.getByRole('textbox', { name: 'First name' }).fill('Mia');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Nguyen');
  await page.getByRole('textbox', { name: 'Mobile' }).fill('0412 345 678');
  await page.getByRole('button', { name: 'Next' }).click();
}

async function deliverToPerth() {
  // The address collector: typed, then the first suggestion picked with the keyboard.
  await page.getByRole('combobox', { name: 'Find your address' }).pressSequentially('12 Hay');
  await page.getByRole('option', { name: '12 Hay St, Perth WA 6000' }).waitFor(roundTrip);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByRole('textbox', { name: 'Postcode' }).inputValue(), roundTrip).toBe('6000');
  await page.getByRole('button', { name: 'Show shipping options' }).click();
  await page.getByRole('radio', { name: /Standard Delivery/ }).click(roundTrip);
  await page.getByRole('heading', { name: 'Payment' }).waitFor();
  await expectNoAxeViolations(page);
}

async function typeCard(number: string) {
  await page.getByRole('radio', { name: 'Credit Card' }).click();
  const card = page.frameLocator('iframe[title="Card details"]');
  await card.getByLabel('Card number').fill(number);
  await card.getByLabel('Expiry (MM/YY)').fill('12/30');
  await card.getByLabel('CVV').fill('123');
  await card.getByLabel('Name on card').fill('Mia Nguyen');
  return card;
}

describe('checkout', () => {
  it('a guest pays for a delivery by card through a 3-D Secure challenge and sees the confirmation', async () => {
    await checkoutAsGuest();
    await deliverToPerth();
    const card = await typeCard('4000 0000 0000 1091');
    const total = await page.locator('[data-part="summary-total"] strong').textContent();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await card.getByLabel(/one-time code/).fill('1234');
    await card.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'Order confirmed' }).waitFor(roundTrip);
    expect(page.url()).toMatch(/\/Checkout\/OrderConfirmed\/[0-9a-f-]{36}$/);
    const details = await page.locator('[data-rigkit="order-confirmation"]').textContent();
    expect(details).toMatch(/Order numberSO-\d+/);
    expect(details).toContain('Awaiting Processing');
    expect(details).toContain('Dispatching From');
    expect(details).toContain(`Total${total}`);
    await expect.poll(() => page.locator('.site-cart__count').textContent()).toBe('0');
    await expectNoAxeViolations(page, '[data-rigkit="order-confirmation"]');
  });

  it('a declined card shows why and keeps the cart', async () => {
    await checkoutAsGuest();
    await deliverToPerth();
    await typeCard('4000 1111 1111 1115');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByText('Your card was declined. Please try another card or payment method.').waitFor(roundTrip);
    expect(page.url()).toMatch(/\/checkout$/);
    await open('/cart');
    expect(await page.locator('[data-rigkit="cart-table"]').textContent()).toContain(mousepad.description);
  });

  it('collects in a WA store, paid by gift voucher and card', async () => {
    await checkoutAsGuest(mousepad, 5);
    await page.getByRole('button', { name: 'Click and Collect' }).click();
    await page.getByRole('textbox', { name: 'Your postcode, to find stores near you' }).fill('6000');
    await page.getByRole('button', { name: 'Show stores' }).click();
    const wa = page.getByRole('region', { name: 'Western Australia' });
    await wa.getByRole('button', { name: /^Select / }).first().click(roundTrip);
    const confirm = page.getByRole('button', { name: /^Collect from / });
    if (await confirm.count()) await confirm.click();
    await page.getByRole('heading', { name: 'Payment' }).waitFor();
    await page.getByRole('radio', { name: 'Gift Voucher or Store Credit' }).click();
    await page.getByRole('textbox', { name: 'Gift voucher code' }).fill('GV-8F3K-2M9Q');
    await page.getByRole('button', { name: 'Apply voucher' }).click();
    await page.getByText('Gift voucher GV-8F3K-2M9Q $100.00').waitFor(roundTrip);
    await typeCard('4111 1111 1111 1111');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('heading', { name: 'Order confirmed' }).waitFor(roundTrip);
    const details = await page.locator('[data-rigkit="order-confirmation"]').textContent();
    expect(details).toContain('Pickup Location');
    expect(details).toContain('Total$125.00');
  });

  it('takes an item with no stock on hand but a supplier delivery due as a backorder', async () => {
    await checkoutAsGuest(backorderedCpu);
    await deliverToPerth();
    await typeCard('4111 1111 1111 1111');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('heading', { name: 'Order confirmed' }).waitFor(roundTrip);
    const details = await page.locator('[data-rigkit="order-confirmation"]').textContent();
    expect(details).toContain('Order statusBackorder');
    expect(details).toContain('Stock statusWaiting on Supplier');
  });

  it("a product page's Buy Now opens the checkout with that item", async () => {
    await open('/Products/501001');
    await page.getByRole('button', { name: 'Buy Now' }).first().click();
    await page.getByRole('heading', { name: 'Contact details' }).waitFor(roundTrip);
    expect(await page.locator('[data-part="summary"]').textContent()).toContain('AMD Ryzen 5 7600X 6-Core AM5 Processor');
  });

  it('an empty cart has nothing to check out: home', async () => {
    await open('/checkout');
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
