// A customer's orders and documents (spec 2 §3 "Active order", §4 "Add to existing order", §7; spec 3 §3, §4.8,
// §7 "Orders and documents"): active orders, add/remove an item, cancel, one document, document lists; changing a
// line or a build's part (orderItemChanges.ts) and the build certificate (builds.ts) are served with them.
// Only the logged-in customer's own documents; order actions only while canChangeOrder allows them; prices of
// added items come from the catalogue; every change and its new totals are written in one transaction.
import { balanceOwingCents, canCancelDocument, canChangeOrder, DocumentStatuses } from '@rigkit/domain/account';
import { orderabilityErrors, orderabilityMessages } from '@rigkit/domain/cart';
import type { Selectable, Transaction } from 'kysely';
import { cartErrors, orderableItem } from '../cart/cartMessages.ts';
import type { IndexedItem } from '../catalogue/catalogueIndex.ts';
import type { Db } from '../db/openDatabase.ts';
import type { CustomerRow, DatabaseTables, DocumentsTable } from '../db/schema.ts';
import { ApiError, httpMessages } from '../http/envelope.ts';
import type { OperationContext, RequestContext, Register } from '../http/operation.ts';
import { fetchMyBuildItemBundle } from './builds.ts';
import { fetchSalesOrderItemKitDetails, updateItemOnActiveSalesOrder } from './orderItemChanges.ts';
import { dollarsFromCents } from '@rigkit/domain/money';

type DocumentRow = Selectable<DocumentsTable>;
type Executor = Db | Transaction<DatabaseTables>;

/** Server texts of these operations (the specs give only the client's own, spec 3 §8). */
export const orderErrors = {
  notFound: (what: string) => `${what} was not found`,
  notYours: 'This document belongs to another customer',
  notChangeable: (number: string, status: string) => `${number} is ${status} and can no longer be changed`,
  notASalesOrder: (number: string) => `${number} is not a sales order`,
  kitNotAddable: orderabilityMessages.kitNotAddable,
  itemNotOnOrder: (itemId: number, number: string) => `Line ${itemId} is not on ${number}`,
  kitChildNotRemovable: 'A custom build part cannot be removed on its own; change it instead',
  lastItem: 'The last item of an order cannot be removed; cancel the order instead',
  notCancellable: (number: string, status: string) => `${number} is ${status} and can no longer be cancelled`,
  otherCustomer: 'Documents can only be listed for the logged-in customer',
  tooMany: (limit: number) => `Quantity must be at most ${limit}`,
  totalTooLarge: 'The order total would be too large; please contact us for an order of this size',
} as const;

/** Largest quantity of one added line; larger orders go through a store (and keep totals within integer cents). */
export const maximumLineQuantity = 999;
const largestTotalCents = 2_147_483_647;


/** The item, when `quantity` of it may go on an order line of `customer` (the domain's orderability rule). */
export function assertOrderable(item: IndexedItem | undefined, inventoryItemId: number, customer: CustomerRow, quantity: number): IndexedItem {
  if (!item) throw new ApiError(404, cartErrors.unknownItem(inventoryItemId));
  const [problem] = orderabilityErrors(orderableItem(item), quantity, { isCompany: customer.is_company, isKitAllowed: false });
  if (problem !== undefined) throw new ApiError(422, problem);
  return item;
}

export function requireCustomer(context: RequestContext): CustomerRow {
  if (!context.identity.customer) throw new ApiError(401, httpMessages.loginRequired);
  return context.identity.customer;
}

/** 404 for an unknown document, 403 for another customer's. */
export function assertOwned(row: DocumentRow | undefined, customer: CustomerRow, what: string): DocumentRow {
  if (!row) throw new ApiError(404, orderErrors.notFound(what));
  if (row.customer_id !== customer.customer_id) throw new ApiError(403, orderErrors.notYours);
  return row;
}

async function paidCents(db: Executor, documentIds: readonly number[]): Promise<Map<number, { total: number; payments: { PaymentMethodName: string; PaymentAmount: number; PaymentDate: string }[] }>> {
  const result = new Map<number, { total: number; payments: { PaymentMethodName: string; PaymentAmount: number; PaymentDate: string }[] }>();
  if (documentIds.length === 0) return result;
  const rows = await db.selectFrom('document_payments').selectAll().where('document_id', 'in', [...documentIds]).orderBy('paid_at').orderBy('document_payment_id').execute();
  for (const row of rows) {
    const entry = result.get(row.document_id) ?? { total: 0, payments: [] };
    entry.total += row.amount_cents;
    entry.payments.push({ PaymentMethodName: row.payment_method_name, PaymentAmount: dollarsFromCents(row.amount_cents), PaymentDate: row.paid_at.toISOString() });
    result.set(row.document_id, entry);
  }
  return result;
}

