// The demo customers' documents (issue 5 item 3 last bullet): sales orders in the statuses the specs name, quotes,
// invoices, return advices, work orders, wishlists and build certificates. Deterministic: a PRNG of its own (so
// the catalogue's stream is untouched), items chosen by rule from the generated catalogue, dates relative to `now`.
import type { ItemTypeCode } from '@rigkit/domain/cart';
import type { Transaction } from 'kysely';
import type { DatabaseTables, KitCategoriesTable } from '../db/schema.ts';
import { formatInvoiceCode } from '@rigkit/domain/account';
import type { SeedItem } from './catalogue.ts';
import { demoAccounts } from './demoAccounts.ts';
import { createRandom, seededGuid } from './random.ts';
import { CategoryIds, seedCategories } from './reference.ts';

export interface SeedDocumentsInput {
  now: Date;
  items: readonly SeedItem[];
  kitCategories: readonly KitCategoriesTable[];
}

const documentSeed = 331;
const day = 86_400_000;

type Status = string | null;

interface PlannedStockLine {
  kind: 'stock';
  categoryId: number;
  /** Which of the category's items (by id order), so each order differs. */
  pick: number;
  quantity: number;
  itemStatus: Status;
  etaDays?: number;
  outstanding?: number;
}

interface PlannedKitLine {
  kind: 'kit';
  pick: number;
  quantity: number;
  itemStatus: Status;
  remoteBuildStatus: Status;
}

type PlannedLine = PlannedStockLine | PlannedKitLine;

interface Fulfilment {
  method: string;
  shippingStatus: string;
  warehouseName: string;
  shippingCents: number;
  address: { street: string; suburb: string; state: string; postcode: string } | null;
  storeName: string;
}

const delivery = (street: string, suburb: string, state: string, postcode: string): Fulfilment => ({
  method: 'Auspost eParcel',
  shippingStatus: 'Not Dispatched',
  warehouseName: state === 'WA' ? 'WA Warehouse' : 'Vic Warehouse',
  shippingCents: 1495,
  address: { street, suburb, state, postcode },
  storeName: 'Online',
});
const pickup = (store: string, warehouse: string): Fulfilment => ({
  method: `Pickup from ${store}`,
  shippingStatus: 'Awaiting Pickup',
  warehouseName: warehouse,
  shippingCents: 0,
  address: null,
  storeName: store,
});

type PaymentPlan = { method: string; share: 'full' | 'deposit' };

interface PlannedDocument {
  id: number;
  type: 'Sales Order' | 'Quote';
  customerId: number;
  status: Status;
  secondaryStatus: Status;
  daysAgo: number;
  fulfilment: Fulfilment;
  lines: PlannedLine[];
  payments: PaymentPlan[];
  /** Write an invoice for this order (completed orders). */
  invoiceId?: number;
  /** Issue a build certificate for its kit line. */
  buildId?: number;
}

const retail = demoAccounts.retail.customerId;
const company = demoAccounts.company.customerId;
const twoFactor = demoAccounts.twoFactor.customerId;
const stock = (categoryId: number, pick: number, quantity: number, itemStatus: Status, extra: Partial<PlannedStockLine> = {}): PlannedStockLine => ({
  kind: 'stock', categoryId, pick, quantity, itemStatus, ...extra,
});
const kit = (pick: number, itemStatus: Status, remoteBuildStatus: Status): PlannedKitLine => ({ kind: 'kit', pick, quantity: 1, itemStatus, remoteBuildStatus });

