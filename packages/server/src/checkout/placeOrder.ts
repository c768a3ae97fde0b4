// submitOrder for a new checkout (spec 3 §4.4, §7): the session's cart re-priced, its stock reserved, then one
// transaction that claims the reservation, debits vouchers and store credit, captures the card and writes the order,
// or does none of it and gives the stock back.
//
// Correctness does not rely on this process (ARCHITECTURE "Scale-out"): stock is taken by conditional updates or
// under row locks in item and warehouse order (stockReservations.ts), ledger debits are conditional updates, and
// the retry GUID is claimed first in the transaction, so a second submit with the same GUID, from any process, waits
// for the first and then answers its order.
import { createHash, randomUUID } from 'node:crypto';
import { sql, type Expression } from 'kysely';
import { BACKORDER_SECONDARY_STATUS, BACKORDER_STATUS, NEW_ORDER_STATUS, blockedItemsRefusal, orderRejectionMessages, type CheckoutState } from '@rigkit/domain/checkout';
import { isPaidByRedirectAfterOrder, planPayments, paymentMessages, type PlannedCharge } from '@rigkit/domain/payments';
import { isPickupShippingOption } from '@rigkit/domain/shipping';
import { isB2BCart, unusablePaymentMethodMessage } from './usablePaymentMethods.ts';
import { pendingZipRedirect, startZipCheckout } from './zipPayments.ts';
import { checkoutContactSchema, validateForm } from '@rigkit/domain/validation';
import type { CatalogueSnapshot, IndexedItem } from '../catalogue/catalogueIndex.ts';
import { dispatchBlockOf } from '../catalogue/dispatchBlock.ts';
import { clearCart, couponPromotions, loadCart, priceCart, type CartState } from '../cart/cartService.ts';
import { shippingOptionsForCart } from '../cart/shipping.ts';
import type { Db } from '../db/openDatabase.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { CustomerRow, StoredCartLine } from '../db/schema.ts';
import { OrderRefused } from './orderRefused.ts';
import type { PaymentGateway } from './paymentGateway.ts';
import { assertClaimed, claimReservation, releaseReservation, reserveStock, type StockReservation } from './stockReservations.ts';

export interface PlaceOrderInput {
  db: Db;
  gateway: PaymentGateway;
  snapshot: CatalogueSnapshot;
  sessionGuid: string;
  customer: CustomerRow | null;
  checkout: CheckoutState;
  /** The cart the shopper saw (item and quantity per line); it must still be the session's cart. */
  seenLines: readonly { InventoryItemId: number; Quantity: number }[] | null;
  retryGuid: string | null;
  /** A digest of the whole request, compared when a retry GUID comes back. */
  requestHash: string;
  now: Date;
}

export type PlaceOrderResult =
  /** `redirectUrl`: where the shopper pays next, for a method settled after the order (Zip). */
  | { placed: true; documentGuid: string; redirectUrl?: string | null }
  | { placed: false; message: string; status?: 422 };

export const hashRequest = (body: unknown): string => createHash('sha256').update(JSON.stringify(body)).digest('hex');

export async function previousSubmission(db: Db, retryGuid: string, requestHash: string): Promise<PlaceOrderResult | null> {
  const row = await db
    .selectFrom('order_submissions')
    .innerJoin('documents', 'documents.document_id', 'order_submissions.document_id')
    .select(['order_submissions.request_hash', 'documents.document_guid', 'documents.document_id'])
    .where('order_submissions.retry_guid', '=', retryGuid)
    .executeTakeFirst();
  if (!row) return null;
  if (row.request_hash !== requestHash) return { placed: false, message: orderRejectionMessages.retryMismatch, status: 422 };
  return { placed: true, documentGuid: row.document_guid, redirectUrl: await pendingZipRedirect(db, row.document_id, row.document_guid) };
}

const lineKey = (line: { InventoryItemId: number; Quantity: number }) => `${line.InventoryItemId}x${line.Quantity}`;

function sameLines(seen: readonly { InventoryItemId: number; Quantity: number }[], stored: readonly StoredCartLine[]): boolean {
  const a = seen.map(lineKey).sort();
  const b = stored.map(lineKey).sort();
  return a.length === b.length && a.every((key, index) => key === b[index]);
}

