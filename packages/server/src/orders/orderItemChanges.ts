// Changing a line of an open sales order (spec 3 §4.8, §7): orders/fetchSalesOrderItemKitDetails lists the options of
// a custom build's part, orders/UpdateItemOnActiveSalesOrder changes a stock line's item or quantity, or swaps a
// custom build's part. Allowed only while the order is "Awaiting Processing", "Backorder" or missing, and for a part
// while its remote build is too (canChangeOrder). Prices come from the catalogue; the line, the kit's price and the
// order total change in one transaction.
import { canChangeOrder } from '@rigkit/domain/account';
import type { Selectable, Transaction } from 'kysely';
import type { CatalogueSnapshot, IndexedItem } from '../catalogue/catalogueIndex.ts';
import type { DatabaseTables, DocumentItemsTable, DocumentsTable } from '../db/schema.ts';
import { ApiError } from '../http/envelope.ts';
import type { OperationContext, RequestContext } from '../http/operation.ts';
import { kitRuleMessages } from '../kit/kitRules.ts';
import { describeKitCategory } from '../content/content.ts';
import { assertOrderable, assertOwned, availabilityOf, fullDocument, lockChangeableSalesOrder, maximumLineQuantity, orderErrors, recomputeTotal, requireCustomer } from './documents.ts';
import { dollarsFromCents, centsFromDollars } from '@rigkit/domain/money';

type LineRow = Selectable<DocumentItemsTable>;
type DocumentRow = Selectable<DocumentsTable>;

/** Server texts of these operations (spec 3 shows only the client's own). */
export const orderItemErrors = {
  notAKitPart: (itemId: number) => `Line ${itemId} is not a part of a custom build`,
  kitPartNeedsKit: 'Change a custom build part with its kit line (SalesOrderItemId) and the part (KitItemId)',
  kitMismatch: 'KitId, KitCategoryId or KitItemId does not match the custom build on this order',
  buildNotChangeable: (status: string) => `The build is ${status} and its parts can no longer be changed`,
  noKitCategory: 'This part has no kit category to choose from',
} as const;

const snapshotOf = async (context: RequestContext): Promise<CatalogueSnapshot> => (await context.services.catalogue()).refreshIfStale();

async function lineOn(db: Transaction<DatabaseTables> | RequestContext['services']['db'], order: DocumentRow, itemId: number): Promise<LineRow> {
  const line = await db.selectFrom('document_items').selectAll().where('document_item_id', '=', itemId).where('document_id', '=', order.document_id).executeTakeFirst();
  if (!line) throw new ApiError(404, orderErrors.itemNotOnOrder(itemId, order.document_number));
  return line;
}

async function kitCategoryOf(db: RequestContext['services']['db'], part: LineRow) {
  const category = part.kit_category_id === null ? undefined : await db.selectFrom('kit_categories').selectAll().where('inventory_kit_category_id', '=', part.kit_category_id).executeTakeFirst();
  if (!category) throw new ApiError(404, orderItemErrors.noKitCategory);
  const options = await db.selectFrom('kit_category_options').select('inventory_item_id').where('inventory_kit_category_id', '=', category.inventory_kit_category_id).orderBy('sort_order').execute();
  return { category, optionIds: options.map((option) => option.inventory_item_id) };
}

/** The part's kit category and its options, each priced as the difference to the part on the order. */
export async function fetchSalesOrderItemKitDetails(context: OperationContext<'POST', '/orders/fetchSalesOrderItemKitDetails'>) {
  const customer = requireCustomer(context);
  const { body, services } = context;
  const row = await services.db.selectFrom('documents').selectAll().where('document_id', '=', body.SalesOrderId).executeTakeFirst();
  const order = assertOwned(row, customer, `Sales order ${body.SalesOrderId}`);
  const part = await lineOn(services.db, order, body.SalesOrderItemId);
  if (part.parent_document_item_id === null) throw new ApiError(422, orderItemErrors.notAKitPart(part.document_item_id));
  const snapshot = await snapshotOf(context);
  const { category, optionIds } = await kitCategoryOf(services.db, part);
  const kitCategory = describeKitCategory(snapshot, category, optionIds);
  return {
    KitCategory: kitCategory,
    // Spec 3 §4.8 "change a kit child item": what choosing another option adds to (or takes off) the order. The
    // part on the order keeps the price it was sold at, so it costs nothing to keep.
    KitCategoryOptions: kitCategory.Items.map((option) => ({
      ...option,
      PriceIncTax: option.InventoryItemId === part.inventory_item_id ? 0 : dollarsFromCents(centsFromDollars(option.PriceIncTax) - part.unit_cents),
    })),
  };
}

