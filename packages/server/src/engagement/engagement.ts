// Contact calls (spec 1 §7 checkCaptcha, sendContactForm, addToMailingList, createCustomerNotification; §5 and §8
// for their rules and texts). Each is validated with the domain's form rules, stored, and confirmed by e-mail
// through the e-mail adapter; checkCaptcha and sendContactForm go through the captcha adapter. Rule violations
// answer 422 with the rule's message (contract UnprocessableEntity); an e-mail provider outage is a handled "no"
// (200, success false) with the spec's failure text, after undoing what was stored.
import { contactOptions, defaultContactOption, formatContactingNotice, type ContactOption } from '@rigkit/domain/stores';
import { contactFormSchema, firstMessage, NEWSLETTER_SUCCESS_TEXT, newsletterSchema, stockNotificationSchema, VALIDATION_MESSAGES, validateForm } from '@rigkit/domain/validation';
import { requireCaptcha, verifyCaptcha, type CaptchaVerifier } from '../adapters/captcha.ts';
import type { EmailSender } from '../adapters/email.ts';
import { isStoredInteger } from '../db/storedInteger.ts';
import { ApiError } from '../http/envelope.ts';
import { SoftFailure, type OperationBody, type OperationContext } from '../http/operation.ts';
import type { Services } from '../http/services.ts';

export interface EngagementAdapters {
  captcha: CaptchaVerifier;
  email: EmailSender;
}

/** The store's mail domain (designed; the seeded stores' e-mail addresses use it too). */
export const storeMailHost = 'rigkit.example';

export const engagementMessages = {
  // spec 1 §8
  contactFailed: 'There was an issue sending your message.',
  contactSent: 'Your message was sent successfully.',
  // designed
  unknownRecipient: (storeName: string) => `storeName must be one of ${contactOptions.join(', ')}; got "${storeName}"`,
  itemRequired: 'inventoryItemId is required for a FreeStock notification',
  itemNotFound: (id: number) => `Item ${id} was not found`,
  warehouseNotFound: (id: number) => `Warehouse ${id} was not found`,
  knowledgebaseGroupNotFound: (id: number) => `Knowledge base group ${id} was not found`,
} as const;

export async function checkCaptcha(context: OperationContext<'POST', '/checkCaptcha'>, adapters: EngagementAdapters) {
  return { score: await verifyCaptcha(adapters.captcha, context.body.clientCaptchaKey, context.body.captchaVersion) };
}

/** "Osborne Park" → osbornepark@rigkit.example: the mailbox the form names ("You are contacting …", spec 1 §2). */
function contactMailbox(option: ContactOption): string {
  return formatContactingNotice(option, storeMailHost).replace(/^You are contacting /, '');
}

export async function sendContactForm(context: OperationContext<'POST', '/sendContactForm'>, adapters: EngagementAdapters) {
  const { body, services, identity, now, c } = context;
  await requireCaptcha(c, adapters.captcha);
  const message = firstMessage(contactFormSchema, { storeName: body.storeName ?? undefined, name: body.customerName, email: body.customerEmail, message: body.customerMessage });
  if (message !== null) throw new ApiError(422, message);
  const option = (body.storeName ?? defaultContactOption) as ContactOption;
  if (!contactOptions.includes(option)) throw new ApiError(422, engagementMessages.unknownRecipient(option));
  const recipient = contactMailbox(option);
  const stored = await services.db
    .insertInto('contact_messages')
    .values({
      customer_session_guid: identity.sessionGuid,
      store_name: body.storeName ?? null,
      recipient,
      customer_name: body.customerName.trim(),
      customer_email: body.customerEmail.trim(),
      customer_subject: body.customerSubject ?? null,
      customer_message: body.customerMessage,
      brand: body.brand ?? null,
      created_at: now,
    })
    .returning('contact_message_id')
    .executeTakeFirstOrThrow();
  try {
    await adapters.email.send(
      {
        to: recipient,
        subject: body.customerSubject?.trim() || `Website enquiry from ${body.customerName.trim()}`,
        kind: 'contact-form',
        text: [`From: ${body.customerName.trim()} <${body.customerEmail.trim()}>`, ...(body.brand ? [`Brand: ${body.brand}`] : []), '', body.customerMessage].join('\n'),
      },
      now,
    );
  } catch {
    await services.db.deleteFrom('contact_messages').where('contact_message_id', '=', stored.contact_message_id).execute();
    return new SoftFailure(engagementMessages.contactFailed);
  }
  return null;
}

