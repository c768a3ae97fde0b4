// The existing-order checkout and payment link (spec 3 §2.7, §4.5, §7): the order's checkout state, its missing
// contact fields (orders/patchExistingOrder), and submitOrder with a SalesOrderGuid, which pays the balance owing.
//
// Who may open a link (designed; the spec is silent): the logged-in customer whose order it is, or the session that
// placed it as a guest. Anything else (unknown GUID, another customer's order, a quote) and an order that can no
// longer be paid (cancelled, nothing owing) answer the same 404 with the spec's message, so a GUID never tells a
// stranger whether it names an order.
import type { Selectable } from 'kysely';
import { balanceOwingCents, isPickupShippingMethod } from '@rigkit/domain/account';
import {
  checkoutMessages,
  emptyCheckoutState,
  existingOrderMissingFields,
  isExistingOrderField,
  isPayableExistingOrder,
  normaliseMissingField,
  type CheckoutState,
  type ExistingOrderField,
} from '@rigkit/domain/checkout';
import { dollarsFromCents } from '@rigkit/domain/money';
import { ShippingCompanyIds, type ShippingOption } from '@rigkit/domain/shipping';
import { PaymentMethodIds, isExistingPayment, isPaidByRedirectAfterOrder, planPayments, type PaymentEntry } from '@rigkit/domain/payments';
import type { CatalogueSnapshot } from '../catalogue/catalogueIndex.ts';
import type { Db } from '../db/openDatabase.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { CustomerRow, DocumentsTable } from '../db/schema.ts';
import { ApiError } from '../http/envelope.ts';
import type { Identity } from '../identity/sessions.ts';
import type { OperationContext } from '../http/operation.ts';
import type { PaymentGateway } from './paymentGateway.ts';
import { unusablePaymentMethodMessage } from './usablePaymentMethods.ts';
import { isTheirs, paidCentsOf } from './orderOwnership.ts';
import { startZipCheckout } from './zipPayments.ts';
import { OrderRefused } from './orderRefused.ts';
import { captureCard, chargeName, debitLedger, isGatewayCharge, previousSubmission, type PlaceOrderResult } from './placeOrder.ts';

type DocumentRow = Selectable<DocumentsTable>;

const unavailable = () => new ApiError(404, checkoutMessages.paymentLinkUnavailable);

/** The caller's payable sales order, locked for the change when `forUpdate`; otherwise the one 404. */
async function payableOrder(db: Db, identity: Identity, documentGuid: string, forUpdate: boolean): Promise<{ row: DocumentRow; owingCents: number }> {
  let query = db.selectFrom('documents').selectAll().where('document_guid', '=', documentGuid);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row || !isTheirs(row, identity)) throw unavailable();
  const owingCents = balanceOwingCents({ status: row.document_status, totalCents: row.total_cents }, await paidCentsOf(db, row.document_id));
  if (!isPayableExistingOrder({ documentType: row.document_type, documentStatus: row.document_status, balanceOwingCents: owingCents })) throw unavailable();
  return { row, owingCents };
}

/** An order placed in a store records no contact of its own: its customer's account details stand in (designed). */
async function ownerOf(db: Db, row: DocumentRow): Promise<CustomerRow | null> {
  if (row.customer_id === null) return null;
  return (await db.selectFrom('customers').selectAll().where('customer_id', '=', row.customer_id).executeTakeFirst()) ?? null;
}

const orBlank = (value: string | null | undefined): string | null => (value && value.trim() !== '' ? value : null);

/**
 * The payments already recorded on the order, as entries the balance counts (spec 3 §4.4 balance, §9 method 4
 * "existing payments"): CustomerPaymentId marks them, so a failed submit keeps them and submitOrder skips them.
 */
async function existingPayments(db: Db, documentId: number): Promise<PaymentEntry[]> {
  const rows = await db.selectFrom('document_payments').selectAll().where('document_id', '=', documentId).orderBy('paid_at').orderBy('document_payment_id').execute();
  return rows.map((row) => ({
    PaymentMethodId: row.payment_method_id ?? PaymentMethodIds.eft,
    PaymentAmount: dollarsFromCents(row.amount_cents),
    ExternalToken: `existing-payment-${row.document_payment_id}`,
    CustomerPaymentAuthorityId: null,
    CustomerPaymentId: row.document_payment_id,
    IsStoreCredit: false,
    DisplayInformation: row.payment_method_name,
  }));
}

