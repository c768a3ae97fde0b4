import { centsFromDollars, dollarsFromCents } from '../money/cents.ts';
import { FULL_AMOUNT_PAYMENT_METHOD_IDS, PaymentMethodIds } from './constants.ts';
import type { PaymentEntry } from './types.ts';

export interface CheckoutAmounts {
  /** Cart parts cost (sum of ExtendedCost), cents. */
  partsCents: number;
  /** Chosen shipping, cents. */
  shippingCents: number;
}

/** A payment counts against the balance once the provider has given it a token. */
export function hasPaymentToken(payment: Pick<PaymentEntry, 'ExternalToken'>): boolean {
  return payment.ExternalToken !== null && payment.ExternalToken.trim() !== '';
}

/** Balance = parts cost + shipping − payments that have tokens (spec 3 §4.4), in cents. */
export function checkoutBalanceCents(amounts: CheckoutAmounts, payments: readonly PaymentEntry[]): number {
  const paid = payments.filter(hasPaymentToken).reduce((sum, payment) => sum + centsFromDollars(payment.PaymentAmount), 0);
  return amounts.partsCents + amounts.shippingCents - paid;
}

/**
 * Tops up method-14 (card) entries as the cart changes (spec 3 §4.4): each takes what the other tokenised payments
 * leave of parts + shipping; an entry whose amount reaches zero or less is removed. Other entries are untouched.
 */
export function topUpCardPayments(payments: readonly PaymentEntry[], amounts: CheckoutAmounts): PaymentEntry[] {
  const result: PaymentEntry[] = [];
  for (const payment of payments) {
    if (payment.PaymentMethodId !== PaymentMethodIds.card) {
      result.push(payment);
      continue;
    }
    const others = payments.filter((other) => other !== payment);
    const amountCents = checkoutBalanceCents(amounts, others);
    if (amountCents > 0) result.push({ ...payment, PaymentAmount: dollarsFromCents(amountCents) });
  }
  return result;
}

/** Methods 4, 6, 8 and 11 need no external token (spec 3 §9). */
export function isFullAmountPaymentMethod(paymentMethodId: number): boolean {
  return FULL_AMOUNT_PAYMENT_METHOD_IDS.includes(paymentMethodId);
}

/**
 * The payments as sent by submitOrder: an entry of method 4, 6, 8 or 11 without a token carries the full amount
 * still owing after the tokenised payments (spec 3 §9). Other entries go as they are.
 */
export function paymentsForSubmit(payments: readonly PaymentEntry[], amounts: CheckoutAmounts): PaymentEntry[] {
  const owingCents = Math.max(checkoutBalanceCents(amounts, payments), 0);
  return payments.map((payment) =>
    isFullAmountPaymentMethod(payment.PaymentMethodId) && !hasPaymentToken(payment)
      ? { ...payment, PaymentAmount: dollarsFromCents(owingCents) }
      : payment,
  );
}

/** Adding a PayPal (method 6) payment that has a token submits the order at once, with captcha (spec 3 §4.4). */
export function shouldSubmitAfterAddingPayment(payment: Pick<PaymentEntry, 'PaymentMethodId' | 'ExternalToken'>): boolean {
  return payment.PaymentMethodId === PaymentMethodIds.payPal && hasPaymentToken(payment);
}

/** Payments already recorded on an existing order survive a failed submit; the rest are cleared (spec 3 §4.4). */
export function isExistingPayment(payment: Pick<PaymentEntry, 'CustomerPaymentId'>): boolean {
  return payment.CustomerPaymentId !== null && payment.CustomerPaymentId > 0;
}