export async function addToMailingList(context: OperationContext<'POST', '/addToMailingList'>, adapters: EngagementAdapters) {
  const { body, services, now } = context;
  const checked = validateForm(newsletterSchema, { email: body.CustomerEmail });
  if (!checked.isValid) throw new ApiError(422, VALIDATION_MESSAGES.newsletterFailed);
  const email = checked.data.email.toLowerCase();
  // Designed: the tag values are not shown (spec 1 §7); no tag means the newsletter.
  const tag = body.TagName?.trim() || 'Newsletter';
  const inserted = await services.db
    .insertInto('mailing_list_subscribers')
    .values({ email_address: email, tag_name: tag, customer_name: body.CustomerName ?? null, created_at: now })
    .onConflict((conflict) => conflict.columns(['email_address', 'tag_name']).doNothing())
    .returning('email_address')
    .executeTakeFirst();
  // Signing up twice is not an error and sends no second welcome.
  if (!inserted) return null;
  try {
    await adapters.email.send({ to: email, subject: NEWSLETTER_SUCCESS_TEXT, kind: 'mailing-list-welcome', text: `${NEWSLETTER_SUCCESS_TEXT}\n\nYou are now subscribed to: ${tag}.` }, now);
  } catch {
    await services.db.deleteFrom('mailing_list_subscribers').where('email_address', '=', email).where('tag_name', '=', tag).execute();
    return new SoftFailure(VALIDATION_MESSAGES.newsletterFailed);
  }
  return null;
}

/** What the notification is about: an item back in stock, or (designed) a knowledge-base group's updates, whose id travels in inventoryItemId. */
async function notificationSubject(services: Services, body: OperationBody<'POST', '/createCustomerNotification'>): Promise<string> {
  if (body.inventoryItemId === undefined || body.inventoryItemId === null) throw new ApiError(422, engagementMessages.itemRequired);
  if (body.NotificationType === 'KnowledgebaseGroup') {
    if (!isStoredInteger(body.inventoryItemId)) throw new ApiError(404, engagementMessages.knowledgebaseGroupNotFound(body.inventoryItemId));
    const base = await services.db.selectFrom('knowledgebases').select('knowledgebase_name').where('knowledgebase_id', '=', body.inventoryItemId).executeTakeFirst();
    if (!base) throw new ApiError(404, engagementMessages.knowledgebaseGroupNotFound(body.inventoryItemId));
    return `updates to ${base.knowledgebase_name}`;
  }
  if (!isStoredInteger(body.inventoryItemId)) throw new ApiError(404, engagementMessages.itemNotFound(body.inventoryItemId));
  const item = await services.db.selectFrom('items').select('item_description').where('inventory_item_id', '=', body.inventoryItemId).executeTakeFirst();
  if (!item) throw new ApiError(404, engagementMessages.itemNotFound(body.inventoryItemId));
  if (body.inventoryWarehouseId !== undefined && body.inventoryWarehouseId !== null) {
    if (!isStoredInteger(body.inventoryWarehouseId)) throw new ApiError(404, engagementMessages.warehouseNotFound(body.inventoryWarehouseId));
    const warehouse = await services.db.selectFrom('warehouses').select('warehouse_name').where('inventory_warehouse_id', '=', body.inventoryWarehouseId).executeTakeFirst();
    if (!warehouse) throw new ApiError(404, engagementMessages.warehouseNotFound(body.inventoryWarehouseId));
    return `${item.item_description} in stock at ${warehouse.warehouse_name}`;
  }
  return `${item.item_description} back in stock`;
}

export async function createCustomerNotification(context: OperationContext<'POST', '/createCustomerNotification'>, adapters: EngagementAdapters) {
  const { body, services, identity, now } = context;
  const checked = validateForm(stockNotificationSchema, { EmailAddress: body.EmailAddress, Mobile: body.Mobile ?? '', NotificationType: body.NotificationType });
  if (!checked.isValid) throw new ApiError(422, VALIDATION_MESSAGES.notificationFailed);
  const subject = await notificationSubject(services, body);
  const row = await services.db
    .insertInto('customer_notifications')
    .values({
      notification_type: checked.data.NotificationType,
      inventory_item_id: body.inventoryItemId ?? null,
      inventory_warehouse_id: body.inventoryWarehouseId ?? null,
      customer_session_guid: identity.sessionGuid,
      email_address: checked.data.EmailAddress,
      mobile: checked.data.Mobile === '' ? null : checked.data.Mobile,
      created_at: now,
    })
    .returning('notification_id')
    .executeTakeFirstOrThrow();
  try {
    await adapters.email.send({ to: checked.data.EmailAddress, subject: `We'll let you know: ${subject}`, kind: 'customer-notification', text: `We will e-mail you about ${subject}.` }, now);
  } catch {
    await services.db.deleteFrom('customer_notifications').where('notification_id', '=', row.notification_id).execute();
    return new SoftFailure(VALIDATION_MESSAGES.notificationFailed);
  }
  return { NotificationId: row.notification_id };
}