/** Places the order; a repeat whose retry GUID already placed one is answered by the caller first (submitOrder). */
export async function placeOrder(input: PlaceOrderInput): Promise<PlaceOrderResult> {
  if (!input.retryGuid) return attemptOrder(input);
  const result = await attemptOrder(input);
  // A repeat that passed the caller's lookup just before its first submit committed finds the cart that order
  // emptied: it answers that order, not "Your cart is empty." (bench/checkout.bench.ts found the window).
  if (!result.placed) return (await previousSubmission(input.db, input.retryGuid, input.requestHash)) ?? result;
  return result;
}

async function attemptOrder(input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const { db, snapshot, checkout, now } = input;
  const cart = await loadCart(db, input.sessionGuid);
  if (cart.lines.length === 0) return { placed: false, message: orderRejectionMessages.cartEmpty };
  if (input.seenLines && !sameLines(input.seenLines, cart.lines)) return { placed: false, message: orderRejectionMessages.cartChanged };
  const blocked = blockedItemsRefusal(
    cart.lines.flatMap((line) => {
      const item = snapshot.items.get(line.InventoryItemId);
      return item ? [{ description: item.description, ...dispatchBlockOf(item) }] : [];
    }),
    now,
  );
  if (blocked) return { placed: false, message: blocked };
  const contact = validateForm(checkoutContactSchema, checkout);
  if (!contact.isValid) return { placed: false, message: orderRejectionMessages.contactMissing };

  const priced = priceCart(snapshot, cart, await couponPromotions(db, cart.couponCodes), now);
  const postcode = checkout.ShippingPostcode ?? '';
  const options = /^\d{4}$/.test(postcode) ? shippingOptionsForCart(snapshot, cart, postcode, priced.freeShipping) : [];
  const shipping = options.find((option) => option['ShippingMethodId'] === checkout.ShippingMethodId && option['InventoryWarehouseId'] === checkout.InventoryWarehouseId);
  if (!shipping) return { placed: false, message: orderRejectionMessages.chooseShipping };
  const shippingCents = Math.round(Number(shipping['TotalCostIncTax']) * 100);
  // A pickup is recorded as "Pickup from {store}", the wording the confirmation and the account area read (spec 3 §2.8).
  const isPickup = isPickupShippingOption({ ShippingCompanyId: Number(shipping['ShippingCompanyId']) });
  const placeName = (shipping['WarehouseName'] as string | null) ?? null;
  const totalCents = priced.subtotalCents - priced.discountCents + shippingCents;

  const plan = planPayments(totalCents, checkout.Payments);
  if (!plan.ok) return { placed: false, message: plan.message };
  const unusable = unusablePaymentMethodMessage(snapshot, checkout.Payments, { isB2B: isB2BCart(snapshot, cart.lines), isPickup });
  if (unusable) return { placed: false, message: unusable };

  const lines = orderLines(priced.ShoppingCart.ShoppingCartItems, cart, snapshot);
  if (lines.length === 0) return { placed: false, message: orderRejectionMessages.cartEmpty };

  let reservation: StockReservation;
  try {
    reservation = await reserveStock(db, cart, snapshot, checkout.InventoryWarehouseId ?? 0, now);
  } catch (error) {
    if (error instanceof OrderRefused) return { placed: false, message: error.message };
    throw error;
  }
  try {
    const placed = await db.transaction().execute(async (trx) => {
      // The order's number is drawn by the first statement that needs it, not by a query of its own.
      const nextId = sql<number>`nextval('document_ids')::integer`;
      // Claimed first: a concurrent submit with the same GUID waits here, then fails and answers our order.
      const claimedId = input.retryGuid
        ? (await trx.insertInto('order_submissions').values({ retry_guid: input.retryGuid, request_hash: input.requestHash, document_id: nextId }).returning('document_id').executeTakeFirstOrThrow()).document_id
        : undefined;
      const documentGuid = randomUUID();
      for (const charge of plan.charges) if (!isGatewayCharge(charge)) await debitLedger(trx, charge, input.customer, now);
      // One statement writes the order with its lines, empties the cart and claims the reservation: each part a WITH
      // item, run once and to completion. A WITH item read twice is computed once, so the id and the number agree.
      const drawnId = sql<number>`(SELECT id FROM drawn)`;
      const written = await trx
        .with('drawn', (db) => db.selectNoFrom((claimedId === undefined ? nextId : sql<number>`${claimedId}::integer`).as('id')))
        .with('document', (db) =>
          db
            .insertInto('documents')
            .values({
              document_id: drawnId,
              document_guid: documentGuid,
              document_number: sql<string>`'SO-' || ${drawnId}`,
              document_type: 'Sales Order',
              customer_id: input.customer?.customer_id ?? null,
              customer_session_guid: input.sessionGuid,
              document_status: reservation.isBackorder ? BACKORDER_STATUS : NEW_ORDER_STATUS,
              document_secondary_status: reservation.isBackorder ? BACKORDER_SECONDARY_STATUS : null,
              document_date: now,
              shipping_method: isPickup ? `Pickup from ${placeName}` : String(shipping['DisplayName']),
              shipping_status: null,
              warehouse_name: placeName,
              shipping_attn_to: `${contact.data.FirstName} ${contact.data.LastName}`,
              shipping_street_address: [checkout.ShippingStreetAddressLine1, checkout.ShippingStreetAddressLine2].filter(Boolean).join(', ') || null,
              shipping_suburb: checkout.ShippingSuburb,
              shipping_state: checkout.ShippingState,
              shipping_postcode: checkout.ShippingPostcode,
              shipping_price_cents: shippingCents,
              total_cents: totalCents,
              store_name: isPickup ? placeName : null,
              sales_order_id: null,
              contact_email: contact.data.EmailAddress,
              contact_first_name: contact.data.FirstName,
              contact_last_name: contact.data.LastName,
              contact_mobile: contact.data.MobileNumber,
              client_order_number: checkout.ClientOrderNumber,
              order_notes: checkout.OrderNotes,
              delivery_window: checkout.SelectTimeRange,
            })
            .returning('document_id'),
        )
        .with('lines', (db) => db.insertInto('document_items').values(lines.map((line) => topLevelLine(line, drawnId))).returning(['document_item_id', 'line_number']))
        .with('emptied', (db) => clearCart(db, input.sessionGuid, now))
        .with('claimed', (db) => claimReservation(db, reservation))
        .selectFrom('lines')
        .select(['document_item_id', 'line_number', sql<number>`(SELECT document_id FROM document)`.as('document_id'), sql<number>`(SELECT count(*) FROM claimed)::integer`.as('claimed')])
        .execute();
      const [first] = written;
      if (!first) throw new Error('the order was written without its lines');
      assertClaimed(first.claimed, reservation);
      const documentId = first.document_id;
      await writeKitParts(trx, documentId, lines, new Map(written.map((line) => [line.line_number, line.document_item_id])), snapshot);
      const redirectUrl =
        isPaidByRedirectAfterOrder(plan.payLaterMethodId) && plan.balanceOwingCents > 0
          ? await startZipCheckout(trx, { documentId, documentGuid, sessionGuid: input.sessionGuid, amountCents: plan.balanceOwingCents, now })
          : null;
      // The card goes last, once everything that can refuse the order has had its say.
      const payments = [];
      for (const charge of plan.charges) {
        const transactionId = isGatewayCharge(charge) ? await captureCard(trx, input.gateway, charge, input.retryGuid ?? documentGuid) : null;
        payments.push({ document_id: documentId, payment_method_id: charge.paymentMethodId, payment_method_name: chargeName[charge.kind], amount_cents: charge.amountCents, paid_at: now, transaction_id: transactionId });
      }
      if (payments.length > 0) await trx.insertInto('document_payments').values(payments).execute();
      return { documentGuid, redirectUrl };
    });
    return { placed: true, ...placed };
  } catch (error) {
    // Should giving back fail too, the shopper still hears why the order failed; the units come back as abandoned.
    await releaseReservation(db, reservation).catch(() => undefined);
    if (error instanceof OrderRefused) return { placed: false, message: error.message };
    if (input.retryGuid && isUniqueViolation(error)) {
      const previous = await previousSubmission(db, input.retryGuid, input.requestHash);
      if (previous) return previous;
    }
    throw error;
  }
}