type UpdateItemContext = OperationContext<'POST', '/orders/UpdateItemOnActiveSalesOrder'>;

/** The item's catalogue facts written onto an order line (a document keeps what was sold at the time). */
const lineFacts = (snapshot: CatalogueSnapshot, item: IndexedItem) => ({
  inventory_item_id: item.id,
  item_code: item.code,
  item_description: item.description,
  manufacturer_model: item.model,
  inventory_category_name: snapshot.categories.get(item.primaryCategoryId)?.name ?? null,
  item_type_code: item.typeCode,
  unit_cents: item.priceCents,
});

async function changeStockLine(trx: Transaction<DatabaseTables>, snapshot: CatalogueSnapshot, line: LineRow, item: IndexedItem, quantity: number): Promise<void> {
  if (line.item_type_code === 'KIT') throw new ApiError(422, orderErrors.kitNotAddable(line.item_description));
  const availability = availabilityOf(item, quantity);
  // The same item at a new quantity keeps the price it was sold at; another item comes at today's price.
  const facts = item.id === line.inventory_item_id ? { unit_cents: line.unit_cents } : lineFacts(snapshot, item);
  await trx
    .updateTable('document_items')
    .set({ ...facts, quantity, quantity_outstanding: quantity, item_status: availability.status, eta: availability.eta })
    .where('document_item_id', '=', line.document_item_id)
    .execute();
}

async function changeKitPart(trx: Transaction<DatabaseTables>, context: UpdateItemContext, snapshot: CatalogueSnapshot, order: DocumentRow, kitLine: LineRow, part: LineRow, item: IndexedItem) {
  const { body } = context;
  if (part.parent_document_item_id !== kitLine.document_item_id) throw new ApiError(404, orderErrors.itemNotOnOrder(part.document_item_id, order.document_number));
  if ((body.KitId != null && body.KitId !== kitLine.inventory_item_id) || (body.KitCategoryId != null && body.KitCategoryId !== part.kit_category_id)) {
    throw new ApiError(422, orderItemErrors.kitMismatch);
  }
  if (!canChangeOrder(kitLine.remote_build_sales_order_status)) throw new ApiError(409, orderItemErrors.buildNotChangeable(kitLine.remote_build_sales_order_status ?? ''));
  const { category, optionIds } = await kitCategoryOf(trx, part);
  if (!optionIds.includes(item.id)) throw new ApiError(422, kitRuleMessages.notAnOption(item.id, category.category_name));
  if (body.Quantity > category.maximum_quantity) throw new ApiError(422, kitRuleMessages.overMaximum(category.category_name, category.maximum_quantity));
  // Quantity is per build; the part line holds it for every build on the kit line.
  const quantity = body.Quantity * kitLine.quantity;
  // Keeping the same part changes only its quantity: it keeps the price it was sold at.
  const facts = item.id === part.inventory_item_id ? { unit_cents: part.unit_cents } : lineFacts(snapshot, item);
  await trx.updateTable('document_items').set({ ...facts, quantity, quantity_outstanding: quantity }).where('document_item_id', '=', part.document_item_id).execute();
  // A build costs its parts: the kit line's unit price follows the change.
  const parts = await trx.selectFrom('document_items').select(['unit_cents', 'quantity']).where('parent_document_item_id', '=', kitLine.document_item_id).execute();
  const unitCents = Math.round(parts.reduce((sum, row) => sum + row.unit_cents * row.quantity, 0) / kitLine.quantity);
  await trx.updateTable('document_items').set({ unit_cents: unitCents }).where('document_item_id', '=', kitLine.document_item_id).execute();
}

export async function updateItemOnActiveSalesOrder(context: UpdateItemContext) {
  const customer = requireCustomer(context);
  const { body, services } = context;
  if (body.Quantity > maximumLineQuantity) throw new ApiError(422, orderErrors.tooMany(maximumLineQuantity));
  const snapshot = await snapshotOf(context);
  const item = assertOrderable(snapshot.items.get(body.InventoryItemId), body.InventoryItemId, customer, body.Quantity);
  return services.db.transaction().execute(async (trx) => {
    const order = await lockChangeableSalesOrder(trx, customer, body.SalesOrderId);
    const line = await lineOn(trx, order, body.SalesOrderItemId);
    if (body.KitItemId != null) {
      await changeKitPart(trx, context, snapshot, order, line, await lineOn(trx, order, body.KitItemId), item);
    } else if (line.parent_document_item_id !== null) {
      throw new ApiError(422, orderItemErrors.kitPartNeedsKit);
    } else {
      await changeStockLine(trx, snapshot, line, item, body.Quantity);
    }
    return fullDocument(trx, await recomputeTotal(trx, order));
  });
}
