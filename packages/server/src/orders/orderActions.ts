// A customer's open orders and the changes the account area makes to them (spec 2 §3 "Active order", §4 "Add to
// existing order"; spec 3 §4.8): list the active orders, add or remove an item, cancel an order or quote. Each change
// and its new totals are written in one transaction, only while the domain's rules allow it.
import { canCancelDocument, canChangeOrder, DocumentStatuses } from '@rigkit/domain/account';
import { ApiError } from '../http/envelope.ts';
import type { OperationContext } from '../http/operation.ts';
import { assertOrderable, assertOwned, availabilityOf, fullDocument, lockChangeableSalesOrder, maximumLineQuantity, orderErrors, recomputeTotal, requireCustomer } from './documents.ts';

export async function returnActiveOrders(context: OperationContext<'POST', '/orders/returnActiveOrders'>) {
  const customer = requireCustomer(context);
  const rows = await context.services.db
    .selectFrom('documents')
    .select(['document_id', 'document_number', 'document_date', 'document_guid', 'document_status'])
    .where('customer_id', '=', customer.customer_id)
    .where('document_type', '=', 'Sales Order')
    .orderBy('document_date', 'desc')
    .orderBy('document_id', 'desc')
    .execute();
  return rows
    .filter((row) => canChangeOrder(row.document_status))
    .map((row) => ({ SalesOrderId: row.document_id, SalesOrderNumber: row.document_number, SalesOrderDate: row.document_date.toISOString(), DocumentGuid: row.document_guid }));
}

export async function addItemToActiveSalesOrder(context: OperationContext<'POST', '/orders/addItemToActiveSalesOrder'>) {
  const customer = requireCustomer(context);
  const { body, services } = context;
  const snapshot = await (await services.catalogue()).refreshIfStale();
  if (body.Quantity > maximumLineQuantity) throw new ApiError(422, orderErrors.tooMany(maximumLineQuantity));
  const item = assertOrderable(snapshot.items.get(body.InventoryItemId), body.InventoryItemId, customer, body.Quantity);
  const availability = availabilityOf(item, body.Quantity);
  return services.db.transaction().execute(async (trx) => {
    const order = await lockChangeableSalesOrder(trx, customer, body.SalesOrderId);
    const last = await trx.selectFrom('document_items').select((eb) => eb.fn.max('line_number').as('line')).where('document_id', '=', order.document_id).executeTakeFirst();
    const inserted = await trx
      .insertInto('document_items')
      .values({
        document_id: order.document_id,
        parent_document_item_id: null,
        line_number: (last?.line ?? 0) + 1,
        inventory_item_id: item.id,
        item_code: item.code,
        item_description: item.description,
        manufacturer_model: item.model,
        inventory_category_name: snapshot.categories.get(item.primaryCategoryId)?.name ?? null,
        item_type_code: item.typeCode,
        kit_category_id: null,
        kit_category_name: null,
        quantity: body.Quantity,
        quantity_outstanding: body.Quantity,
        // The catalogue's price now (a running promotion included), never one from the client.
        unit_cents: item.priceCents,
        item_status: availability.status,
        eta: availability.eta,
        remote_build_sales_order_guid: null,
        remote_build_sales_order_status: null,
      })
      .returning('document_item_id')
      .executeTakeFirstOrThrow();
    await recomputeTotal(trx, order);
    return { SalesOrderId: order.document_id, SalesOrderItemId: inserted.document_item_id, DocumentGuid: order.document_guid };
  });
}

export async function removeItemFromActiveSalesOrder(context: OperationContext<'POST', '/orders/removeItemFromActiveSalesOrder'>) {
  const customer = requireCustomer(context);
  const { body, services } = context;
  return services.db.transaction().execute(async (trx) => {
    const order = await lockChangeableSalesOrder(trx, customer, body.SalesOrderId);
    const line = await trx.selectFrom('document_items').select(['document_item_id', 'parent_document_item_id']).where('document_item_id', '=', body.SalesOrderItemId).where('document_id', '=', order.document_id).executeTakeFirst();
    if (!line) throw new ApiError(404, orderErrors.itemNotOnOrder(body.SalesOrderItemId, order.document_number));
    if (line.parent_document_item_id !== null) throw new ApiError(422, orderErrors.kitChildNotRemovable);
    const others = await trx.selectFrom('document_items').select('document_item_id').where('document_id', '=', order.document_id).where('parent_document_item_id', 'is', null).where('document_item_id', '!=', line.document_item_id).executeTakeFirst();
    if (!others) throw new ApiError(409, orderErrors.lastItem);
    // Kit children go with their kit line (ON DELETE CASCADE).
    await trx.deleteFrom('document_items').where('document_item_id', '=', line.document_item_id).execute();
    return fullDocument(trx, await recomputeTotal(trx, order));
  });
}

export async function cancelActiveSalesOrder(context: OperationContext<'POST', '/orders/cancelActiveSalesOrder'>) {
  const customer = requireCustomer(context);
  const { body, services } = context;
  return services.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('documents').selectAll().where('document_id', '=', body.SalesOrderId).forUpdate().executeTakeFirst();
    const document = assertOwned(row, customer, `Order ${body.SalesOrderId}`);
    if (!canCancelDocument(document.document_type, document.document_status)) throw new ApiError(409, orderErrors.notCancellable(document.document_number, document.document_status ?? document.document_type));
    const cancelled = await trx.updateTable('documents').set({ document_status: DocumentStatuses.cancelled, document_secondary_status: null }).where('document_id', '=', document.document_id).returningAll().executeTakeFirstOrThrow();
    await trx.updateTable('document_items').set({ quantity_outstanding: 0 }).where('document_id', '=', document.document_id).execute();
    return fullDocument(trx, cancelled);
  });
}