export const chargeName: Record<PlannedCharge['kind'], string> = { card: 'Credit Card', payPal: 'PayPal', giftVoucher: 'Gift Voucher', storeCredit: 'Store Credit' };

/** A conditional debit: two orders spending one voucher cannot both take more than its balance. */
export async function debitLedger(trx: Db, charge: PlannedCharge, customer: CustomerRow | null, now: Date): Promise<void> {
  const refused = new OrderRefused(paymentMessages.giftVoucherNoBalanceOrInvalid);
  // Codes are printed in capitals and read back in any case.
  const code = charge.token.toUpperCase();
  if (charge.kind === 'giftVoucher') {
    const debited = await trx
      .updateTable('gift_vouchers')
      .set((eb) => ({ balance_cents: eb('balance_cents', '-', charge.amountCents) }))
      .where('voucher_code', '=', code)
      .where('balance_cents', '>=', charge.amountCents)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .executeTakeFirst();
    if (Number(debited.numUpdatedRows) !== 1) throw refused;
    return;
  }
  if (!customer) throw refused;
  const debited = await trx
    .updateTable('store_credits')
    .set((eb) => ({ balance_cents: eb('balance_cents', '-', charge.amountCents) }))
    .where('store_credit_code', '=', code)
    .where('customer_id', '=', customer.customer_id)
    .where('balance_cents', '>=', charge.amountCents)
    .executeTakeFirst();
  if (Number(debited.numUpdatedRows) !== 1) throw refused;
}

