// fetchProducts (spec 3 §5.5, §7): the returnable lines of one of the customer's invoices, for the return form's
// "select one item". Designed: labour and internal lines (LAB, INT) are not returnable, and neither is a line whose
// last return is still open; a build's parts are listed under it so one faulty part can be returned.
import { CLOSED_RETURN_STATUS, formatInvoiceCode, formatItemCode } from '@rigkit/domain/account';
import { ApiError } from '../http/envelope.ts';
import type { OperationContext } from '../http/operation.ts';
import { orderErrors, requireCustomer } from '../orders/documents.ts';
import { returnErrors } from './messages.ts';

export const RETURNABLE_ITEM_TYPES = ['STK', 'KIT', 'B2B'] as const;

export async function fetchProducts(context: OperationContext<'POST', '/fetchProducts'>) {
  const customer = requireCustomer(context);
  const { body, services } = context;
  if (body.CustomerGuid != null && body.CustomerGuid.toLowerCase() !== customer.customer_guid.toLowerCase()) throw new ApiError(403, orderErrors.otherCustomer);
  const invoice = await services.db
    .selectFrom('documents')
    .select(['document_id', 'document_date'])
    .where('document_id', '=', body.InvoiceId)
    .where('document_type', '=', 'Invoice')
    .where('customer_id', '=', customer.customer_id)
    .executeTakeFirst();
  if (!invoice) throw new ApiError(404, returnErrors.invoiceNotFound);
  const lines = await services.db
    .selectFrom('document_items')
    .select(['document_item_id', 'inventory_item_id', 'item_description', 'quantity', 'item_type_code'])
    .where('document_id', '=', invoice.document_id)
    .where('item_type_code', 'in', [...RETURNABLE_ITEM_TYPES])
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('return_advices').select('customer_return_advice_id').whereRef('return_advices.invoice_item_id', '=', 'document_items.document_item_id').where('status', '<>', CLOSED_RETURN_STATUS))),
    )
    .orderBy('line_number')
    .orderBy('document_item_id')
    .execute();
  return lines.map((line) => ({
    InvoiceItemId: line.document_item_id,
    InventoryItemId: line.inventory_item_id,
    ItemCode: formatItemCode(line.inventory_item_id),
    ItemDescription: line.item_description,
    Quantity: line.quantity,
    InvoiceNumber: formatInvoiceCode(invoice.document_id),
    InvoiceDate: invoice.document_date.toISOString(),
  }));
}
