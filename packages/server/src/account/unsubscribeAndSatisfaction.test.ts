// Unsubscribe and satisfaction over HTTP on the seeded database (PGlite, or PostgreSQL with DATABASE_URL): a signed
// link unsubscribes only its own address; feedback is checked with the spec's rules and kept, never read back.
import { VALIDATION_MESSAGES } from '@rigkit/domain/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { unsubscribeMessages, unsubscribeValidationCode } from './unsubscribe.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ items: 300 });
}, 120_000);
afterAll(async () => t.close());

const blocksOf = (email: string) => t.database.db.selectFrom('email_blocks').select('block_type').where('email_address', '=', email).orderBy('block_type').execute();

describe('blockEmail (spec 3 §2.11, §7)', () => {
  it('saves the unsubscribe of a signed link, and everything with Block all, once however often it is sent', async () => {
    const email = 'mia.nguyen@example.com.au';
    const body = { EmailAddress: 'Mia.Nguyen@example.com.au', BlockType: 'Newsletter', ValidationCode: unsubscribeValidationCode(email, 'Newsletter'), BlockAll: true };
    expect((await t.call('POST', '/blockEmail', { body })).status).toBe(200);
    expect((await t.call('POST', '/blockEmail', { body })).status).toBe(200);
    expect(await blocksOf(email)).toEqual([{ block_type: 'All' }, { block_type: 'Newsletter' }]);
  });

  it.each([
    ['another address', { EmailAddress: 'sam.lee@example.com.au', BlockType: 'Newsletter', ValidationCode: unsubscribeValidationCode('mia.nguyen@example.com.au', 'Newsletter') }],
    ['another kind of e-mail', { EmailAddress: 'sam.lee@example.com.au', BlockType: 'Promotions', ValidationCode: unsubscribeValidationCode('sam.lee@example.com.au', 'Newsletter') }],
    ['no code', { EmailAddress: 'sam.lee@example.com.au', BlockType: 'Newsletter', ValidationCode: null }],
  ])('refuses a link whose code is for %s, and saves nothing', async (_label, body) => {
    const answer = await t.call('POST', '/blockEmail', { body });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([{ ErrorText: unsubscribeMessages.invalidLink }]);
    expect(await blocksOf('sam.lee@example.com.au')).toEqual([]);
  });
});

describe('Satisfaction (spec 3 §2.12, §5.6)', () => {
  const link = { from: 'mia.nguyen@example.com.au', to: 'osbornepark@example.com.au', salesOrderId: '331001' };
  const linkPath = `/Satisfaction?${new URLSearchParams(link).toString()}`;
  const send = (body: Record<string, unknown>) => t.call('POST', linkPath, { body: { rating: 5, customerFeedback: 'Fast build.', ...body } });

  it('answers the record the link names, then keeps the feedback sent and never reads it back', async () => {
    const loaded = await t.call('POST', linkPath);
    expect(loaded.body.data).toEqual({ Rating: null, CustomerFeedback: null, FromEmailAddress: link.from, RecipientEmailAddress: link.to, SalesOrderId: 331001, InvoiceId: null });
    const sent = await send({ rating: 4, customerFeedback: '  Friendly staff at Osborne Park.  ', requiresResponse: true, email: 'mia.nguyen@example.com.au', phone: '0412 345 678' });
    expect(sent.body.data).toMatchObject({ Rating: 4, CustomerFeedback: 'Friendly staff at Osborne Park.', SalesOrderId: 331001 });
    const row = await t.database.db.selectFrom('satisfaction_feedback').selectAll().where('sales_order_id', '=', 331001).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ rating: 4, customer_feedback: 'Friendly staff at Osborne Park.', requires_response: true, contact_phone: '0412 345 678' });
    expect((await t.call('POST', linkPath)).body.data).toMatchObject({ Rating: null, CustomerFeedback: null });
  });

  it.each([
    ['blank feedback', { customerFeedback: '   ' }, VALIDATION_MESSAGES.feedbackEmpty],
    ['a response asked for without a phone', { requiresResponse: true, email: 'mia.nguyen@example.com.au', phone: '' }, VALIDATION_MESSAGES.contactDetailsEmpty],
    ['a phone that is not Australian', { requiresResponse: true, email: 'mia.nguyen@example.com.au', phone: '555-1234' }, VALIDATION_MESSAGES.phonePatternInvalid],
  ])('refuses %s with the spec message', async (_label, body, message) => {
    const answer = await send(body);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([{ ErrorText: message }]);
  });

  it.each([
    ['a rating of 6', { rating: 6 }],
    ['feedback over 230 characters', { customerFeedback: 'x'.repeat(231) }],
  ])('refuses %s with 400, never 500', async (_label, body) => {
    expect((await send(body)).status).toBe(400);
  });
});
