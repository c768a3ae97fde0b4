// Stored cards over HTTP on the seeded database (PGlite, or PostgreSQL with DATABASE_URL): login and two-factor
// first, the provider's vault behind the nonce, and each customer's own list.
import { ACCOUNT_MESSAGES } from '@rigkit/domain/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCardNonces } from '../checkout/paymentGateway.ts';
import { generateTotp } from '../identity/totp.ts';
import { demoAccounts, demoTotpSecret } from '../seed/demoAccounts.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { storedCardMessages } from './storedCards.ts';

let t: TestApp;
const keys = { retail: '', twoFactor: '' };
beforeAll(async () => {
  t = await createTestApp({ items: 300 });
  for (const account of ['retail', 'twoFactor'] as const) {
    const { email, password } = demoAccounts[account];
    const totp = account === 'twoFactor' ? generateTotp(demoTotpSecret, t.clock.now) : undefined;
    const answer = await t.call('POST', '/session/webAuth', { body: { username: email, password, ...(totp ? { totp } : {}) }, session: crypto.randomUUID() });
    keys[account] = (answer.body.data as { AuthenticationKey: string }).AuthenticationKey;
  }
}, 120_000);
afterAll(async () => t.close());

const store = (authKey: string | undefined, nonce: string, maskedCard = '411111******1111') =>
  t.call('POST', '/storeCard', { body: { nonce, maskedCard }, session: crypto.randomUUID(), ...(authKey ? { authKey } : {}) });
const list = (authKey: string) => t.call('GET', '/fetchStoredCardList', { session: crypto.randomUUID(), authKey });

describe('stored cards (spec 3 §4.8, §6)', () => {
  it('stores a card behind its nonce for a two-factor customer, shown as its brand and last four', async () => {
    const stored = await store(keys.twoFactor, sandboxCardNonces.threeDSecure, '555555******4444');
    expect(stored.body.data).toEqual({ CustomerPaymentAuthorityId: expect.any(Number), DisplayString: 'Mastercard ending in 4444' });
    expect((await list(keys.twoFactor)).body.data).toEqual([stored.body.data]);
    const row = await t.database.db.selectFrom('stored_cards').select('vault_token').executeTakeFirstOrThrow();
    expect(row.vault_token).toMatch(/^sandbox_vault_/);
  });

  it('refuses a customer without two-factor, and a visitor, with the spec messages', async () => {
    const noTwoFactor = await store(keys.retail, sandboxCardNonces.visa);
    expect(noTwoFactor.status).toBe(403);
    expect(noTwoFactor.body.errors).toEqual([{ ErrorText: ACCOUNT_MESSAGES.twoFactorRequiredToStoreCard }]);
    expect((await store(undefined, sandboxCardNonces.visa)).status).toBe(401);
  });

  it('says a card the provider would not keep could not be stored, and keeps nothing', async () => {
    const before = ((await list(keys.twoFactor)).body.data as unknown[]).length;
    const declined = await store(keys.twoFactor, sandboxCardNonces.declined);
    expect(declined.status).toBe(422);
    expect(declined.body.errors).toEqual([{ ErrorText: ACCOUNT_MESSAGES.storeCardFailed }]);
    const amex = await store(keys.twoFactor, sandboxCardNonces.visa, '378282*****0005');
    expect(amex.body.errors).toEqual([{ ErrorText: storedCardMessages.notACard }]);
    expect(((await list(keys.twoFactor)).body.data as unknown[]).length).toBe(before);
  });
});
