// Returns end to end (spec 3 §4.8, §5.5, §8; issue 18 item 5) in Chromium against the store as `npm start` serves
// it: the company demo customer files a return with a photo on /account/return, sees the created screen with its
// reference, finds the return in Return History and downloads its advice as a PDF that parses; the EICAR test file
// inside a png is refused by the virus scan with a clear message. Axe runs on each screen.
import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { eicarTestFile } from '../packages/server/src/adapters/antivirus.ts';
import { demoAccounts } from '../packages/server/src/seed/demoAccounts.ts';
import { pdfText } from '../packages/server/src/testing/pdfText.ts';
import { usePagePerTest } from './browser.ts';
import { openStore, roundTrip } from './shopper.ts';

const session = usePagePerTest();
let page: Page;
beforeEach(() => {
  ({ page } = session);
});

// A real 1 x 1 PNG.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function logInAt(path: string) {
  await openStore(page, path);
  await page.getByLabel('E-mail').fill(demoAccounts.company.email);
  await page.getByLabel('Password').fill(demoAccounts.company.password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

async function expectNoAxeViolations(selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Invoice SI-552311, its first returnable line, a serial number and a fault. */
async function fillReturn() {
  const form = page.locator('[data-rigkit="return-form"]');
  await form.getByRole('heading', { name: 'Return a Product' }).waitFor(roundTrip);
  await form.getByLabel('Invoice').selectOption('552311');
  const item = form.getByRole('group', { name: 'Item to return' }).getByRole('radio').first();
  await item.waitFor(roundTrip);
  await item.check();
  await form.getByLabel('Serial Number').fill('WS22H2-7781');
  await form.getByLabel('Fault Description').fill('Licence key reported as already used.');
  return form;
}

describe('returns in the account area (company demo customer)', () => {
  it('refuses the EICAR test file, files a return with a photo, shows its reference, and lists it in Return History', async () => {
    await logInAt('/account/return');
    const form = await fillReturn();
    await expectNoAxeViolations('[data-rigkit="return-form"]');

    // The rules of the form first: no photo yet.
    await form.getByRole('button', { name: 'Submit Return' }).click();
    expect(await form.getByText('Please upload at least one file').isVisible()).toBe(true);

    // The EICAR test file inside a png passes the content check and is refused by the scanner.
    await form.getByLabel('Photos').setInputFiles({ name: 'eicar.png', mimeType: 'image/png', buffer: Buffer.concat([png, Buffer.from(eicarTestFile())]) });
    await form.getByRole('button', { name: 'Submit Return' }).click();
    await expect.poll(() => form.getByRole('alert').textContent(), roundTrip).toBe('eicar.png: Error saving uploaded image. The file did not pass the virus scan');
    await form.getByRole('button', { name: 'Remove eicar.png' }).click();

    await form.getByLabel('Photos').setInputFiles({ name: 'licence-box.png', mimeType: 'image/png', buffer: png });
    await form.getByRole('button', { name: 'Submit Return' }).click();
    const created = page.getByRole('heading', { name: 'Return created' });
    await created.waitFor(roundTrip);
    const reference = (await form.locator('[data-part="reference"] strong').textContent()) ?? '';
    expect(reference).toMatch(/^CRA-1\d{5}$/);
    expect(await form.locator('[data-part="instructions"]').textContent()).toContain('within 14 days');
    await expectNoAxeViolations('[data-rigkit="return-form"]');

    // The advice as a PDF that parses back.
    const [download] = await Promise.all([page.waitForEvent('download', roundTrip), form.getByRole('button', { name: 'Download Return Advice' }).click()]);
    expect(download.suggestedFilename()).toBe(`${reference}.pdf`);
    const text = await pdfText(await readFile((await download.path()) ?? ''));
    expect(text.title).toBe(`Return Advice ${reference}`);
    expect(text.strings.join('\n')).toContain('Invoice: SI-552311');

    await form.getByRole('button', { name: 'Make another return' }).click();
    expect(await form.getByLabel('Serial Number').inputValue()).toBe('');

    await openStore(page, '/account/returns');
    const history = page.locator('[data-rigkit="return-history"]');
    await history.getByRole('heading', { name: reference }).waitFor(roundTrip);
    // Newest first, awaiting the parcel.
    expect(await history.locator('[data-part="number"]').first().textContent()).toBe(reference);
    expect(await history.locator('[data-part="card"]').first().textContent()).toContain('Awaiting Receipt');
    expect(await history.locator('[data-part="card"]').first().textContent()).toContain('WS22H2-7781');
    await expectNoAxeViolations('[data-rigkit="return-history"]');
  });
});