function documentHeader(row: DocumentRow, paid: { total: number; payments: { PaymentMethodName: string; PaymentAmount: number; PaymentDate: string }[] } | undefined) {
  return {
    DocumentId: row.document_id,
    DocumentGuid: row.document_guid,
    DocumentNumber: row.document_number,
    DocumentType: row.document_type,
    DocumentStatus: row.document_status ?? '',
    DocumentSecondaryStatus: row.document_secondary_status,
    DocumentDate: row.document_date.toISOString(),
    ShippingMethod: row.shipping_method,
    ShippingStatus: row.shipping_status,
    WarehouseName: row.warehouse_name,
    ShippingAttnTo: row.shipping_attn_to,
    ShippingStreetAddress: row.shipping_street_address,
    ShippingSuburb: row.shipping_suburb,
    ShippingState: row.shipping_state,
    ShippingPostcode: row.shipping_postcode,
    ShippingPriceIncTax: dollarsFromCents(row.shipping_price_cents),
    TotalCostPriceIncTax: dollarsFromCents(row.total_cents),
    Payments: paid?.payments ?? [],
    BalanceOwing: dollarsFromCents(balanceOwingCents({ status: row.document_status, totalCents: row.total_cents }, paid?.total ?? 0)),
    StoreName: row.store_name,
  };
}

async function documentItems(db: Executor, documentId: number) {
  const rows = await db
    .selectFrom('document_items')
    .innerJoin('items', 'items.inventory_item_id', 'document_items.inventory_item_id')
    .selectAll('document_items')
    .select('items.available_online')
    .where('document_items.document_id', '=', documentId)
    .orderBy('document_items.line_number')
    .orderBy('document_items.document_item_id')
    .execute();
  const top = rows.filter((row) => row.parent_document_item_id === null);
  return top.map((row) => ({
    DocumentItemId: row.document_item_id,
    ItemCode: row.item_code,
    ItemDescription: row.item_description,
    ManufacturerModel: row.manufacturer_model,
    ShowOnWebsite: row.available_online,
    InventoryItemId: row.inventory_item_id,
    InventoryCategoryName: row.inventory_category_name,
    Quantity: row.quantity,
    QuantityOutstanding: row.quantity_outstanding,
    UnitCost: dollarsFromCents(row.unit_cents),
    ExtendedCost: dollarsFromCents(row.unit_cents * row.quantity),
    DocumentItemStatus: row.item_status,
    EstimatedArrivalDateTime: row.eta?.toISOString() ?? null,
    ItemTypeCode: row.item_type_code,
    KitChildren: rows
      .filter((child) => child.parent_document_item_id === row.document_item_id)
      .map((child) => ({
        DocumentItemId: child.document_item_id,
        InventoryItemId: child.inventory_item_id,
        ItemDescription: child.item_description,
        Quantity: child.quantity,
        KitCategoryId: child.kit_category_id ?? 0,
        KitCategoryName: child.kit_category_name ?? '',
      })),
    RemoteBuildSalesOrderGuid: row.remote_build_sales_order_guid,
    RemoteBuildSalesOrderStatus: row.remote_build_sales_order_status,
  }));
}

/** The whole document with its items and payments (spec 3 §3 "Order/quote document"). */
export async function fullDocument(db: Executor, row: DocumentRow) {
  const paid = await paidCents(db, [row.document_id]);
  return { ...documentHeader(row, paid.get(row.document_id)), Items: await documentItems(db, row.document_id) };
}

/** Parts (top-level lines) plus shipping, written back to the document. */
export async function recomputeTotal(trx: Transaction<DatabaseTables>, order: DocumentRow): Promise<DocumentRow> {
  const lines = await trx.selectFrom('document_items').select(['unit_cents', 'quantity']).where('document_id', '=', order.document_id).where('parent_document_item_id', 'is', null).execute();
  const total = lines.reduce((sum, line) => sum + line.unit_cents * line.quantity, 0) + order.shipping_price_cents;
  // Thrown inside the transaction: the change that would overflow the total is rolled back with it.
  if (total > largestTotalCents) throw new ApiError(422, orderErrors.totalTooLarge);
  return trx.updateTable('documents').set({ total_cents: total }).where('document_id', '=', order.document_id).returningAll().executeTakeFirstOrThrow();
}