/** Captures a card or an approved PayPal order through the gateway, keyed per payment of this attempt. */
export async function captureCard(trx: Db, gateway: PaymentGateway, charge: PlannedCharge, attemptKey: string): Promise<string> {
  const method = charge.kind === 'payPal' ? 'payPal' : 'card';
  const result = await gateway.capture({ method, token: charge.token, approval: charge.approval, amountCents: charge.amountCents, idempotencyKey: `${attemptKey}:${method}:${charge.token}` }, trx);
  if (!result.ok) {
    if (method === 'payPal') throw new OrderRefused(paymentMessages.payPalNotCaptured);
    throw new OrderRefused(result.reason === 'declined' ? orderRejectionMessages.cardDeclined : paymentMessages.cardVerificationFailed);
  }
  return result.transactionId;
}

/** Whether the gateway captures this charge (the ledgers are debited in our own tables instead). */
export const isGatewayCharge = (charge: PlannedCharge): boolean => charge.kind === 'card' || charge.kind === 'payPal';

type PricedLine = { InventoryItemId: number; LineNumber: number; Quantity: number; UnitCost: number };
type OrderLine = { priced: PricedLine; item: IndexedItem; stored: StoredCartLine };

/** The priced cart's lines with their catalogue items and stored choices (a line whose item is gone is left out). */
function orderLines(pricedLines: readonly Record<string, unknown>[], cart: CartState, snapshot: CatalogueSnapshot): OrderLine[] {
  return (pricedLines as unknown as PricedLine[]).flatMap((priced) => {
    const item = snapshot.items.get(priced.InventoryItemId);
    const stored = cart.lines.find((line) => line.LineNumber === priced.LineNumber);
    return item && stored ? [{ priced, item, stored }] : [];
  });
}

const unlisted = { inventory_category_name: null, kit_category_name: null, item_status: null, eta: null, remote_build_sales_order_guid: null, remote_build_sales_order_status: null };

function topLevelLine({ priced, item, stored }: OrderLine, documentId: Expression<number>) {
  return {
    ...unlisted,
    // The design to print goes with the line (issue 20 item 5): the cart checked it is the customer's to use.
    uv_print_design_code: stored.UvPrintDesignCode,
    document_id: documentId,
    parent_document_item_id: null,
    line_number: priced.LineNumber,
    inventory_item_id: item.id,
    item_code: item.code,
    item_description: item.description,
    manufacturer_model: item.model,
    item_type_code: item.typeCode,
    kit_category_id: null,
    quantity: priced.Quantity,
    quantity_outstanding: priced.Quantity,
    unit_cents: Math.round(priced.UnitCost * 100),
  };
}

/** Every kit's parts under its line, once the lines have their ids: a second statement, for orders with kits only. */
async function writeKitParts(trx: Db, documentId: number, lines: readonly OrderLine[], lineIdOf: ReadonlyMap<number, number>, snapshot: CatalogueSnapshot): Promise<void> {
  const parts = lines.flatMap(({ priced, stored }) =>
    stored.KitChildren.flatMap((child) => {
      const part = snapshot.items.get(child.InventoryItemId);
      const parentId = lineIdOf.get(priced.LineNumber);
      if (!part || parentId === undefined) return [];
      return [
        {
          ...unlisted,
          document_id: documentId,
          parent_document_item_id: parentId,
          line_number: priced.LineNumber,
          inventory_item_id: part.id,
          item_code: part.code,
          item_description: part.description,
          manufacturer_model: part.model,
          item_type_code: part.typeCode,
          kit_category_id: child.KitCategoryId,
          uv_print_design_code: child.UvPrintDesignCode,
          quantity: child.Quantity * priced.Quantity,
          quantity_outstanding: child.Quantity * priced.Quantity,
          unit_cents: part.priceCents,
        },
      ];
    }),
  );
  if (parts.length > 0) await trx.insertInto('document_items').values(parts).execute();
}
