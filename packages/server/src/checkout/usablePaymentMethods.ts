// The payment step offers only the methods usable for the order's fulfilment and cart (spec 3 §4.4), but a client
// can send any method id: a submit is checked against the same domain rule here, so "Pay on Collection" cannot pay
// for a delivery, nor a pickup-only method for a B2B cart.
import { isExistingPayment, paymentMethodsForCheckout, settlementMessages, type PaymentEntry } from '@rigkit/domain/payments';
import type { Db } from '../db/openDatabase.ts';
import type { CatalogueSnapshot } from '../catalogue/catalogueIndex.ts';

export type StorePaymentMethod = Awaited<ReturnType<typeof loadPaymentMethods>>[number];

/**
 * The store's methods in id order, with the flags the rule reads. Reference data that changes only with the store's
 * set-up, so it is read with the catalogue (catalogueIndex.ts), not for every order and payment step.
 */
export async function loadPaymentMethods(db: Db) {
  const rows = await db.selectFrom('payment_methods').selectAll().orderBy('payment_method_id').execute();
  return rows.map((row) => ({
    PaymentMethodId: row.payment_method_id,
    DisplayName: row.display_name,
    LogoUrl: row.logo_url,
    WebpageHtml: row.webpage_html,
    CanBeUsedForPickup: row.can_be_used_for_pickup,
    CanBeUsedForDelivery: row.can_be_used_for_delivery,
    CanBeUsedForRestrictedCarts: row.can_be_used_for_restricted_carts,
    IsInstant: row.is_instant,
    RequireIdOnPickup: row.require_id_on_pickup,
  }));
}

/** The store's methods with these ids, in id order. */
export function paymentMethodsWithIds(snapshot: CatalogueSnapshot, ids: readonly number[]): StorePaymentMethod[] {
  return snapshot.paymentMethods.filter((method) => ids.includes(method.PaymentMethodId));
}

/** A cart holding any business-only item is a B2B cart (spec 3 §4.4). */
export const isB2BCart = (snapshot: CatalogueSnapshot, lines: readonly { InventoryItemId: number }[]) =>
  lines.some((line) => snapshot.items.get(line.InventoryItemId)?.typeCode === 'B2B');

/** The refusal for a submit that pays a new payment with a method this order may not use, or null when all may. */
export function unusablePaymentMethodMessage(snapshot: CatalogueSnapshot, payments: readonly PaymentEntry[], order: { isB2B: boolean; isPickup: boolean }): string | null {
  const ids = [...new Set(payments.filter((payment) => !isExistingPayment(payment)).map((payment) => payment.PaymentMethodId))];
  if (ids.length === 0) return null;
  const usable = new Set(paymentMethodsForCheckout(paymentMethodsWithIds(snapshot, ids), order).map((method) => method.PaymentMethodId));
  return ids.every((id) => usable.has(id)) ? null : settlementMessages.unsupportedMethod;
}