/** The documents of the three demo customers (spec 3 §4.8 statuses; spec 3 §2.9 screens). */
export const plannedDocuments: readonly PlannedDocument[] = [
  // Retail customer: one order of each status the account area distinguishes.
  { id: 331001, type: 'Sales Order', customerId: retail, status: 'Awaiting Processing', secondaryStatus: null, daysAgo: 2, fulfilment: delivery('12 Hay St', 'Perth', 'WA', '6000'),
    lines: [stock(CategoryIds.graphicsCard, 0, 1, 'Ready to go'), stock(CategoryIds.memory, 1, 2, 'Waiting Internal', { etaDays: 3 })], payments: [{ method: 'Credit Card', share: 'deposit' }] },
  { id: 331002, type: 'Sales Order', customerId: retail, status: 'Backorder', secondaryStatus: 'Waiting on Supplier', daysAgo: 6, fulfilment: delivery('12 Hay St', 'Perth', 'WA', '6000'),
    lines: [stock(CategoryIds.cpu, 2, 1, 'Waiting External', { etaDays: 12 }), stock(CategoryIds.mouseMats, 0, 1, 'Ready to go')], payments: [] },
  { id: 331003, type: 'Sales Order', customerId: retail, status: 'Being Built', secondaryStatus: 'In Workshop', daysAgo: 9, fulfilment: delivery('12 Hay St', 'Perth', 'WA', '6000'),
    lines: [kit(0, 'Ready to go', 'Being Built')], payments: [{ method: 'PayPal', share: 'full' }], buildId: 88120 },
  { id: 331004, type: 'Sales Order', customerId: retail, status: 'Completed', secondaryStatus: 'Dispatched', daysAgo: 40, fulfilment: { ...delivery('12 Hay St', 'Perth', 'WA', '6000'), shippingStatus: 'Dispatched' },
    lines: [kit(1, null, 'Completed'), stock(CategoryIds.monitors, 0, 1, null)], payments: [{ method: 'Credit Card', share: 'full' }], invoiceId: 552301, buildId: 88121 },
  { id: 331005, type: 'Sales Order', customerId: retail, status: 'Completed', secondaryStatus: 'Collected', daysAgo: 120, fulfilment: { ...pickup('Osborne Park', 'Osborne Park'), shippingStatus: 'Collected' },
    lines: [stock(CategoryIds.storageDrive, 0, 1, null), stock(CategoryIds.peripherals, 1, 1, null)], payments: [{ method: 'EFT', share: 'full' }], invoiceId: 552302 },
  { id: 331201, type: 'Quote', customerId: retail, status: 'Open Quote', secondaryStatus: null, daysAgo: 1, fulfilment: delivery('12 Hay St', 'Perth', 'WA', '6000'),
    lines: [stock(CategoryIds.graphicsCard, 3, 1, null), stock(CategoryIds.powerSupply, 0, 1, null)], payments: [] },
  { id: 331202, type: 'Quote', customerId: retail, status: 'Expired Quote', secondaryStatus: null, daysAgo: 60, fulfilment: delivery('12 Hay St', 'Perth', 'WA', '6000'),
    lines: [stock(CategoryIds.monitors, 1, 2, null)], payments: [] },
  // Company customer: business orders, a custom build whose remote build has not started (kit child changeable).
  { id: 331011, type: 'Sales Order', customerId: company, status: 'Awaiting Processing', secondaryStatus: null, daysAgo: 1, fulfilment: delivery('Level 3, 200 St Georges Tce', 'Perth', 'WA', '6000'),
    lines: [kit(2, 'Waiting Kit Stock', 'Awaiting Processing'), stock(CategoryIds.monitors, 2, 2, 'Ready to go')], payments: [{ method: 'EFT', share: 'deposit' }] },
  { id: 331012, type: 'Sales Order', customerId: company, status: null, secondaryStatus: null, daysAgo: 0, fulfilment: pickup('Wangara', 'Wangara'),
    lines: [stock(CategoryIds.peripherals, 0, 5, 'Ready to go')], payments: [] },
  { id: 331013, type: 'Sales Order', customerId: company, status: 'Completed', secondaryStatus: 'Dispatched', daysAgo: 75, fulfilment: { ...delivery('Level 3, 200 St Georges Tce', 'Perth', 'WA', '6000'), shippingStatus: 'Dispatched' },
    lines: [stock(CategoryIds.storageDrive, 1, 4, null), stock(CategoryIds.operatingSystem, 0, 4, null)], payments: [{ method: 'EFT', share: 'full' }], invoiceId: 552311 },
  { id: 331014, type: 'Sales Order', customerId: company, status: 'Cancelled', secondaryStatus: null, daysAgo: 30, fulfilment: pickup('Bentley', 'Bentley'),
    lines: [stock(CategoryIds.cpu, 0, 1, null)], payments: [] },
  { id: 331211, type: 'Quote', customerId: company, status: 'Open Quote', secondaryStatus: null, daysAgo: 3, fulfilment: delivery('Level 3, 200 St Georges Tce', 'Perth', 'WA', '6000'),
    lines: [stock(CategoryIds.monitors, 3, 10, null), stock(CategoryIds.peripherals, 2, 10, null)], payments: [] },
  // Two-factor customer (VIC): an order in the workshop queue, a completed build with its certificate.
  { id: 331021, type: 'Sales Order', customerId: twoFactor, status: 'Awaiting Processing', secondaryStatus: null, daysAgo: 0, fulfilment: delivery('8 Lonsdale St', 'Dandenong South', 'VIC', '3175'),
    lines: [stock(CategoryIds.cpuCooler, 0, 1, 'Autostocker Block'), stock(CategoryIds.coolingFans, 0, 3, 'Ready to go')], payments: [] },
  { id: 331022, type: 'Sales Order', customerId: twoFactor, status: 'Completed', secondaryStatus: 'Dispatched', daysAgo: 200, fulfilment: { ...delivery('8 Lonsdale St', 'Dandenong South', 'VIC', '3175'), shippingStatus: 'Dispatched' },
    lines: [kit(3, null, 'Completed')], payments: [{ method: 'Zip', share: 'full' }], invoiceId: 552321, buildId: 88122 },
];

