// fetchAccountDetails (POST and GET) and editAccountDetails (spec 3 §2.9, §3 "Account details", §7, §8; issue 16
// item 4): the contact fields and the six notification toggles of the logged-in customer.
import { isValidAbn, isValidEmail, normaliseAbn, normaliseMobileNumber, AUSTRALIAN_MOBILE_PATTERN, VALIDATION_MESSAGES } from '@rigkit/domain/validation';
import type { Schema } from '../contract/schemas.ts';
import type { CustomerRow } from '../db/schema.ts';
import { ApiError } from '../http/envelope.ts';
import type { OperationContext, RequestContext } from '../http/operation.ts';
import { requireLoggedIn } from './accountSecurity.ts';

export function accountDetailsOf(customer: CustomerRow): Schema<'AccountDetails'> {
  return {
    CustomerId: customer.customer_id,
    CustomerFirstName: customer.first_name || null,
    CustomerLastName: customer.last_name,
    ContactName: customer.contact_name || null,
    Mobile: customer.mobile || null,
    EmailAddress: customer.email_address,
    Abn: customer.abn,
    IsCompany: customer.is_company,
    NotifyInvoiceEmail: customer.notify_invoice_email,
    NotifyInvoiceSms: customer.notify_invoice_sms,
    NotifySalesOrderEmail: customer.notify_sales_order_email,
    NotifySalesOrderSms: customer.notify_sales_order_sms,
    NotifyWorkOrderEmail: customer.notify_work_order_email,
    NotifyWorkOrderSms: customer.notify_work_order_sms,
    AllowAiUvPrinting: customer.allow_ai_uv_printing,
  };
}

export async function fetchAccountDetails(context: RequestContext) {
  return accountDetailsOf(requireLoggedIn(context));
}

/** Designed: an e-mail address another account holds cannot be taken (the specs show no wording). */
export const emailInUseMessage = 'That email address cannot be used for this account';

export async function editAccountDetails(context: OperationContext<'POST', '/editAccountDetails'>) {
  const customer = requireLoggedIn(context);
  const body = context.body;
  const email = body.EmailAddress.trim().toLowerCase();
  const mobile = (body.Mobile ?? '').trim() === '' ? '' : normaliseMobileNumber(body.Mobile ?? '');
  const errors: string[] = [];
  // The same rules as creating the account (spec 3 §5.1); the company flag itself is not changed here (designed).
  if (!customer.is_company && (body.CustomerFirstName ?? '').trim() === '') errors.push(VALIDATION_MESSAGES.firstNameRequired);
  if (body.CustomerLastName.trim() === '') errors.push(VALIDATION_MESSAGES.lastNameOrCompanyRequired);
  if (!isValidEmail(email)) errors.push(VALIDATION_MESSAGES.invalidEmail);
  if (mobile !== '' && !AUSTRALIAN_MOBILE_PATTERN.test(mobile)) errors.push(VALIDATION_MESSAGES.invalidMobile);
  const abn = customer.is_company ? normaliseAbn(body.Abn ?? '') : null;
  if (customer.is_company && abn === '') errors.push(VALIDATION_MESSAGES.abnRequiredForCompany);
  else if (abn && !isValidAbn(abn)) errors.push(VALIDATION_MESSAGES.invalidAbnChecksum);
  if (errors.length > 0) throw new ApiError(422, errors);
  const flag = (value: boolean | undefined, current: boolean) => value ?? current;
  const updated = await context.services.db.transaction().execute(async (trx) => {
    if (email !== customer.email_address) {
      const taken = await trx.selectFrom('customers').select('customer_id').where('email_address', '=', email).executeTakeFirst();
      if (taken) throw new ApiError(409, emailInUseMessage);
    }
    return trx
      .updateTable('customers')
      .set({
        first_name: (body.CustomerFirstName ?? '').trim(),
        last_name: body.CustomerLastName.trim(),
        contact_name: (body.ContactName ?? '').trim(),
        mobile,
        email_address: email,
        abn,
        notify_invoice_email: flag(body.NotifyInvoiceEmail, customer.notify_invoice_email),
        notify_invoice_sms: flag(body.NotifyInvoiceSms, customer.notify_invoice_sms),
        notify_sales_order_email: flag(body.NotifySalesOrderEmail, customer.notify_sales_order_email),
        notify_sales_order_sms: flag(body.NotifySalesOrderSms, customer.notify_sales_order_sms),
        notify_work_order_email: flag(body.NotifyWorkOrderEmail, customer.notify_work_order_email),
        notify_work_order_sms: flag(body.NotifyWorkOrderSms, customer.notify_work_order_sms),
      })
      .where('customer_id', '=', customer.customer_id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return accountDetailsOf(updated);
}
