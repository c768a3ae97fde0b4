// Verification by amount (spec 3 §2.5, §4.3, §8, §9) in Chromium against the store as `npm start` serves it: the link
// from the e-mail opens the page under content page 992 without logging in; the charged amount verifies; four wrong
// amounts use up the attempts, which a reload does not give back.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePagePerTest } from './browser.ts';
import { expectNoAxeViolations, openStore, roundTrip } from './shopper.ts';

const session = usePagePerTest();
let page: Page;
beforeEach(() => {
  ({ page } = session);
});

const retail = { email: 'retail.demo@example.com', password: 'Retail-Demo-2026!' };
const company = { email: 'company.demo@example.com', password: 'Company-Demo-2026!' };

/** The GUID of a seeded order, as its customer's account lists it; then logged out, as the e-mail's reader may be. */
async function orderGuid(account: { email: string; password: string }, number: string): Promise<string> {
  await openStore(page, '/Login?redirect=%2F');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/$/, roundTrip);
  const guid = await page.evaluate(async (wanted) => {
    const response = await fetch('/api/fetchDocuments', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ DocumentType: 'Sales Orders' }) });
    const body = (await response.json()) as { data: { DocumentNumber: string; DocumentGuid: string }[] };
    return body.data.find((document) => document.DocumentNumber === wanted)?.DocumentGuid ?? null;
  }, number);
  if (!guid) throw new Error(`no order ${number}`);
  await page.context().clearCookies();
  return guid;
}

const amountBox = () => page.getByRole('textbox', { name: 'Amount charged to your card ($)' });

describe('verification by amount', () => {
  it('verifies an order by the amount charged, from the e-mailed link without logging in', async () => {
    const guid = await orderGuid(retail, 'SO-331001');
    await openStore(page, `/Verify/${guid}`);
    await page.getByText('We made a small payment to your card. Enter the exact amount to verify your account.').waitFor();
    await page.getByText('4 attempts left').waitFor();
    await expectNoAxeViolations(page, 'main');
    await amountBox().fill('1.73');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('alert').filter({ hasText: 'Sorry that was the wrong amount or there was some other error, please contact your local store.' }).waitFor(roundTrip);
    await page.getByText('3 attempts left').waitFor();
    await amountBox().fill('$1.37');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Thank you, your order is verified.' }).waitFor(roundTrip);
    await expectNoAxeViolations(page, 'main');
  });

  it('refuses more after four wrong amounts, also after a reload', async () => {
    const guid = await orderGuid(company, 'SO-331011');
    await openStore(page, `/Verify/${guid}`);
    for (const amount of ['1', '2', '3', '4']) {
      await amountBox().fill(amount);
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByRole('alert').waitFor(roundTrip);
      await page.locator('[data-rigkit="verify-amount"]:not([data-state="validating"])').waitFor(roundTrip);
    }
    const tooMany = "We're sorry there have been too many attempts, please contact your local store.";
    await page.getByRole('alert').filter({ hasText: tooMany }).waitFor(roundTrip);
    await openStore(page, `/Verify/${guid}`);
    await page.getByRole('alert').filter({ hasText: tooMany }).waitFor(roundTrip);
    expect(await amountBox().count()).toBe(0);
  });

  it('shows the 404 page for an order with nothing to verify', async () => {
    const response = await openStore(page, `/Verify/${crypto.randomUUID()}`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'The page you requested could not be found!' }).waitFor();
  });
});
