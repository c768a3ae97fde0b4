// A customer's return advices (spec 3 §3 "Return advice"): the row as the contract answers it, and the lookup every
// return operation shares. Another customer's return and an unknown id are the same 404 (issue 18 tests).
import type { Selectable } from 'kysely';
import type { Db } from '../db/openDatabase.ts';
import type { CustomerRow, ReturnAdvicesTable } from '../db/schema.ts';
import { ApiError } from '../http/envelope.ts';
import { returnErrors } from './messages.ts';

export type ReturnAdviceRow = Selectable<ReturnAdvicesTable>;

export function toReturnAdvice(row: ReturnAdviceRow) {
  return {
    CustomerReturnAdviceId: row.customer_return_advice_id,
    CustomerReturnAdviceNumber: row.customer_return_advice_number,
    CreatedDateTime: row.created_at.toISOString(),
    ReceivedDateTime: row.received_at?.toISOString() ?? null,
    CustomerReturnAdviceStatus: row.status,
    ItemDescription: row.item_description,
    SerialNumber: row.serial_number,
    CustomerId: row.customer_id,
    InvoiceId: row.invoice_id,
    InventoryItemId: row.inventory_item_id,
    FaultDescription: row.fault_description,
    CRANumber: row.customer_return_advice_number,
  };
}

/** The customer's own return advice, or the one 404 for unknown and foreign ids alike. */
export async function ownReturnAdvice(db: Db, customer: CustomerRow, customerReturnAdviceId: number): Promise<ReturnAdviceRow> {
  const row = await db.selectFrom('return_advices').selectAll().where('customer_return_advice_id', '=', customerReturnAdviceId).where('customer_id', '=', customer.customer_id).executeTakeFirst();
  if (!row) throw new ApiError(404, returnErrors.returnNotFound);
  return row;
}
