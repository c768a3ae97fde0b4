// How the server settles the payments a submit carries against the total it priced itself (spec 3 §4.4, §9;
// designed where the spec is silent). The client's amounts are claims: a tokenised payment may not exceed what is
// owed, and what tokenised payments leave is owed later only when a pay-later method (EFT, method 8) is chosen.
import { checkoutMessages } from '../checkout/messages.ts';
import { centsFromDollars } from '../money/cents.ts';
import { PaymentMethodIds } from './constants.ts';
import { paymentMessages } from './messages.ts';
import type { PaymentEntry } from './types.ts';
import { hasPaymentToken } from './balance.ts';

export type ChargeKind = 'card' | 'payPal' | 'giftVoucher' | 'storeCredit';

export interface PlannedCharge {
  kind: ChargeKind;
  paymentMethodId: number;
  amountCents: number;
  token: string;
  /** A redirect provider's proof that the shopper approved (PayPal's PayerID, sent as AdditionalData). */
  approval: string | null;
}

export type PaymentPlan =
  | { ok: true; charges: PlannedCharge[]; balanceOwingCents: number; payLaterMethodId: number | null }
  | { ok: false; message: string };

export const settlementMessages = {
  selectPaymentMethod: checkoutMessages.selectPaymentMethod,
  overpaid: 'Your payments come to more than the order total. Please remove a payment and try again.',
  unsupportedMethod: 'That payment method is not available for this order. Please choose another.',
} as const;

/**
 * Methods sent without a token that leave the balance owing when the order is placed: EFT and method 8 are paid to
 * the store later; Zip (11) is paid at Zip straight after, through the redirect the submit answers.
 */
const payLaterMethodIds: readonly number[] = [PaymentMethodIds.eft, PaymentMethodIds.noExternalToken, PaymentMethodIds.zip];

/** Zip settles after the order: its submit answers a RedirectUrl to Zip for the balance owing (spec 3 §4.4, §9). */
export function isPaidByRedirectAfterOrder(paymentMethodId: number | null): boolean {
  return paymentMethodId === PaymentMethodIds.zip;
}

/** The methods a submit can settle. PayPal (6) is settled with the token its approval returns before the order. */
export const SETTLEABLE_PAYMENT_METHOD_IDS: readonly number[] = [...payLaterMethodIds, PaymentMethodIds.payPal, PaymentMethodIds.giftVoucherOrStoreCredit, PaymentMethodIds.card];

function chargeKind(payment: PaymentEntry): ChargeKind | null {
  if (payment.PaymentMethodId === PaymentMethodIds.card) return 'card';
  if (payment.PaymentMethodId === PaymentMethodIds.payPal) return 'payPal';
  if (payment.PaymentMethodId === PaymentMethodIds.giftVoucherOrStoreCredit) return payment.IsStoreCredit ? 'storeCredit' : 'giftVoucher';
  return null;
}

export function planPayments(totalCents: number, payments: readonly PaymentEntry[]): PaymentPlan {
  const charges: PlannedCharge[] = [];
  let payLaterMethodId: number | null = null;
  for (const payment of payments) {
    if (payLaterMethodIds.includes(payment.PaymentMethodId) && !hasPaymentToken(payment)) {
      payLaterMethodId = payment.PaymentMethodId;
      continue;
    }
    const kind = chargeKind(payment);
    const amountCents = centsFromDollars(payment.PaymentAmount);
    if (kind === null || !hasPaymentToken(payment)) return { ok: false, message: settlementMessages.unsupportedMethod };
    if (amountCents <= 0) continue;
    const token = (payment.ExternalToken ?? '').trim();
    if ((kind === 'giftVoucher' || kind === 'storeCredit') && charges.some((charge) => charge.kind === kind && charge.token === token)) {
      return { ok: false, message: paymentMessages.giftVoucherAlreadyInPayments };
    }
    charges.push({ kind, paymentMethodId: payment.PaymentMethodId, amountCents, token, approval: payment.AdditionalData ?? null });
  }
  const paidCents = charges.reduce((sum, charge) => sum + charge.amountCents, 0);
  if (paidCents > totalCents) return { ok: false, message: settlementMessages.overpaid };
  const balanceOwingCents = totalCents - paidCents;
  if (balanceOwingCents > 0 && payLaterMethodId === null) return { ok: false, message: settlementMessages.selectPaymentMethod };
  // Ledgers first and the card last: a declined card then costs nothing to undo but the transaction.
  const order: Record<ChargeKind, number> = { giftVoucher: 0, storeCredit: 1, card: 2, payPal: 2 };
  charges.sort((a, b) => order[a.kind] - order[b.kind]);
  return { ok: true, charges, balanceOwingCents, payLaterMethodId };
}
