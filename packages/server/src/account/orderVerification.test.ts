// Verification by amount over HTTP on the seeded database (PGlite, or PostgreSQL with DATABASE_URL): the amount in
// any form the box allows, the 4 attempts counted on the server, and an unknown order as one 404.
import { ACCOUNT_MESSAGES } from '@rigkit/domain/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ items: 300 });
}, 120_000);
afterAll(async () => t.close());

const guidOf = async (documentId: number) => (await t.database.db.selectFrom('documents').select('document_guid').where('document_id', '=', documentId).executeTakeFirstOrThrow()).document_guid;
const attempts = (guid: string) => t.call('GET', `/fetchAccountVerificationAttempts/${guid}`, { contractPath: '/fetchAccountVerificationAttempts/{documentGuid}' });
const attempt = (guid: string, VerificationAmount: string) => t.call('POST', '/attemptAccountVerification', { body: { SalesOrderGuid: guid, VerificationAmount } });

describe('verification by amount (spec 3 §2.5, §4.3, §9)', () => {
  it('counts a wrong amount, accepts the charged one however it is typed, and stays verified', async () => {
    const guid = await guidOf(331001);
    expect((await attempts(guid)).body.data).toEqual({ AttemptsUsed: 0, AttemptsAllowed: 4 });
    expect((await attempt(guid, '1.73')).body.data).toEqual({ Success: false });
    expect((await attempt(guid, '1.37')).body.data).toEqual({ Success: true });
    expect((await attempts(guid)).body.data).toEqual({ AttemptsUsed: 2, AttemptsAllowed: 4 });
    // Once verified, an attempt is answered but not counted.
    expect((await attempt(guid, '9')).body.data).toEqual({ Success: false });
    expect((await attempts(guid)).body.data).toEqual({ AttemptsUsed: 2, AttemptsAllowed: 4 });
  });

  it('after 4 wrong amounts refuses every attempt, the right one too, with the spec message', async () => {
    const guid = await guidOf(331011);
    for (const amount of ['1', '2', '3', '4']) expect((await attempt(guid, amount)).body.data).toEqual({ Success: false });
    const refused = await attempt(guid, '2.84');
    expect(refused.status).toBe(429);
    expect(refused.body.errors).toEqual([{ ErrorText: ACCOUNT_MESSAGES.verificationTooManyAttempts }]);
    expect((await attempts(guid)).body.data).toEqual({ AttemptsUsed: 4, AttemptsAllowed: 4 });
  });

  it('counts at most 4 of 12 guesses sent at once', async () => {
    await t.database.db.insertInto('order_verifications').values({ document_id: 331012, amount_cents: 555 }).execute();
    const guid = await guidOf(331012);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => attempt(guid, `0.${String(index + 10)}`)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(4);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(8);
    expect((await attempts(guid)).body.data).toEqual({ AttemptsUsed: 4, AttemptsAllowed: 4 });
  });

  it('answers an order without a verification and an unknown GUID with the same 404, and a malformed one with 400', async () => {
    const none = await attempts(await guidOf(331013));
    const unknown = await attempt(crypto.randomUUID(), '1.00');
    expect([none.status, unknown.status]).toEqual([404, 404]);
    expect(none.body).toEqual(unknown.body);
    expect((await attempt("1' OR 1=1", '1.00')).status).toBe(400);
    expect((await attempt(await guidOf(331001), 'abc')).status).toBe(400);
  });
});