interface PlannedReturn {
  id: number;
  invoiceId: number;
  /** Which invoice line (0-based, top-level lines only). */
  line: number;
  status: string;
  daysAgo: number;
  receivedDaysAgo: number | null;
  serial: string;
  fault: string;
}

export const plannedReturns: readonly PlannedReturn[] = [
  { id: 8812, invoiceId: 552302, line: 0, status: 'Awaiting Receipt', daysAgo: 4, receivedDaysAgo: null, serial: 'S6Z2NJ0W123456A', fault: 'Drive disappears from BIOS after warm reboot.' },
  { id: 8790, invoiceId: 552301, line: 1, status: 'Completed', daysAgo: 30, receivedDaysAgo: 27, serial: 'MN27Q0034471', fault: 'Dead pixel cluster near the centre of the panel.' },
  { id: 8801, invoiceId: 552311, line: 0, status: 'Received', daysAgo: 20, receivedDaysAgo: 18, serial: 'WD4TB22K0981', fault: 'SMART reports reallocated sectors rising daily.' },
];

const plannedWorkOrders = [
  { number: 31877, customerId: retail, status: 'In Progress', store: 'Wangara', category: 'Repair', warranty: true, daysAgo: 10, completedDaysAgo: null },
  { number: 31650, customerId: retail, status: 'Completed', store: 'Osborne Park', category: 'Upgrade', warranty: false, daysAgo: 90, completedDaysAgo: 86 },
  { number: 31902, customerId: company, status: 'Awaiting Parts', store: 'Bentley', category: 'Repair', warranty: true, daysAgo: 5, completedDaysAgo: null },
  { number: 31711, customerId: twoFactor, status: 'Completed', store: 'Moorabbin', category: 'Diagnostics', warranty: false, daysAgo: 150, completedDaysAgo: 147 },
] as const;

const plannedWishlists = [
  { customerId: retail, name: 'My Wishlist 1', isPublic: false, lines: [[CategoryIds.graphicsCard, 1, 1], [CategoryIds.monitors, 4, 1], [CategoryIds.mouseMats, 1, 2]] },
  { customerId: retail, name: 'Gaming Upgrade', isPublic: true, lines: [[CategoryIds.cpu, 3, 1], [CategoryIds.motherboard, 0, 1], [CategoryIds.memory, 0, 2]] },
  { customerId: company, name: 'My Wishlist 1', isPublic: false, lines: [[CategoryIds.monitors, 5, 6], [CategoryIds.peripherals, 3, 6]] },
  { customerId: twoFactor, name: 'My Wishlist 1', isPublic: true, lines: [[CategoryIds.storageDrive, 2, 1]] },
] as const;

