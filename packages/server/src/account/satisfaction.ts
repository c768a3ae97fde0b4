// Satisfaction (spec 3 §2.12, §5.6, §7; issue 16 item 8): the feedback page a customer reaches from an e-mail after an
// order (/satisfaction?from&to&salesOrderId&invoiceId). Called first with the query only, it answers the record to
// fill in; called with feedback, it checks it with the domain's rules and keeps it. Feedback already sent is never
// read back (designed): the link's query is not a secret, so it must not show what someone wrote.
import { firstMessage, satisfactionSchema, validateForm } from '@rigkit/domain/validation';
import { ApiError } from '../http/envelope.ts';
import type { OperationContext } from '../http/operation.ts';

export async function satisfaction(context: OperationContext<'POST', '/Satisfaction'>) {
  const { services, query, body, now } = context;
  const record = {
    FromEmailAddress: body?.from ?? query.from ?? null,
    RecipientEmailAddress: body?.to ?? query.to ?? null,
    SalesOrderId: body?.salesOrderId ?? query.salesOrderId ?? null,
    InvoiceId: body?.invoiceId ?? query.invoiceId ?? null,
  };
  if (!body) return { Rating: null, CustomerFeedback: null, ...record };
  const values = { rating: body.rating, feedback: body.customerFeedback, requiresResponse: body.requiresResponse ?? false, email: body.email ?? '', phone: body.phone ?? '' };
  const checked = validateForm(satisfactionSchema, values);
  if (!checked.isValid) throw new ApiError(422, firstMessage(satisfactionSchema, values) ?? '');
  const feedback = checked.data;
  await services.db
    .insertInto('satisfaction_feedback')
    .values({
      from_email_address: record.FromEmailAddress,
      recipient_email_address: record.RecipientEmailAddress,
      sales_order_id: record.SalesOrderId,
      invoice_id: record.InvoiceId,
      rating: feedback.rating,
      customer_feedback: feedback.feedback,
      requires_response: feedback.requiresResponse,
      contact_email: feedback.requiresResponse ? feedback.email : null,
      contact_phone: feedback.requiresResponse ? feedback.phone : null,
      sent_at: now,
    })
    .execute();
  return { Rating: feedback.rating, CustomerFeedback: feedback.feedback, ...record };
}
