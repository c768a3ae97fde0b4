import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCaptchaTokens } from '../adapters/captcha.ts';
import { hashAuthKey } from '../identity/authKey.ts';
import { verifyPassword } from '../identity/password.ts';
import { generateTotp } from '../identity/totp.ts';
import { demoAccounts, demoTotpSecret } from '../seed/demoAccounts.ts';
import { createTestApp, testNow, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ items: 200 });
}, 120_000);
afterAll(async () => t.close());

let sessionCounter = 0;
/** A fresh visitor per test, so carts and logins do not leak between tests. */
const newSession = () => `00000000-0000-4000-8000-${String(++sessionCounter).padStart(12, '0')}`;
/** Each test its own address, so the per-address limit of one test does not block another. */
const address = (name: string) => ({ 'x-test-address': name });

type Bundle = { AuthenticationKey?: string | null; CustomerSessionPreferences: Record<string, unknown> };

describe('session/webAuth', { timeout: 60_000 }, () => {
  it.each([
    ['retail', demoAccounts.retail],
    ['company', demoAccounts.company],
  ])('logs the %s demo customer in with a 256-bit key, stored hashed and set as an HttpOnly Secure SameSite=Lax cookie', async (_name, account) => {
    const session = newSession();
    const result = await t.call('POST', '/session/webAuth', { body: { username: account.email.toUpperCase(), password: account.password }, session, headers: address(`login-${account.customerId}`) });
    expect(result.status).toBe(200);
    const data = result.body.data as Bundle;
    expect(data.AuthenticationKey).toMatch(/^[0-9a-f]{64}$/);
    expect(data.CustomerSessionPreferences).toMatchObject({ IsLoggedIn: true, EmailAddress: account.email, CustomerId: account.customerId });
    // Issue 14 item 2: the session GUID changes at login (it was `CustomerSessionGuid: session` before).
    expect(data.CustomerSessionPreferences['CustomerSessionGuid']).not.toBe(session);
    const cookie = result.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`pleauthkey=${data.AuthenticationKey}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const stored = await t.database.db.selectFrom('auth_keys').select('auth_key_hash').where('customer_id', '=', account.customerId).execute();
    expect(stored.map((row) => row.auth_key_hash)).toContain(hashAuthKey(data.AuthenticationKey ?? ''));
    expect(stored.map((row) => row.auth_key_hash)).not.toContain(data.AuthenticationKey);
    const again = await t.call('GET', '/session/fetchSession', { session: newSession(), authKey: data.AuthenticationKey ?? '' });
    expect((again.body.data as Bundle).CustomerSessionPreferences['IsLoggedIn']).toBe(true);
  });

  it('replaces a password hash stored as scrypt, before Argon2id, with Argon2id at the login that proves the password', async () => {
    const account = demoAccounts.retail;
    const salt = randomBytes(16);
    const scryptHash = ['scrypt', 17, 8, 1, salt.toString('base64'), scryptSync(account.password, salt, 32, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 2 ** 17 * 8 }).toString('base64')].join('$');
    const customer = t.database.db.updateTable('customers').where('customer_id', '=', account.customerId);
    await customer.set({ password_hash: scryptHash }).execute();
    const result = await t.call('POST', '/session/webAuth', { body: { username: account.email, password: account.password }, session: newSession(), headers: address('rehash') });
    expect((result.body.data as Bundle).CustomerSessionPreferences).toMatchObject({ IsLoggedIn: true, CustomerId: account.customerId });
    const row = await t.database.db.selectFrom('customers').select('password_hash').where('customer_id', '=', account.customerId).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(account.password, row.password_hash)).toBe(true);
  });

  it('counts the customer\'s orders, quotes, invoices, work orders, wishlist items and builds in MyPLEStats; none for a visitor', async () => {
    const account = demoAccounts.retail;
    const login = await t.call('POST', '/session/webAuth', { body: { username: account.email, password: account.password }, session: newSession(), headers: address('stats') });
    const stats = (login.body.data as { MyPLEStats: Record<string, number> | null }).MyPLEStats;
    const db = t.database.db;
    const documents = async (type: 'Sales Order' | 'Quote' | 'Invoice') =>
      (await db.selectFrom('documents').select('document_guid').where('customer_id', '=', account.customerId).where('document_type', '=', type).execute()).length;
    const wishlistItems = await db
      .selectFrom('wishlist_items')
      .innerJoin('wishlists', 'wishlists.wishlist_id', 'wishlist_items.wishlist_id')
      .select('wishlist_items.customer_wishlist_item_id')
      .where('wishlists.customer_id', '=', account.customerId)
      .execute();
    expect(stats).toMatchObject({
      SalesOrderCount: await documents('Sales Order'),
      QuoteCount: await documents('Quote'),
      InvoiceCount: await documents('Invoice'),
      WishlistItemCount: wishlistItems.length,
    });
    expect(stats?.['SalesOrderCount']).toBeGreaterThan(0);
    expect(wishlistItems.length).toBeGreaterThan(0);
    const visitor = await t.call('GET', '/session/fetchSession', { session: newSession() });
    expect((visitor.body.data as { MyPLEStats: unknown }).MyPLEStats).toBeNull();
  });

  it.each([
    ['a wrong password', demoAccounts.retail.email, 'wrong password'],
    ['an unknown e-mail', 'nobody@example.com', demoAccounts.retail.password],
  ])('answers %s with "Could not authenticate"', async (_title, username, password) => {
    const result = await t.call('POST', '/session/webAuth', { body: { username, password }, session: newSession(), headers: address(`wrong-${username}`) });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ success: false, errors: [{ ErrorText: 'Could not authenticate' }] });
  });

  it('asks the two-factor customer for a code (TotpRequired), refuses a wrong one (InvalidTotp), accepts the right one once', async () => {
    const account = demoAccounts.twoFactor;
    const headers = address('two-factor');
    const credentials = { username: account.email, password: account.password };
    const required = await t.call('POST', '/session/webAuth', { body: credentials, session: newSession(), headers });
    expect(required.body.errors).toEqual([{ ErrorText: 'TotpRequired' }]);
    const wrong = await t.call('POST', '/session/webAuth', { body: { ...credentials, totp: '000000' }, session: newSession(), headers });
    expect(wrong.body.errors).toEqual([{ ErrorText: 'InvalidTotp' }]);
    const code = generateTotp(demoTotpSecret, t.clock.now);
    const accepted = await t.call('POST', '/session/webAuth', { body: { ...credentials, totp: code }, session: newSession(), headers });
    expect(accepted.body.success).toBe(true);
    expect((accepted.body.data as Bundle).CustomerSessionPreferences['UsesTotp']).toBe(true);
    const replayed = await t.call('POST', '/session/webAuth', { body: { ...credentials, totp: code }, session: newSession(), headers });
    expect(replayed.body.errors).toEqual([{ ErrorText: 'InvalidTotp' }]);
  });

  it('lets only one of two simultaneous logins with the same code through', async () => {
    t.clock.now = new Date(testNow.getTime() + 60_000);
    const account = demoAccounts.twoFactor;
    const body = { username: account.email, password: account.password, totp: generateTotp(demoTotpSecret, t.clock.now) };
    const results = await Promise.all([1, 2].map((n) => t.call('POST', '/session/webAuth', { body, session: newSession(), headers: address(`race-${n}`) })));
    expect(results.map((result) => result.body.success).sort()).toEqual([false, true]);
    expect(results.find((result) => !result.body.success)?.body.errors).toEqual([{ ErrorText: 'InvalidTotp' }]);
  });

  it('sends the code by SMS to the sandbox outbox when asked', async () => {
    t.clock.now = new Date(testNow.getTime() + 120_000);
    const account = demoAccounts.twoFactor;
    const result = await t.call('POST', '/session/webAuth', { body: { username: account.email, password: account.password, sendTotpSms: true }, session: newSession(), headers: address('sms') });
    expect(result.body.errors).toEqual([{ ErrorText: 'TotpRequired' }]);
    const last = t.sms.outbox.at(-1);
    expect(last?.to).toBe(account.mobile);
    expect(last?.body).toContain(generateTotp(demoTotpSecret, t.clock.now));
  });

  // Issue 14 item 8 changed these: a limit reached asks for a captcha (or slows one address down) instead of locking
  // the account, so a stranger's 5 wrong passwords no longer refuse the customer's right one.
  it('asks for a captcha after 5 failed logins on one account from any addresses; with it, the right password still works', async () => {
    const username = demoAccounts.company.email;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const result = await t.call('POST', '/session/webAuth', { body: { username, password: `wrong-${attempt}` }, session: newSession(), headers: address(`spray-${attempt}`) });
      expect(result.body.errors).toEqual([{ ErrorText: 'Could not authenticate' }]);
    }
    const challenged = await t.call('POST', '/session/webAuth', { body: { username, password: demoAccounts.company.password }, session: newSession(), headers: address('spray-last') });
    expect(challenged.status).toBe(403);
    expect(challenged.body.errors).toEqual([{ ErrorText: 'CaptchaRequired' }]);
    const solved = { ...address('spray-last'), clientCaptchaKey: sandboxCaptchaTokens.version2Solved, captchaVersion: '2' };
    const withCaptcha = await t.call('POST', '/session/webAuth', { body: { username, password: demoAccounts.company.password }, session: newSession(), headers: solved });
    expect(withCaptcha.body.success).toBe(true);
  });

  it('slows one account from one address down exponentially past 5 failures: 429 with Retry-After, then free again', async () => {
    const username = demoAccounts.retail.email;
    const headers = address('pair-backoff');
    // Earlier tests' failures on this account leave the window first.
    t.clock.now = new Date(t.clock.now.getTime() + 16 * 60_000);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await t.call('POST', '/session/webAuth', { body: { username, password: `wrong-${attempt}` }, session: newSession(), headers });
    }
    const blocked = await t.call('POST', '/session/webAuth', { body: { username, password: demoAccounts.retail.password }, session: newSession(), headers });
    expect(blocked.status).toBe(429);
    expect(blocked.body.errors).toEqual([{ ErrorText: 'Too many failed attempts. Please wait 15 minutes and try again.' }]);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    t.clock.now = new Date(t.clock.now.getTime() + 16 * 60_000);
    const later = await t.call('POST', '/session/webAuth', { body: { username, password: demoAccounts.retail.password }, session: newSession(), headers });
    expect(later.body.success).toBe(true);
  });

  // 21 password checks one after another (each a full password hash, unknown addresses included): a hang guard sized for a
  // busy two-core machine, where one check takes up to 3 s, not a speed check.
  it('asks one address for a captcha after 20 failures across accounts, and lets the right password through with it', { timeout: 180_000 }, async () => {
    const headers = address('one-attacker');
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await t.call('POST', '/session/webAuth', { body: { username: `user${attempt}@example.com`, password: 'x' }, session: newSession(), headers });
    }
    const challenged = await t.call('POST', '/session/webAuth', { body: { username: demoAccounts.retail.email, password: demoAccounts.retail.password }, session: newSession(), headers });
    expect(challenged.status).toBe(403);
    const solved = { ...headers, clientCaptchaKey: sandboxCaptchaTokens.version2Solved, captchaVersion: '2' };
    const withCaptcha = await t.call('POST', '/session/webAuth', { body: { username: demoAccounts.retail.email, password: demoAccounts.retail.password }, session: newSession(), headers: solved });
    expect(withCaptcha.body.success).toBe(true);
  });
});

describe('logout, upgrade, confirmTotp and smsTotp', { timeout: 60_000 }, () => {
  async function logIn(account: (typeof demoAccounts)[keyof typeof demoAccounts], name: string) {
    const session = newSession();
    const totp = account.totpSecret ? generateTotp(account.totpSecret, t.clock.now) : null;
    const result = await t.call('POST', '/session/webAuth', { body: { username: account.email, password: account.password, totp }, session, headers: address(name) });
    return { session, authKey: (result.body.data as Bundle).AuthenticationKey ?? '' };
  }

  // Issue 14 item 3: the GET form is no longer served (a state change on GET); see the security suite.
  it.each([['POST']] as const)('logs out with %s: a fresh anonymous session, the key revoked and the cookie erased', async (method) => {
    const { session, authKey } = await logIn(demoAccounts.retail, `logout-${method}`);
    const result = await t.call(method, '/session/logout', { session, authKey, ...(method === 'POST' ? { body: {} } : {}) });
    const data = result.body.data as Bundle;
    expect(data.AuthenticationKey).toBeNull();
    expect(data.CustomerSessionPreferences['IsLoggedIn']).toBe(false);
    expect(data.CustomerSessionPreferences['CustomerSessionGuid']).not.toBe(session);
    expect(result.headers.get('set-cookie')).toMatch(/pleauthkey=;/);
    // The cookie now names the new anonymous session, which has no row until something is stored in it.
    const fresh = String(data.CustomerSessionPreferences['CustomerSessionGuid']);
    expect(result.headers.get('set-cookie')).toContain(`plesession=${fresh}`);
    expect(await t.database.db.selectFrom('sessions').select('customer_session_guid').where('customer_session_guid', '=', fresh).executeTakeFirst()).toBeUndefined();
    const after = await t.call('GET', '/session/fetchSession', { session, authKey });
    expect((after.body.data as Bundle).CustomerSessionPreferences['IsLoggedIn']).toBe(false);
  });

  it('upgrades a logged-in session to a token longer than 100 characters and retires the old key', async () => {
    const { session, authKey } = await logIn(demoAccounts.retail, 'upgrade');
    const result = await t.call('POST', '/session/upgrade', { session, authKey });
    const upgraded = (result.body.data as { AuthenticationKey: string }).AuthenticationKey;
    expect(upgraded.length).toBeGreaterThan(100);
    const withOld = await t.call('GET', '/session/fetchSession', { session, authKey });
    expect((withOld.body.data as Bundle).CustomerSessionPreferences['IsLoggedIn']).toBe(false);
    const withNew = await t.call('GET', '/session/fetchSession', { session, authKey: upgraded });
    expect((withNew.body.data as Bundle).CustomerSessionPreferences['IsLoggedIn']).toBe(true);
  });

  it('answers upgrade with null for a visitor', async () => {
    const result = await t.call('POST', '/session/upgrade', { session: newSession() });
    expect(result.body.data).toEqual({ AuthenticationKey: null });
  });

  it('confirms a two-factor code once, and answers a wrong or replayed one with "Incorrect 2FA Code"', async () => {
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const { session, authKey } = await logIn(demoAccounts.twoFactor, 'confirm');
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const code = generateTotp(demoTotpSecret, t.clock.now);
    const ok = await t.call('POST', '/confirmTotp', { body: { totp: code }, session, authKey });
    expect(ok.body).toEqual({ success: true, errors: [], data: { UsesTotp: true } });
    const replay = await t.call('POST', '/confirmTotp', { body: { totp: code }, session, authKey });
    expect(replay.body.errors).toEqual([{ ErrorText: 'Incorrect 2FA Code' }]);
  });

  it('refuses confirmTotp and smsTotp to a visitor with 401', async () => {
    expect((await t.call('POST', '/confirmTotp', { body: { totp: '123456' }, session: newSession() })).status).toBe(401);
    expect((await t.call('POST', '/smsTotp', { session: newSession() })).status).toBe(401);
  });

  it('sends the code by SMS for a logged-in two-factor customer and masks the number', async () => {
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const { session, authKey } = await logIn(demoAccounts.twoFactor, 'smsTotp');
    const result = await t.call('POST', '/smsTotp', { session, authKey });
    expect(result.body.data).toEqual({ SentTo: '04xx xxx 890' });
    t.sms.failNext(1);
    const failed = await t.call('POST', '/smsTotp', { session, authKey });
    expect(failed.body.errors).toEqual([{ ErrorText: 'We could not send the SMS just now. Please try again or use your authenticator app.' }]);
  });
});