const builders = [
  { EmployeeId: 214, AliasName: 'Jordan', AdditionInfo: 'Cable management is my favourite part.', QuestionOne: 'Favourite game?', AnswerOne: 'Elden Ring' },
  { EmployeeId: 187, AliasName: 'Priya', AdditionInfo: 'Every build is stress-tested for four hours before it leaves.', QuestionOne: 'Best part of the job?', AnswerOne: 'The first boot.' },
  { EmployeeId: 233, AliasName: 'Tom', AdditionInfo: 'Airflow first, then looks.', QuestionOne: 'Go-to case fan layout?', AnswerOne: 'Three in front, one out the back.' },
] as const;

/** An avatar of the builder's initial (base64 SVG, as the contract's AvatarSVG carries it). */
function avatarSvg(alias: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="#1565c0"/><text x="32" y="42" font-size="28" text-anchor="middle" fill="#fff">${alias.slice(0, 1)}</text></svg>`;
  return Buffer.from(svg).toString('base64');
}

type Db = Transaction<DatabaseTables>;

/** A document line as the seed writes it (ids chosen here, so returns and builds can point at them). */
interface SeedDocumentItem {
  document_item_id: number;
  document_id: number;
  parent_document_item_id: number | null;
  line_number: number;
  inventory_item_id: number;
  item_code: string;
  item_description: string;
  manufacturer_model: string | null;
  inventory_category_name: string | null;
  item_type_code: ItemTypeCode;
  kit_category_id: number | null;
  kit_category_name: string | null;
  quantity: number;
  quantity_outstanding: number;
  unit_cents: number;
  item_status: string | null;
  eta: Date | null;
  remote_build_sales_order_guid: string | null;
  remote_build_sales_order_status: string | null;
}

/** Items a customer can order, per category, in id order; falls back to all stock items if a category is empty. */
function itemPicker(items: readonly SeedItem[]) {
  const orderable = items.filter((item) => item.typeCode === 'STK' && item.availableOnline && item.priceCents > 0).sort((a, b) => a.id - b.id);
  const kits = items.filter((item) => item.typeCode === 'KIT').sort((a, b) => a.id - b.id);
  const byCategory = new Map<number, SeedItem[]>();
  for (const item of orderable) byCategory.set(item.primaryCategoryId, [...(byCategory.get(item.primaryCategoryId) ?? []), item]);
  const nth = <T>(list: readonly T[], index: number): T => {
    const value = list[index % list.length];
    if (value === undefined) throw new Error('The catalogue has no items to put on the demo documents');
    return value;
  };
  return {
    stock: (categoryId: number, pick: number) => nth(byCategory.get(categoryId) ?? orderable, pick),
    kit: (pick: number) => nth(kits, pick),
  };
}

const categoryNames = new Map(seedCategories.map((category) => [category.id, category.name]));

/** Writes every demo document inside the seed's transaction. */
export async function seedDocuments(trx: Db, input: SeedDocumentsInput): Promise<void> {
  const random = createRandom(documentSeed);
  const picker = itemPicker(input.items);
  const itemsById = new Map(input.items.map((item) => [item.id, item]));
  const at = (daysAgo: number, hour = 10) => new Date(Math.floor(input.now.getTime() / day) * day - daysAgo * day + hour * 3_600_000);
  let nextItemId = 1_200_001;
  let nextPaymentId = 1;
  const documentItemIds = new Map<number, number[]>();

  const itemRow = (documentId: number, lineNumber: number, item: SeedItem, quantity: number, unitCents: number, extra: Partial<SeedDocumentItem> = {}): SeedDocumentItem => ({
    document_item_id: nextItemId++,
    document_id: documentId,
    parent_document_item_id: null,
    line_number: lineNumber,
    inventory_item_id: item.id,
    item_code: item.code,
    item_description: item.description,
    manufacturer_model: item.model,
    inventory_category_name: categoryNames.get(item.primaryCategoryId) ?? null,
    item_type_code: item.typeCode,
    kit_category_id: null,
    kit_category_name: null,
    quantity,
    quantity_outstanding: quantity,
    unit_cents: unitCents,
    item_status: null,
    eta: null,
    remote_build_sales_order_guid: null,
    remote_build_sales_order_status: null,
    ...extra,
  });

  const writeDocument = async (plan: PlannedDocument, type: 'Sales Order' | 'Quote' | 'Invoice', id: number, number: string, salesOrderId: number | null) => {
    const isInvoice = type === 'Invoice';
    const rows: SeedDocumentItem[] = [];
    let partsCents = 0;
    plan.lines.forEach((line, index) => {
      const lineNumber = index + 1;
      const done = isInvoice || plan.status === 'Completed' || plan.status === 'Cancelled';
      if (line.kind === 'stock') {
        const item = picker.stock(line.categoryId, line.pick);
        partsCents += item.priceCents * line.quantity;
        rows.push(
          itemRow(id, lineNumber, item, line.quantity, item.priceCents, {
            quantity_outstanding: done ? 0 : (line.outstanding ?? line.quantity),
            item_status: isInvoice ? null : line.itemStatus,
            eta: !isInvoice && line.etaDays !== undefined ? at(-line.etaDays, 0) : null,
          }),
        );
        return;
      }
      const kitItem = picker.kit(line.pick);
      const children = input.kitCategories
        .filter((category) => category.kit_inventory_item_id === kitItem.id && category.default_inventory_item_id !== null)
        .sort((a, b) => a.sort_order - b.sort_order)
        .flatMap((category) => {
          const child = itemsById.get(category.default_inventory_item_id ?? 0);
          return child ? [{ category, child }] : [];
        });
      const unitCents = children.reduce((sum, { category, child }) => sum + child.priceCents * category.default_quantity, 0);
      partsCents += unitCents * line.quantity;
      const parent = itemRow(id, lineNumber, kitItem, line.quantity, unitCents, {
        quantity_outstanding: done ? 0 : line.quantity,
        item_status: isInvoice ? null : line.itemStatus,
        remote_build_sales_order_guid: isInvoice ? null : seededGuid(random),
        remote_build_sales_order_status: isInvoice ? null : line.remoteBuildStatus,
      });
      rows.push(parent);
      for (const { category, child } of children) {
        rows.push(
          itemRow(id, lineNumber, child, category.default_quantity * line.quantity, child.priceCents, {
            parent_document_item_id: parent.document_item_id,
            quantity_outstanding: done ? 0 : category.default_quantity * line.quantity,
            kit_category_id: category.inventory_kit_category_id,
            kit_category_name: category.category_name,
          }),
        );
      }
    });
    const totalCents = partsCents + plan.fulfilment.shippingCents;
    const address = plan.fulfilment.address;
    const customer = Object.values(demoAccounts).find((account) => account.customerId === plan.customerId);
    await trx
      .insertInto('documents')
      .values({
        document_id: id,
        document_guid: seededGuid(random),
        document_number: number,
        document_type: type,
        customer_id: plan.customerId,
        document_status: isInvoice ? 'Paid' : plan.status,
        document_secondary_status: isInvoice ? null : plan.secondaryStatus,
        document_date: at(plan.daysAgo - (isInvoice ? 2 : 0)),
        shipping_method: plan.fulfilment.method,
        shipping_status: plan.type === 'Quote' ? null : plan.fulfilment.shippingStatus,
        warehouse_name: plan.fulfilment.warehouseName,
        shipping_attn_to: address && customer ? `${customer.firstName} ${customer.lastName}` : null,
        shipping_street_address: address?.street ?? null,
        shipping_suburb: address?.suburb ?? null,
        shipping_state: address?.state ?? null,
        shipping_postcode: address?.postcode ?? null,
        shipping_price_cents: plan.fulfilment.shippingCents,
        total_cents: totalCents,
        store_name: plan.fulfilment.storeName,
        sales_order_id: salesOrderId,
      })
      .execute();
    await trx.insertInto('document_items').values(rows).execute();
    documentItemIds.set(id, rows.filter((row) => row.parent_document_item_id === null).map((row) => row.document_item_id));
    const payments = isInvoice ? [{ method: plan.payments[0]?.method ?? 'EFT', share: 'full' as const }] : plan.payments;
    for (const payment of payments) {
      // A deposit is 30 % rounded to whole dollars: the order then has a balance owing (spec 3 §4.8 Make Payment).
      const amountCents = payment.share === 'full' ? totalCents : Math.round((totalCents * 0.3) / 100) * 100;
      if (amountCents <= 0) continue;
      await trx
        .insertInto('document_payments')
        .values({ document_payment_id: nextPaymentId++, document_id: id, payment_method_name: payment.method, amount_cents: amountCents, paid_at: at(plan.daysAgo, 11) })
        .execute();
    }
    return rows;
  };

  for (const plan of plannedDocuments) {
    const prefix = plan.type === 'Quote' ? 'QU-' : 'SO-';
    const rows = await writeDocument(plan, plan.type, plan.id, `${prefix}${plan.id}`, null);
    if (plan.invoiceId !== undefined) await writeDocument(plan, 'Invoice', plan.invoiceId, formatInvoiceCode(plan.invoiceId), plan.id);
    if (plan.buildId !== undefined) {
      const kitRow = rows.find((row) => row.item_type_code === 'KIT');
      if (!kitRow) throw new Error(`Document ${plan.id} has a build but no custom build line`);
      const builder = builders[plan.buildId % builders.length] ?? builders[0];
      await trx
        .insertInto('builds')
        .values({
          build_id: plan.buildId,
          customer_id: plan.customerId,
          sales_order_id: plan.id,
          document_item_id: kitRow.document_item_id,
          pc_name: kitRow.item_description,
          build_quantity: kitRow.quantity,
          primary_image: `/api/images/${kitRow.inventory_item_id}?width=800`,
          purchase_date: at(plan.daysAgo),
          employee_id: builder.EmployeeId,
          public_information: JSON.stringify({
            AvatarSVG: avatarSvg(builder.AliasName),
            PubInfo: {
              ApprovedInfo: {
                AliasName: builder.AliasName,
                AdditionInfo: builder.AdditionInfo,
                QuestionOne: builder.QuestionOne,
                AnswerOne: builder.AnswerOne,
                QuestionTwo: null,
                AnswerTwo: null,
                QuestionThree: null,
                AnswerThree: null,
              },
            },
          }),
        })
        .execute();
    }
  }

  for (const plan of plannedReturns) {
    const invoiceItemId = documentItemIds.get(plan.invoiceId)?.[plan.line];
    const invoice = plannedDocuments.find((document) => document.invoiceId === plan.invoiceId);
    const line = invoice?.lines[plan.line];
    if (invoiceItemId === undefined || !invoice || line?.kind !== 'stock') throw new Error(`Return ${plan.id} points at no stock line of invoice ${plan.invoiceId}`);
    const item = picker.stock(line.categoryId, line.pick);
    await trx
      .insertInto('return_advices')
      .values({
        customer_return_advice_id: plan.id,
        customer_return_advice_number: `CRA-${String(plan.id).padStart(6, '0')}`,
        customer_id: invoice.customerId,
        invoice_id: plan.invoiceId,
        invoice_item_id: invoiceItemId,
        inventory_item_id: item.id,
        item_description: item.description,
        serial_number: plan.serial,
        fault_description: plan.fault,
        status: plan.status,
        created_at: at(plan.daysAgo, 14),
        received_at: plan.receivedDaysAgo === null ? null : at(plan.receivedDaysAgo, 9),
      })
      .execute();
  }

  await trx
    .insertInto('work_orders')
    .values(
      plannedWorkOrders.map((order) => ({
        work_order_guid: seededGuid(random),
        work_order_number: `WO-${String(order.number).padStart(6, '0')}`,
        customer_id: order.customerId,
        status: order.status,
        store_name: order.store,
        category: order.category,
        is_warranty: order.warranty,
        created_at: at(order.daysAgo, 9),
        completed_at: order.completedDaysAgo === null ? null : at(order.completedDaysAgo, 15),
      })),
    )
    .execute();

  let wishlistId = 1;
  for (const wishlist of plannedWishlists) {
    const id = wishlistId++;
    await trx
      .insertInto('wishlists')
      .values({ wishlist_id: id, wishlist_guid: seededGuid(random), customer_id: wishlist.customerId, customer_wishlist_name: wishlist.name, is_public: wishlist.isPublic, created_at: at(30 + id) })
      .execute();
    await trx
      .insertInto('wishlist_items')
      .values(wishlist.lines.map(([categoryId, pick, quantity]) => ({ wishlist_id: id, inventory_item_id: picker.stock(categoryId, pick).id, quantity })))
      .execute();
  }
}