/**
 * A pickup order carries its pickup as the chosen method, so the payment step offers the methods usable for click and
 * collect (and asks for photo ID where the method needs it) rather than those for delivery. A pickup costs nothing,
 * so the order's total, which already holds its shipping, is not counted twice.
 */
async function chosenPickup(db: Db, row: DocumentRow): Promise<Partial<CheckoutState>> {
  if (!isPickupShippingMethod(row.shipping_method)) return {};
  const warehouse = row.warehouse_name
    ? await db.selectFrom('warehouses').select(['inventory_warehouse_id', 'state']).where('warehouse_name', '=', row.warehouse_name).executeTakeFirst()
    : undefined;
  const InventoryWarehouseId = warehouse?.inventory_warehouse_id ?? 0;
  const method = await db.selectFrom('shipping_methods').select('shipping_method_id').where('shipping_company_id', '=', ShippingCompanyIds.pickup).orderBy('shipping_method_id').executeTakeFirst();
  const ShippingMethodId = method?.shipping_method_id ?? 0;
  const SelectedShippingMethod: ShippingOption = {
    ShippingMethodId,
    InventoryWarehouseId,
    ShippingCompanyId: ShippingCompanyIds.pickup,
    DisplayName: row.shipping_method ?? '',
    AvailabilityComment: null,
    TotalCostIncTax: 0,
    State: warehouse?.state ?? null,
    ShowOnWebsite: true,
    Available: true,
    AvailableAfterTransfer: false,
    FurthestStockETA: null,
    WarehouseName: row.warehouse_name,
    RequiresCustomerDeliveryWindow: false,
    DeliveryDurationMinimumHours: null,
  };
  return { SelectedShippingMethod, ShippingMethodId, InventoryWarehouseId };
}

export async function fetchCheckoutStateExistingOrder(context: OperationContext<'POST', '/fetchCheckoutStateExistingOrder'>) {
  const { services, identity, body } = context;
  const { row } = await payableOrder(services.db, identity, body.SalesOrderGuid.toLowerCase(), false);
  const owner = await ownerOf(services.db, row);
  const ChiefCheckoutState: CheckoutState = {
    ...emptyCheckoutState(),
    FirstName: orBlank(row.contact_first_name) ?? orBlank(owner?.first_name),
    LastName: orBlank(row.contact_last_name) ?? orBlank(owner?.last_name),
    EmailAddress: orBlank(row.contact_email) ?? orBlank(owner?.email_address),
    MobileNumber: orBlank(row.contact_mobile) ?? orBlank(owner?.mobile),
    ShippingStreetAddressLine1: row.shipping_street_address,
    ShippingSuburb: row.shipping_suburb,
    ShippingState: row.shipping_state,
    ShippingPostcode: row.shipping_postcode,
    OrderNotes: row.order_notes,
    ClientOrderNumber: row.client_order_number,
    Payments: await existingPayments(services.db, row.document_id),
    ...(await chosenPickup(services.db, row)),
  };
  return {
    ChiefCheckoutState: { ...ChiefCheckoutState, Payments: [...ChiefCheckoutState.Payments] },
    SalesOrderDocument: {
      DocumentGuid: row.document_guid,
      DocumentNumber: row.document_number,
      // payableOrder lets only sales orders through.
      DocumentType: 'Sales Order' as const,
      DocumentStatus: row.document_status ?? '',
      TotalCostPriceIncTax: dollarsFromCents(row.total_cents),
    },
    // The order's method is already chosen; the options of a new checkout do not apply to it.
    ShippingOptions: [],
    MissingFields: existingOrderMissingFields(ChiefCheckoutState),
  };
}

const patchMessages = {
  unknownField: (field: string) => `${field} cannot be changed here`,
  invalid: (field: string) => `Please enter a valid ${field === 'EmailAddress' ? 'email address' : field === 'MobileNumber' ? 'mobile number' : 'name'}`,
} as const;

const columnOf: Record<ExistingOrderField, 'contact_first_name' | 'contact_last_name' | 'contact_email' | 'contact_mobile'> = {
  FirstName: 'contact_first_name',
  LastName: 'contact_last_name',
  EmailAddress: 'contact_email',
  MobileNumber: 'contact_mobile',
};

