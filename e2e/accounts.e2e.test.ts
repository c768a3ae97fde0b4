// Issue 16 in a real browser against the real store: forgot → the e-mail's link from the outbox → reset → log in with
// the new password while the old one is refused; creating accounts; with axe on every form and its outcome.
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openHydrated, usePagePerTest } from './browser.ts';

const storeUrl = inject('storeUrl');
const session = usePagePerTest();
/** A password hash (scrypt at N=2^17) can take seconds on a busy machine: answers that hash get this long. */
const slow = { timeout: 20_000 };

async function expectNoAxeViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

let counter = 0;
/** A fresh customer made through the API, so no demo account's password changes under the other test files. */
async function apiAccount(page: Page) {
  const email = `e2e.${Date.now().toString(36)}.${++counter}@example.com.au`;
  const password = 'staple-kangaroo-42';
  const response = await page.request.post(`${storeUrl}/api/createAccount`, {
    headers: { 'Content-Type': 'application/json', clientCaptchaKey: 'sandbox-v3-0.9', captchaVersion: '3', CustomerSessionGuid: randomUUID() },
    data: { CustomerFirstName: 'Robin', CustomerLastName: 'Reset', EmailAddress: email, IsCompany: false, CustomerPassword: password, ConfirmPassword: password, billingSame: true, showShipping: false },
  });
  expect(response.status()).toBe(200);
  await page.context().clearCookies();
  return { email, password };
}

async function logInThroughForm(page: Page, email: string, password: string) {
  await openHydrated(page, `${storeUrl}/Login`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

describe('forgotten and reset password (spec 3 §2.3; issue 16 item 1)', { timeout: 120_000 }, () => {
  it('e-mails a link that resets the password once; the new password logs in and the old one is refused', async () => {
    const { page } = session;
    const { email, password } = await apiAccount(page);
    await openHydrated(page, `${storeUrl}/ForgotPassword`);
    await expect.poll(() => page.getByRole('heading', { name: 'Forgotten Password Reset' }).isVisible(), slow).toBe(true);
    await expectNoAxeViolations(page, '[data-rigkit="forgot-password-form"]');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => page.getByRole('status').textContent(), slow).toBe('If that email links to a valid account, you will receive an email soon');
    await expectNoAxeViolations(page, '[data-rigkit="forgot-password-form"]');

    await page.goto(`${storeUrl}/dev/outbox`);
    const mail = page.locator('article', { hasText: email }).filter({ hasText: 'Reset your password' }).first();
    await mail.getByRole('link', { name: /ResetPassword/ }).click();
    await page.waitForURL(/\/ResetPassword\/[A-Za-z0-9_-]{43}$/);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByLabel('New password', { exact: true }).fill('emu-wombat-quokka-7');
    await page.getByLabel('Confirm new password').fill('emu-wombat-quokka-7');
    await expectNoAxeViolations(page, '[data-rigkit="reset-password-form"]');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    const resetForm = page.locator('[data-rigkit="reset-password-form"]');
    await expect.poll(() => resetForm.getAttribute('data-state'), slow).not.toBe('submitting');
    expect(await resetForm.textContent()).toContain('Your password has been reset. You can now log in with your new password.');
    await expectNoAxeViolations(page, '[data-rigkit="reset-password-form"]');

    // The link works once.
    await page.reload({ waitUntil: 'networkidle' });
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByLabel('New password', { exact: true }).fill('another-long-passphrase');
    await page.getByLabel('Confirm new password').fill('another-long-passphrase');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect.poll(() => resetForm.locator('[role="alert"]').textContent(), slow).toContain('has expired or has already been used');

    await logInThroughForm(page, email, password);
    await expect.poll(() => page.getByRole('alert').textContent(), slow).toBe('Username or password incorrect');
    await logInThroughForm(page, email, 'emu-wombat-quokka-7');
    await page.waitForURL(/\/account$/i);
    await expect.poll(() => page.getByText(email).first().isVisible(), slow).toBe(true);
  });
});
