// Issue 16 in a real browser against the real store: forgot → the e-mail's link from the outbox → reset → log in with
// the new password while the old one is refused; creating accounts; with axe on every form and its outcome.
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { generateTotp } from '../packages/server/src/identity/totp.ts';
import { openHydrated, usePagePerTest } from './browser.ts';
import { expectNoAxeViolations as expectNoAxeViolationsIn } from './shopper.ts';

const storeUrl = inject('storeUrl');
const session = usePagePerTest();
/** A password hash (Argon2id at 19 MiB) can take seconds on a busy machine: answers that hash get this long. */
const slow = { timeout: 20_000 };

const expectNoAxeViolations = (page: Page, selector: string) => expectNoAxeViolationsIn(page, selector);

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

/** This browser's session GUID and auth key cookies, as one string: they change when the server re-issues them. */
async function sessionCookie(page: Page): Promise<string> {
  const cookies = await page.context().cookies(storeUrl);
  return cookies
    .filter((cookie) => /^(plesession|(__Host-)?pleauthkey)$/.test(cookie.name))
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .sort()
    .join('; ');
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

const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}.${++counter}@example.com.au`;

/** The billing address through the store's address search: the shopper types, then picks the suggestion. */
async function searchBillingAddress(page: Page) {
  const billing = page.getByRole('group', { name: 'Billing address' });
  await billing.getByRole('combobox', { name: 'Find your address' }).fill('12 Hay');
  await billing.getByRole('option', { name: '12 Hay St, Perth WA 6000' }).click();
  await expect.poll(() => billing.getByRole('textbox', { name: 'Postcode' }).inputValue(), slow).toBe('6000');
  expect(await billing.getByRole('textbox', { name: 'Suburb' }).inputValue()).toBe('Perth');
}

/** The billing address typed by hand, after "Enter address manually". */
async function typeBillingAddress(page: Page) {
  const billing = page.getByRole('group', { name: 'Billing address' });
  await billing.getByRole('button', { name: 'Enter address manually' }).click();
  await billing.getByRole('textbox', { name: 'Street address', exact: true }).fill('Unit 4');
  await billing.getByRole('textbox', { name: 'Address line 2 / Attn to (optional)' }).fill('18 Wanneroo Rd');
  await billing.getByRole('textbox', { name: 'Suburb' }).fill('Wangara');
  await billing.getByRole('combobox', { name: 'State' }).selectOption('WA');
  await billing.getByRole('textbox', { name: 'Postcode' }).fill('6065');
}

describe('create account (spec 3 §2.2, §4.1; issue 16 item 2)', { timeout: 180_000 }, () => {
  it('creates an individual account and lands on /account showing their name', async () => {
    const { page } = session;
    const email = uniqueEmail('individual');
    await openHydrated(page, `${storeUrl}/CreateAccount`);
    await expectNoAxeViolations(page, '[data-rigkit="create-account-form"]');
    await page.getByRole('textbox', { name: 'First name' }).fill('Liam');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Walker');
    await page.getByRole('textbox', { name: 'Mobile' }).fill('0412 345 678');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('staple-kangaroo-42');
    await page.getByLabel('Confirm password').fill('staple-kangaroo-42');
    await searchBillingAddress(page);
    await expectNoAxeViolations(page, '[data-rigkit="create-account-form"]');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(/\/account$/, slow);
    await expect.poll(() => page.getByText('Liam Walker').first().isVisible(), slow).toBe(true);
    await expect.poll(() => page.getByText(email).first().isVisible(), slow).toBe(true);
    await expectNoAxeViolations(page, '[data-rigkit="account-details-form"]');
  });

  it('creates a company account with an ABN (after refusing one whose check digits fail) and lands on /account', async () => {
    const { page } = session;
    const email = uniqueEmail('company');
    await openHydrated(page, `${storeUrl}/CreateAccount`);
    await page.getByRole('radio', { name: 'Company' }).check();
    await page.getByRole('textbox', { name: 'Company name' }).fill('Walker Builds Pty Ltd');
    await page.getByRole('textbox', { name: 'ABN' }).fill('51 824 753 557');
    await page.getByRole('textbox', { name: 'Contact name' }).fill('Liam Walker');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('staple-kangaroo-42');
    await page.getByLabel('Confirm password').fill('staple-kangaroo-42');
    await typeBillingAddress(page);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => page.getByText('Please enter a valid ABN').isVisible(), slow).toBe(true);
    await expectNoAxeViolations(page, '[data-rigkit="create-account-form"]');
    await page.getByRole('textbox', { name: 'ABN' }).fill('51 824 753 556');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(/\/account$/, slow);
    await expect.poll(() => page.getByText('Walker Builds Pty Ltd').first().isVisible(), slow).toBe(true);
  });

  it('can be filled and sent with the keyboard alone', async () => {
    const { page } = session;
    const email = uniqueEmail('keyboard');
    await openHydrated(page, `${storeUrl}/CreateAccount`);
    // Focus starts on the form's first control; from there only keys.
    await page.getByRole('radio', { name: 'Individual' }).focus();
    const type = async (text: string) => {
      await page.keyboard.press('Tab');
      if (text) await page.keyboard.type(text);
    };
    await type('Kim'); // First name
    await type('Keys'); // Last name
    await type(''); // Contact name
    await type('0423456789'); // Mobile
    await type(email); // Email
    await type('staple-kangaroo-42'); // Password
    await type('staple-kangaroo-42'); // Confirm password
    await type('12 Hay'); // Find your address
    await page.getByRole('option', { name: '12 Hay St, Perth WA 6000' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const billing = page.getByRole('group', { name: 'Billing address' });
    await expect.poll(() => billing.getByRole('textbox', { name: 'Postcode' }).inputValue(), slow).toBe('6000');
    expect(await billing.getByRole('combobox', { name: 'State' }).inputValue()).toBe('WA');
    // On through the filled fields and "Ship to a different address" to the button.
    for (let presses = 0; presses < 10 && (await page.evaluate(() => document.activeElement?.textContent)) !== 'Create Account'; presses += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Create Account');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/account$/, slow);
    await expect.poll(() => page.getByText('Kim Keys').first().isVisible(), slow).toBe(true);
  });
});

/**
 * Codes as an authenticator app gives them, each for a later 30-second step than the last (the server accepts a code
 * once and only within one step of its clock): waits, when needed, for the real clock to reach the step before.
 */
function authenticator(secret: string, page: Page) {
  const stepOf = (time: number) => Math.floor(time / 30_000);
  let lastStep = stepOf(Date.now()) - 1;
  return async () => {
    const target = lastStep + 1;
    while (stepOf(Date.now()) + 1 < target) await page.waitForTimeout(1000);
    lastStep = target;
    return generateTotp(secret, new Date(target * 30_000));
  };
}

describe('two-factor settings (spec 3 §4.8; issue 16 item 5)', { timeout: 180_000 }, () => {
  it('enables from the shown secret, asks for a code at the next login, and disables', async () => {
    const { page } = session;
    const { email, password } = await apiAccount(page);
    await logInThroughForm(page, email, password);
    await page.waitForURL(/\/account$/i, slow);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const settings = page.locator('[data-rigkit="two-factor-settings"]');
    await settings.getByRole('button', { name: 'Enable two-factor' }).click();
    const secret = (await settings.locator('[data-part="secret-value"]').textContent({ timeout: 20_000 })) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await settings.getByRole('img', { name: 'QR code to add this account to an authenticator app' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page, '[data-rigkit="two-factor-settings"]');
    const nextCode = authenticator(secret, page);
    await settings.getByRole('textbox', { name: 'Authentication code' }).fill(await nextCode());
    const sessionBefore = await sessionCookie(page);
    await settings.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => settings.locator('[data-part="current"]').textContent(), slow).toBe('Enabled');
    // Turning two-factor on re-issued this browser's session (issue 14 item 2): new cookies, still logged in after a reload.
    await expect.poll(() => sessionCookie(page), slow).not.toBe(sessionBefore);
    await openHydrated(page, `${storeUrl}/account`);
    await expect.poll(() => settings.locator('[data-part="current"]').textContent(), slow).toBe('Enabled');
    expect(await page.getByRole('button', { name: 'Log In' }).count()).toBe(0);

    await openHydrated(page, `${storeUrl}/Logout`);
    await page.waitForURL(`${storeUrl}/`, slow);
    await logInThroughForm(page, email, password);
    const code = page.getByRole('textbox', { name: /code/i }).first();
    await code.waitFor({ timeout: 20_000 });
    // A later step's code: the one used to enable is never accepted twice.
    await code.fill(await nextCode());
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/account$/i, slow);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });

    await settings.getByRole('button', { name: 'Disable two-factor' }).click();
    await settings.getByRole('textbox', { name: 'Authentication code' }).fill(await nextCode());
    const sessionWithTwoFactor = await sessionCookie(page);
    await settings.getByRole('button', { name: 'Confirm disable' }).click();
    await expect.poll(() => settings.locator('[data-part="current"]').textContent(), slow).toBe('Disabled');
    await expect.poll(() => sessionCookie(page), slow).not.toBe(sessionWithTwoFactor);
    await openHydrated(page, `${storeUrl}/account`);
    await expect.poll(() => settings.locator('[data-part="current"]').textContent(), slow).toBe('Disabled');
  });
});

describe('the account pages (spec 3 §2.9, §5.5; issue 16 items 3 and 4)', { timeout: 180_000 }, () => {
  it('changes the password and ends the session in another browser, keeping this one', async () => {
    const { page, browser } = session;
    const { email, password } = await apiAccount(page);
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    try {
      await logInThroughForm(otherPage, email, password);
      await otherPage.waitForURL(/\/account$/i, slow);
      await logInThroughForm(page, email, password);
      await page.waitForURL(/\/account$/i, slow);
      await openHydrated(page, `${storeUrl}/account/changepassword`);
      await expectNoAxeViolations(page, '[data-rigkit="change-password-form"]');
      await page.getByLabel('Old password').fill(password);
      await page.getByLabel('New password', { exact: true }).fill('emu-wombat-quokka-7');
      await page.getByLabel('Confirm new password').fill('emu-wombat-quokka-8');
      await page.getByRole('button', { name: 'Change Password' }).click();
      await expect.poll(() => page.locator('[data-rigkit="change-password-form"] [role="alert"]').textContent(), slow).toBe('New password and confirmation do not match');
      await page.getByRole('checkbox', { name: 'Show passwords' }).check();
      expect(await page.getByLabel('Old password').getAttribute('type')).toBe('text');
      await page.getByLabel('Confirm new password').fill('emu-wombat-quokka-7');
      await page.getByRole('button', { name: 'Change Password' }).click();
      await expect.poll(() => page.locator('[data-rigkit="change-password-form"] [role="status"]').textContent(), slow).toBe('Password changed successfully');
      await expectNoAxeViolations(page, '[data-rigkit="change-password-form"]');
      // This browser stays logged in; the other one meets the login form.
      await openHydrated(page, `${storeUrl}/account`);
      await expect.poll(() => page.locator('[data-rigkit="account-details-form"]').isVisible(), slow).toBe(true);
      await openHydrated(otherPage, `${storeUrl}/account`);
      await expect.poll(() => otherPage.locator('[data-guard="login-required"]').isVisible(), slow).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('edits the account details and toggles, Cancel restores them, and the notification page is reachable', async () => {
    const { page } = session;
    const { email, password } = await apiAccount(page);
    await logInThroughForm(page, email, password);
    await page.waitForURL(/\/account$/i, slow);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const form = page.locator('[data-rigkit="account-details-form"]');
    await form.getByRole('textbox', { name: 'Contact name' }).fill('Robin R');
    await form.getByRole('switch', { name: 'Invoices by SMS' }).check();
    await form.getByRole('button', { name: 'Cancel' }).click();
    expect(await form.getByRole('switch', { name: 'Invoices by SMS' }).isChecked()).toBe(false);
    expect(await form.getByRole('textbox', { name: 'Contact name' }).inputValue()).toBe('Robin Reset');
    await form.getByRole('textbox', { name: 'Mobile' }).fill('0498 765 432');
    await form.getByRole('textbox', { name: 'First name' }).fill('Robyn');
    await form.getByRole('switch', { name: 'Work order updates by SMS' }).check();
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => form.locator('[role="status"]').textContent(), slow).toBe('Account details updated successfully');
    // The greeting reads the session's name: it follows the save without a reload, and the message stays.
    await page.getByRole('heading', { name: 'Welcome back, Robyn' }).waitFor(slow);
    expect(await form.locator('[role="status"]').textContent()).toBe('Account details updated successfully');
    await expectNoAxeViolations(page, '[data-rigkit="account-details-form"]');
    await page.reload({ waitUntil: 'networkidle' });
    expect(await form.getByRole('textbox', { name: 'Mobile' }).inputValue()).toBe('0498765432');
    expect(await form.getByRole('switch', { name: 'Work order updates by SMS' }).isChecked()).toBe(true);
    await openHydrated(page, `${storeUrl}/account/notifications`);
    await expect.poll(() => page.getByRole('heading', { name: 'Notification Settings' }).isVisible(), slow).toBe(true);
    expect(await page.getByText('You have no notifications.').isVisible()).toBe(true);
    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
