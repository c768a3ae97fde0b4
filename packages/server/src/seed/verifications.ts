// Orders awaiting verification by amount (spec 3 §2.5): the retail demo customer's newest order, charged $1.37, and
// the company's open delivery order, charged $2.84; each link is /Verify/{the order's GUID}.
import type { Db } from '../db/openDatabase.ts';

export const seededVerifications = [
  { documentId: 331001, amountCents: 137 },
  { documentId: 331011, amountCents: 284 },
] as const;

export async function seedVerifications(trx: Db): Promise<void> {
  await trx
    .insertInto('order_verifications')
    .values(seededVerifications.map((verification) => ({ document_id: verification.documentId, amount_cents: verification.amountCents })))
    .execute();
}