/** The order locked for the change, or the reason it cannot change (404, 403, 409). */
export async function lockChangeableSalesOrder(trx: Transaction<DatabaseTables>, customer: CustomerRow, salesOrderId: number): Promise<DocumentRow> {
  const row = await trx.selectFrom('documents').selectAll().where('document_id', '=', salesOrderId).forUpdate().executeTakeFirst();
  const order = assertOwned(row, customer, `Sales order ${salesOrderId}`);
  if (order.document_type !== 'Sales Order') throw new ApiError(409, orderErrors.notASalesOrder(order.document_number));
  if (!canChangeOrder(order.document_status)) throw new ApiError(409, orderErrors.notChangeable(order.document_number, order.document_status ?? ''));
  return order;
}

async function returnActiveOrders(context: OperationContext<'POST', '/orders/returnActiveOrders'>) {
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

/** What an added line says about its stock (spec 3 §4.8 item availability labels). */
export function availabilityOf(item: IndexedItem, quantity: number): { status: string; eta: Date | null } {
  const onHand = item.stock.filter((stock) => stock.InventoryWarehouseId !== 0).reduce((sum, stock) => sum + stock.Quantity, 0);
  if (onHand >= quantity) return { status: 'Ready to go', eta: null };
  const supplierEta = item.stock.find((stock) => stock.InventoryWarehouseId === 0)?.ETA ?? null;
  return { status: 'Waiting External', eta: supplierEta ? new Date(`${supplierEta}T00:00:00.000Z`) : null };
}

async function addItemToActiveSalesOrder(context: OperationContext<'POST', '/orders/addItemToActiveSalesOrder'>) {
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

async function removeItemFromActiveSalesOrder(context: OperationContext<'POST', '/orders/removeItemFromActiveSalesOrder'>) {
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

async function cancelActiveSalesOrder(context: OperationContext<'POST', '/orders/cancelActiveSalesOrder'>) {
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

async function fetchOrder(context: OperationContext<'POST', '/orders/fetchOrder'>) {
  const customer = requireCustomer(context);
  const { body, services } = context;
  const row = await services.db.selectFrom('documents').selectAll().where('document_guid', '=', body.DocumentGuid.toLowerCase()).where('document_type', '=', body.DocumentType).executeTakeFirst();
  return fullDocument(services.db, assertOwned(row, customer, body.DocumentType));
}

const listTypes = { Quotes: 'Quote', 'Sales Orders': 'Sales Order', Invoices: 'Invoice' } as const;

async function fetchDocuments(context: OperationContext<'POST', '/fetchDocuments'>) {
  const customer = requireCustomer(context);
  const { body, services } = context;
  // The identifiers in the body may only name the logged-in customer; the session decides whose list it is.
  const guidMismatch = body.CustomerGuid != null && body.CustomerGuid.toLowerCase() !== customer.customer_guid.toLowerCase();
  if (guidMismatch || (body.CustomerId != null && body.CustomerId !== customer.customer_id)) throw new ApiError(403, orderErrors.otherCustomer);
  if (body.DocumentType === 'Returns') {
    const returns = await services.db.selectFrom('return_advices').selectAll().where('customer_id', '=', customer.customer_id).orderBy('created_at', 'desc').orderBy('customer_return_advice_id', 'desc').execute();
    return returns.map((row) => ({
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
    }));
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

export function registerOrderRoutes(register: Register): void {
  register('POST', '/orders/returnActiveOrders', returnActiveOrders);
  register('POST', '/orders/addItemToActiveSalesOrder', addItemToActiveSalesOrder);
  register('POST', '/orders/removeItemFromActiveSalesOrder', removeItemFromActiveSalesOrder);
  register('POST', '/orders/cancelActiveSalesOrder', cancelActiveSalesOrder);
  register('POST', '/orders/fetchOrder', fetchOrder);
  register('POST', '/fetchDocuments', fetchDocuments);
  register('POST', '/orders/fetchSalesOrderItemKitDetails', fetchSalesOrderItemKitDetails);
  register('POST', '/orders/UpdateItemOnActiveSalesOrder', updateItemOnActiveSalesOrder);
  register('POST', '/fetchMyBuildItemBundle', fetchMyBuildItemBundle);
}
