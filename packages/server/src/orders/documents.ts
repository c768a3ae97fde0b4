// What every order operation shares (spec 3 §3 "Order/quote document", §4.8): the texts, the customer and ownership
// checks, a document as the contract answers it, its total, and the lock under which an order changes. Only the
// logged-in customer's own documents; order actions only while canChangeOrder allows them; prices of added items
// come from the catalogue.
import { balanceOwingCents, canChangeOrder } from '@rigkit/domain/account';
import { MAXIMUM_LINE_QUANTITY, orderabilityErrors, orderabilityMessages } from '@rigkit/domain/cart';
import type { Selectable, Transaction } from 'kysely';
import { cartErrors, orderableItem } from '../cart/cartMessages.ts';
import type { IndexedItem } from '../catalogue/catalogueIndex.ts';
import type { Db } from '../db/openDatabase.ts';
import type { CustomerRow, DatabaseTables, DocumentsTable } from '../db/schema.ts';
import { ApiError, httpMessages } from '../http/envelope.ts';
import type { RequestContext } from '../http/operation.ts';
import { dollarsFromCents } from '@rigkit/domain/money';

type DocumentRow = Selectable<DocumentsTable>;
type Executor = Db | Transaction<DatabaseTables>;

/** Server texts of these operations (the specs give only the client's own, spec 3 §8). */
export const orderErrors = {
  notFound: (what: string) => `${what} was not found`,
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

/** The domain's cap of one line (MAXIMUM_LINE_QUANTITY), named as this module's callers know it. */
export const maximumLineQuantity = MAXIMUM_LINE_QUANTITY;
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

/**
 * 404 for an unknown document and, in the same words, for another customer's: ids are sequential, and a different
 * answer would tell a scan which ids are real orders (issue 14 item 7; ASVS 5.0 V8.2.2).
 */
export function assertOwned(row: DocumentRow | undefined, customer: CustomerRow, what: string): DocumentRow {
  if (!row || row.customer_id !== customer.customer_id) throw new ApiError(404, orderErrors.notFound(what));
  return row;
}

export async function paidCents(db: Executor, documentIds: readonly number[]): Promise<Map<number, { total: number; payments: { PaymentMethodName: string; PaymentAmount: number; PaymentDate: string }[] }>> {
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

export function documentHeader(row: DocumentRow, paid: { total: number; payments: { PaymentMethodName: string; PaymentAmount: number; PaymentDate: string }[] } | undefined) {
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
        UvPrintDesignCode: child.uv_print_design_code,
      })),
    RemoteBuildSalesOrderGuid: row.remote_build_sales_order_guid,
    RemoteBuildSalesOrderStatus: row.remote_build_sales_order_status,
    UvPrintDesignCode: row.uv_print_design_code,
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

/** The order locked for the change, or the reason it cannot change (404 unknown or not the caller's, 409). */
export async function lockChangeableSalesOrder(trx: Transaction<DatabaseTables>, customer: CustomerRow, salesOrderId: number): Promise<DocumentRow> {
  const row = await trx.selectFrom('documents').selectAll().where('document_id', '=', salesOrderId).forUpdate().executeTakeFirst();
  const order = assertOwned(row, customer, `Sales order ${salesOrderId}`);
  if (order.document_type !== 'Sales Order') throw new ApiError(409, orderErrors.notASalesOrder(order.document_number));
  if (!canChangeOrder(order.document_status)) throw new ApiError(409, orderErrors.notChangeable(order.document_number, order.document_status ?? ''));
  return order;
}

/** What an added line says about its stock (spec 3 §4.8 item availability labels). */
export function availabilityOf(item: IndexedItem, quantity: number): { status: string; eta: Date | null } {
  const onHand = item.stock.filter((stock) => stock.InventoryWarehouseId !== 0).reduce((sum, stock) => sum + stock.Quantity, 0);
  if (onHand >= quantity) return { status: 'Ready to go', eta: null };
  const supplierEta = item.stock.find((stock) => stock.InventoryWarehouseId === 0)?.ETA ?? null;
  return { status: 'Waiting External', eta: supplierEta ? new Date(`${supplierEta}T00:00:00.000Z`) : null };
}