export async function patchExistingOrder(context: OperationContext<'POST', '/orders/patchExistingOrder'>) {
  const { services, identity, body } = context;
  const values: Partial<Record<(typeof columnOf)[ExistingOrderField], string>> = {};
  for (const [field, value] of Object.entries(body.MissingFields)) {
    if (!isExistingOrderField(field)) throw new ApiError(422, patchMessages.unknownField(field));
    const stored = normaliseMissingField(field, value);
    // The same patterns that keep Update Order disabled (spec 3 §5.4), checked again here.
    if (stored === null) throw new ApiError(422, patchMessages.invalid(field));
    values[columnOf[field]] = stored;
  }
  await services.db.transaction().execute(async (trx) => {
    const { row } = await payableOrder(trx, identity, body.DocumentGuid.toLowerCase(), true);
    await trx.updateTable('documents').set(values).where('document_id', '=', row.document_id).execute();
  });
  return null;
}

export interface PayExistingOrderInput {
  db: Db;
  /** The store's payment methods come with it. */
  snapshot: CatalogueSnapshot;
  gateway: PaymentGateway;
  identity: Identity;
  documentGuid: string;
  payments: readonly PaymentEntry[];
  retryGuid: string | null;
  requestHash: string;
  now: Date;
}

/**
 * Pays the balance owing (spec 3 §2.7) in one transaction: the order locked, its balance read again under the lock,
 * vouchers and store credit debited, the card captured with an idempotency key, the payments recorded, and the retry
 * GUID claimed, so a repeated submit answers the same order and never charges twice.
 */
export async function payExistingOrder(input: PayExistingOrderInput): Promise<PlaceOrderResult> {
  const { db, now } = input;
  if (input.retryGuid) {
    const previous = await previousSubmission(db, input.retryGuid, input.requestHash);
    if (previous) return previous;
  }
  // What the order already holds is recorded; only the new payments are settled.
  const newPayments = input.payments.filter((payment) => !isExistingPayment(payment));
  try {
    return await db.transaction().execute(async (trx) => {
      // The retry GUID is claimed before the order is read under its lock: a concurrent submit with the same GUID
      // waits here, then fails on the key and answers the first one's result instead of "no longer available".
      if (input.retryGuid) {
        const target = await trx.selectFrom('documents').select('document_id').where('document_guid', '=', input.documentGuid).executeTakeFirst();
        if (!target) throw unavailable();
        await trx.insertInto('order_submissions').values({ retry_guid: input.retryGuid, request_hash: input.requestHash, document_id: target.document_id }).execute();
      }
      const { row, owingCents } = await payableOrder(trx, input.identity, input.documentGuid, true);
      const plan = planPayments(owingCents, newPayments);
      if (!plan.ok) throw new OrderRefused(plan.message);
      // An order already placed is paid as a retail order, for the fulfilment it records (spec 3 §4.5).
      const unusable = unusablePaymentMethodMessage(input.snapshot, newPayments, { isB2B: false, isPickup: isPickupShippingMethod(row.shipping_method) });
      if (unusable) throw new OrderRefused(unusable);
      for (const charge of plan.charges) if (!isGatewayCharge(charge)) await debitLedger(trx, charge, input.identity.customer, now);
      for (const charge of plan.charges) {
        const transactionId = isGatewayCharge(charge) ? await captureCard(trx, input.gateway, charge, input.retryGuid ?? `${row.document_guid}:${now.getTime()}`) : null;
        await trx
          .insertInto('document_payments')
          .values({ document_id: row.document_id, payment_method_id: charge.paymentMethodId, payment_method_name: chargeName[charge.kind], amount_cents: charge.amountCents, paid_at: now, transaction_id: transactionId })
          .execute();
      }
      const redirectUrl =
        isPaidByRedirectAfterOrder(plan.payLaterMethodId) && plan.balanceOwingCents > 0
          ? await startZipCheckout(trx, { documentId: row.document_id, documentGuid: row.document_guid, sessionGuid: input.identity.sessionGuid, amountCents: plan.balanceOwingCents, now })
          : null;
      return { placed: true as const, documentGuid: row.document_guid, redirectUrl };
    });
  } catch (error) {
    if (error instanceof OrderRefused) return { placed: false, message: error.message };
    if (input.retryGuid && isUniqueViolation(error)) {
      const previous = await previousSubmission(db, input.retryGuid, input.requestHash);
      if (previous) return previous;
    }
    throw error;
  }
}
