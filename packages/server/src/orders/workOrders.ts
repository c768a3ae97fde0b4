// The logged-in customer's work orders (spec 3 §3 "Work order", §7 fetchWorkOrders): newest first. The CustomerGuid
// of the body may only name the logged-in customer; the session decides whose list it is.
import { ApiError } from '../http/envelope.ts';
import type { OperationContext } from '../http/operation.ts';
import { orderErrors, requireCustomer } from './documents.ts';

export async function fetchWorkOrders(context: OperationContext<'POST', '/fetchWorkOrders'>) {
  const customer = requireCustomer(context);
  const { body, services } = context;
  if (body.CustomerGuid.toLowerCase() !== customer.customer_guid.toLowerCase()) throw new ApiError(403, orderErrors.otherCustomer);
  const rows = await services.db.selectFrom('work_orders').selectAll().where('customer_id', '=', customer.customer_id).orderBy('created_at', 'desc').orderBy('work_order_number', 'desc').execute();
  return rows.map((row) => ({
    WorkOrderGuid: row.work_order_guid,
    WorkOrderNumber: row.work_order_number,
    WorkOrderStatus: row.status,
    StoreName: row.store_name,
    WorkOrderCategory: row.category,
    IsWarranty: row.is_warranty,
    CreatedDateTime: row.created_at.toISOString(),
    CompletionDateTime: row.completed_at?.toISOString() ?? null,
  }));
}
