// Digital activations (spec 3 §3 "Pending digital activation", §7; issue 18 item 4): the customer's licences waiting
// for activation, and requestDigitalActivation, which gives a confirmation number (DA-<yyyymmdd>-<nnnn>, designed).
// Another customer's or an unknown invoice line is the same 404; a second request answers the same number.
import { formatInvoiceCode } from '@rigkit/domain/account';
import { sql } from 'kysely';
import { ApiError } from '../http/envelope.ts';
import type { OperationContext } from '../http/operation.ts';
import { requireCustomer } from '../orders/documents.ts';

export const activationErrors = { notFound: 'Digital activation was not found' } as const;

export async function fetchPendingDigitalActivations(context: OperationContext<'GET', '/fetchPendingDigitalActivations'>) {
  const customer = requireCustomer(context);
  const rows = await context.services.db
    .selectFrom('digital_activations')
    .innerJoin('document_items', 'document_items.document_item_id', 'digital_activations.invoice_item_id')
    .innerJoin('documents', 'documents.document_id', 'document_items.document_id')
    .select(['digital_activations.invoice_item_id', 'document_items.item_description', 'documents.document_id', 'documents.document_date'])
    .where('digital_activations.customer_id', '=', customer.customer_id)
    .where('digital_activations.requested_at', 'is', null)
    .orderBy('documents.document_date', 'desc')
    .orderBy('digital_activations.invoice_item_id')
    .execute();
  return rows.map((row) => ({ InvoiceItemId: row.invoice_item_id, InvoiceNumber: formatInvoiceCode(row.document_id), InvoiceDate: row.document_date.toISOString(), ItemDescription: row.item_description }));
}

export async function requestDigitalActivation(context: OperationContext<'POST', '/requestDigitalActivation'>) {
  const customer = requireCustomer(context);
  const { body, services, now } = context;
  return services.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('digital_activations')
      .select(['invoice_item_id', 'confirmation_number'])
      .where('invoice_item_id', '=', body.InvoiceItemId)
      .where('customer_id', '=', customer.customer_id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new ApiError(404, activationErrors.notFound);
    if (row.confirmation_number) return { ConfirmationNumber: row.confirmation_number };
    const [next] = (await sql<{ id: number }>`SELECT nextval('digital_activation_numbers')::integer AS id`.execute(trx)).rows;
    const day = now.toISOString().slice(0, 10).replaceAll('-', '');
    const ConfirmationNumber = `DA-${day}-${String(next?.id ?? 0).padStart(4, '0')}`;
    await trx.updateTable('digital_activations').set({ confirmation_number: ConfirmationNumber, requested_at: now }).where('invoice_item_id', '=', row.invoice_item_id).execute();
    return { ConfirmationNumber };
  });
}
