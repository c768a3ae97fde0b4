// auditLog through HTTP (PGlite, and PostgreSQL with DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ items: 150 });
}, 120_000);
afterAll(async () => t.close());

const session = 'ec1f3c2a-8d4e-4f6a-9b7c-2e1d0a3f4c5b';
const otherSession = '1c1f3c2a-8d4e-4f6a-9b7c-2e1d0a3f4c5b';

describe('auditLog', () => {
  it("keeps a confirmation tracking stage under the caller's own session", async () => {
    const result = await t.call('POST', '/auditLog', {
      session,
      body: { AuditLogTypeName: 'OrderConfirmationTracking', AuditObject: { CustomerSessionGuid: otherSession, Stage: 'PurchaseEventsSent', DocumentGuid: 'd4e8f2a6-1c3b-4e5d-a7f9-0b2c4d6e8f1a' } },
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ success: true, errors: [], data: null });
    const rows = await t.database.db.selectFrom('audit_log').selectAll().where('customer_session_guid', '=', session).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.audit_log_type_name).toBe('OrderConfirmationTracking');
    expect(rows[0]?.audit_object).toMatchObject({ CustomerSessionGuid: session, Stage: 'PurchaseEventsSent' });
    expect(await t.database.db.selectFrom('audit_log').selectAll().where('customer_session_guid', '=', otherSession).execute()).toEqual([]);
  });

  it('refuses an object over 8 KB with 413, and a missing session guid with 400', async () => {
    const big = await t.call('POST', '/auditLog', { session, body: { AuditLogTypeName: 'X', AuditObject: { CustomerSessionGuid: session, Junk: 'x'.repeat(9_000) } } });
    expect(big.status).toBe(413);
    const missing = await t.call('POST', '/auditLog', { session, body: { AuditLogTypeName: 'X', AuditObject: {} } });
    expect(missing.status).toBe(400);
  });
});
