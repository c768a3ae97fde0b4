// Promotion redemptions and digital activations (spec 3 §3, §7; issue 18 item 4): the seeded pending and redeemed
// promotions, a code given once, the per-customer limit on failed redemptions (the ids are guessable), and another
// customer's redemption or activation answered with the same 404 as an unknown one. PGlite, or PostgreSQL with
// DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../seed/demoAccounts.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { REDEEM_ATTEMPTS_PER_WINDOW, redemptionErrors } from './redemptions.ts';

let t: TestApp;
const keys = { retail: '', company: '' };
let counter = 0;
const newSession = () => `60000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;
type Account = keyof typeof keys;
type Redemption = { InvoiceNumber: string; InvoiceItemId: number; PromotionRedemptionId: number; RedemptionName: string; RedemptionDate: string | null; RedemptionCode: string | null };

async function logIn(account: Account): Promise<string> {
  const { email, password } = demoAccounts[account];
  const result = await t.call('POST', '/session/webAuth', { body: { username: email, password }, session: newSession() });
  return (result.body.data as { AuthenticationKey: string }).AuthenticationKey;
}
const as = (account: Account) => ({ session: newSession(), authKey: keys[account] });
const guid = async (account: Account) => (await t.database.db.selectFrom('customers').select('customer_guid').where('customer_id', '=', demoAccounts[account].customerId).executeTakeFirstOrThrow()).customer_guid;
const pending = async (account: Account) => (await t.call('GET', `/fetchPendingRedemptions/${await guid(account)}`, { ...as(account), contractPath: '/fetchPendingRedemptions/{customerGuid}' })).body.data as Redemption[];
const history = async (account: Account) => (await t.call('GET', `/fetchRedemptionHistory/${await guid(account)}`, { ...as(account), contractPath: '/fetchRedemptionHistory/{customerGuid}' })).body.data as Redemption[];
const redeem = async (account: Account, body: { InvoiceItemId: number; PromotionRedemptionId: number }, customer: Account = account) =>
  t.call('POST', '/redeemCode', { body: { CustomerGuid: await guid(customer), ...body }, ...as(account) });

beforeAll(async () => {
  t = await createTestApp({ items: 300 });
  keys.retail = await logIn('retail');
  keys.company = await logIn('company');
}, 120_000);
afterAll(async () => t.close());

describe('promotion redemptions', () => {
  it('lists the pending and redeemed promotions of the customer, with SI- invoice numbers', async () => {
    expect((await pending('retail')).map((row) => row.RedemptionName).sort()).toEqual(['3 months PC Game Pass', 'Free game with RTX 50 series']);
    expect(await history('retail')).toEqual([expect.objectContaining({ InvoiceNumber: 'SI-552302', RedemptionName: 'Free game with Ryzen 9000', RedemptionCode: '4KJ2-9QX7-MM3P' })]);
    expect(await pending('company')).toEqual([]);
  });

  it('redeems a pending promotion once: a code, then it moves to the history; again is 409', async () => {
    const [first] = await pending('retail');
    if (!first) throw new Error('nothing pending');
    const result = await redeem('retail', first);
    expect(result.status).toBe(200);
    const redeemed = result.body.data as Redemption;
    expect(redeemed.RedemptionCode).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(redeemed.RedemptionDate).not.toBeNull();
    expect((await pending('retail')).map((row) => row.PromotionRedemptionId)).not.toContain(first.PromotionRedemptionId);
    expect((await history('retail')).map((row) => row.RedemptionCode)).toContain(redeemed.RedemptionCode);
    const again = await redeem('retail', first);
    expect(again.status).toBe(409);
    expect(again.body.errors[0]?.ErrorText).toBe(redemptionErrors.alreadyRedeemed);
  });

  it("refuses another customer's list, and answers another customer's redemption as an unknown one", async () => {
    expect((await t.call('GET', `/fetchPendingRedemptions/${await guid('retail')}`, { ...as('company'), contractPath: '/fetchPendingRedemptions/{customerGuid}' })).status).toBe(403);
    const [own] = await pending('retail');
    if (!own) throw new Error('nothing pending');
    const foreign = await redeem('company', own);
    const unknown = await redeem('company', { InvoiceItemId: 99_999_999, PromotionRedemptionId: 310 });
    expect(foreign.status).toBe(404);
    expect({ status: foreign.status, body: foreign.body }).toEqual({ status: unknown.status, body: unknown.body });
    // Still pending for its owner.
    expect((await pending('retail')).map((row) => row.InvoiceItemId)).toContain(own.InvoiceItemId);
  });

  it(`refuses guessing past ${String(REDEEM_ATTEMPTS_PER_WINDOW)} failed attempts with 429`, async () => {
    let last = 0;
    for (let index = 0; index < REDEEM_ATTEMPTS_PER_WINDOW + 1; index += 1) {
      last = (await redeem('company', { InvoiceItemId: 90_000_000 + index, PromotionRedemptionId: 310 })).status;
    }
    expect(last).toBe(429);
  });
});

describe('digital activations', () => {
  it('lists pending licences, gives a confirmation number once, and answers the same number again', async () => {
    const list = async (account: Account) => (await t.call('GET', '/fetchPendingDigitalActivations', as(account))).body.data as { InvoiceItemId: number; InvoiceNumber: string; ItemDescription: string }[];
    const [licence] = await list('company');
    expect(licence?.InvoiceNumber).toBe('SI-552311');
    const request = (account: Account, id: number) => t.call('POST', '/requestDigitalActivation', { body: { InvoiceItemId: id }, ...as(account) });
    const foreign = await request('retail', licence?.InvoiceItemId ?? 0);
    const unknown = await request('retail', 99_999_999);
    expect(foreign.status).toBe(404);
    expect({ status: foreign.status, body: foreign.body }).toEqual({ status: unknown.status, body: unknown.body });
    const first = await request('company', licence?.InvoiceItemId ?? 0);
    expect(first.status).toBe(200);
    const number = (first.body.data as { ConfirmationNumber: string }).ConfirmationNumber;
    expect(number).toMatch(/^DA-20261122-\d{4}$/);
    expect((await request('company', licence?.InvoiceItemId ?? 0)).body.data).toEqual({ ConfirmationNumber: number });
    expect(await list('company')).toEqual([]);
  });
});
