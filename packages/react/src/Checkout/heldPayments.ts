// PayPal is a full-page redirect, so the checkout's own payments (a gift voucher, store credit) would be lost on the
// way to the approve page and back: the PayPal order is for what they leave owing, and coming back without them would
// pay the wrong amount. They are held in this tab's sessionStorage for the trip (never card data: a card is not
// combined with PayPal) and taken back once, when the shopper returns approved or cancelled.
import { isExistingPayment, PaymentMethodIds, type PaymentEntry } from '@rigkit/domain/payments';

const storageKey = 'rigkit:checkout:held-payments';
/** Designed: an approval left longer than this is treated as abandoned and its held payments are dropped. */
const holdForMs = 3 * 3_600_000;

const storage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

/** Holds the payments PayPal does not replace: those the shopper added here, not PayPal's and not an order's earlier ones. */
export function holdPaymentsForRedirect(payments: readonly PaymentEntry[], now = Date.now()): void {
  const held = payments.filter((payment) => payment.PaymentMethodId !== PaymentMethodIds.payPal && !isExistingPayment(payment));
  storage()?.setItem(storageKey, JSON.stringify({ at: now, payments: held }));
}

const isPaymentEntry = (value: unknown): value is PaymentEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PaymentEntry).PaymentMethodId === 'number' &&
  typeof (value as PaymentEntry).PaymentAmount === 'number' &&
  (typeof (value as PaymentEntry).ExternalToken === 'string' || (value as PaymentEntry).ExternalToken === null) &&
  typeof (value as PaymentEntry).IsStoreCredit === 'boolean';

/** The held payments, once: they are removed as they are read. Anything malformed or stale reads as none. */
export function takeHeldPayments(now = Date.now()): PaymentEntry[] {
  const store = storage();
  const raw = store?.getItem(storageKey);
  store?.removeItem(storageKey);
  if (!raw) return [];
  try {
    const parsed = JSON.parse(raw) as { at?: unknown; payments?: unknown };
    if (typeof parsed.at !== 'number' || now - parsed.at > holdForMs || !Array.isArray(parsed.payments)) return [];
    return parsed.payments.filter(isPaymentEntry);
  } catch {
    return [];
  }
}
