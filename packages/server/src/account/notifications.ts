// fetchNotifications and cancelNotification (spec 3 §3 "Notification subscription", §7, §8; issue 16 item 4): the
// in-stock and knowledge-base notifications asked for with the customer's e-mail address. Another customer's
// notification, or another customer's GUID, is the same 404 as one that does not exist.
import { ApiError } from '../http/envelope.ts';
import type { OperationContext } from '../http/operation.ts';
import type { CustomerRow } from '../db/schema.ts';
import { requireLoggedIn } from './accountSecurity.ts';

export const notificationNotFoundMessage = 'Notification not found'; // designed

function ownCustomer(context: OperationContext<'POST', '/fetchNotifications'> | OperationContext<'POST', '/cancelNotification'>): CustomerRow {
  const customer = requireLoggedIn(context);
  if (context.body.CustomerGuid.toLowerCase() !== customer.customer_guid.toLowerCase()) throw new ApiError(404, notificationNotFoundMessage);
  return customer;
}

export async function fetchNotifications(context: OperationContext<'POST', '/fetchNotifications'>) {
  const customer = ownCustomer(context);
  const rows = await context.services.db
    .selectFrom('customer_notifications')
    .leftJoin('items', 'items.inventory_item_id', 'customer_notifications.inventory_item_id')
    .select(['customer_notifications.notification_id', 'customer_notifications.notification_type', 'items.item_description'])
    .where('customer_notifications.email_address', '=', customer.email_address)
    .orderBy('customer_notifications.notification_id', 'desc')
    .execute();
  // Designed descriptions: the spec gives the field only.
  return rows.map((row) => ({
    NotificationId: row.notification_id,
    Description: row.notification_type === 'FreeStock' ? `Back in stock: ${row.item_description ?? 'an item no longer listed'}` : 'Knowledge base updates',
  }));
}

export async function cancelNotification(context: OperationContext<'POST', '/cancelNotification'>) {
  const customer = ownCustomer(context);
  const deleted = await context.services.db
    .deleteFrom('customer_notifications')
    .where('notification_id', '=', context.body.NotificationId)
    .where('email_address', '=', customer.email_address)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) !== 1) throw new ApiError(404, notificationNotFoundMessage);
  return null;
}
