// One order or quote, and the document lists of the account area (spec 3 §3, §7 "Orders and documents"): only the
// logged-in customer's own documents.
import { ApiError } from '../http/envelope.ts';
import type { OperationContext } from '../http/operation.ts';
import { toReturnAdvice } from '../returns/returnAdvices.ts';
import { assertOwned, documentHeader, fullDocument, orderErrors, paidCents, requireCustomer } from './documents.ts';

export async function fetchOrder(context: OperationContext<'POST', '/orders/fetchOrder'>) {
  const customer = requireCustomer(context);
  const { body, services } = context;
  const row = await services.db.selectFrom('documents').selectAll().where('document_guid', '=', body.DocumentGuid.toLowerCase()).where('document_type', '=', body.DocumentType).executeTakeFirst();
  return fullDocument(services.db, assertOwned(row, customer, body.DocumentType));
}

const listTypes = { Quotes: 'Quote', 'Sales Orders': 'Sales Order', Invoices: 'Invoice' } as const;

export async function fetchDocuments(context: OperationContext<'POST', '/fetchDocuments'>) {
  const customer = requireCustomer(context);
  const { body, services } = context;
  // The identifiers in the body may only name the logged-in customer; the session decides whose list it is.
  const guidMismatch = body.CustomerGuid != null && body.CustomerGuid.toLowerCase() !== customer.customer_guid.toLowerCase();
  if (guidMismatch || (body.CustomerId != null && body.CustomerId !== customer.customer_id)) throw new ApiError(403, orderErrors.otherCustomer);
  if (body.DocumentType === 'Returns') {
    const returns = await services.db.selectFrom('return_advices').selectAll().where('customer_id', '=', customer.customer_id).orderBy('created_at', 'desc').orderBy('customer_return_advice_id', 'desc').execute();
    return returns.map(toReturnAdvice);
  }
  const rows = await services.db
    .selectFrom('documents')
    .selectAll()
    .where('customer_id', '=', customer.customer_id)
    .where('document_type', '=', listTypes[body.DocumentType])
    .orderBy('document_date', 'desc')
    .orderBy('document_id', 'desc')
    .execute();
  const paid = await paidCents(services.db, rows.map((row) => row.document_id));
  return rows.map((row) => documentHeader(row, paid.get(row.document_id)));
}
