// Whose order is it, and how much of it is paid: read by the existing-order checkout and by the Zip return, which
// both act on an order already placed.
import type { Selectable } from 'kysely';
import type { Db } from '../db/openDatabase.ts';
import type { DocumentsTable } from '../db/schema.ts';
import type { Identity } from '../identity/sessions.ts';

type DocumentRow = Selectable<DocumentsTable>;

/** The logged-in customer's own order, or the one this session placed as a guest. */
export function isTheirs(row: Pick<DocumentRow, 'customer_id' | 'customer_session_guid'>, identity: Identity): boolean {
  if (identity.customer !== null && row.customer_id === identity.customer.customer_id) return true;
  return row.customer_id === null && row.customer_session_guid === identity.sessionGuid;
}

export async function paidCentsOf(db: Db, documentId: number): Promise<number> {
  const row = await db.selectFrom('document_payments').select((eb) => eb.fn.sum<number>('amount_cents').as('paid')).where('document_id', '=', documentId).executeTakeFirst();
  return Number(row?.paid ?? 0);
}
