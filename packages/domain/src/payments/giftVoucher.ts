import { centsFromDollars, dollarsFromCents } from '../money/cents.ts';
import { PaymentMethodIds } from './constants.ts';
import { paymentMessages } from './messages.ts';
import type { PaymentEntry, StoreCredit } from './types.ts';

export type GiftVoucherResult =
  | { ok: true; payment: PaymentEntry }
  | { ok: false; message: string };

function sameCode(a: string | null, b: string): boolean {
  return a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The duplicate check, done before the balance call: "Sorry that gift voucher is already in your payments!". */
export function giftVoucherDuplicateMessage(code: string, payments: readonly PaymentEntry[]): string | null {
  const duplicate = payments.some(
    (payment) => payment.PaymentMethodId === PaymentMethodIds.giftVoucherOrStoreCredit && !payment.IsStoreCredit && sameCode(payment.ExternalToken, code),
  );
  return duplicate ? paymentMessages.giftVoucherAlreadyInPayments : null;
}

/**
 * The payment for a gift voucher after fetchGiftVoucherBalance (spec 3 §5.4). A balance of zero or below, or no
 * number (invalid code), fails with the spec's message. The voucher pays at most what is still owing, so the card
 * top-up and the totals stay right; the code travels as ExternalToken (method 7).
 */
export function giftVoucherPayment(options: {
  code: string;
  /** Dollars as answered by fetchGiftVoucherBalance; null or non-number when the code is invalid. */
  balance: unknown;
  payments: readonly PaymentEntry[];
  owingCents: number;
}): GiftVoucherResult {
  const duplicate = giftVoucherDuplicateMessage(options.code, options.payments);
  if (duplicate) return { ok: false, message: duplicate };
  const { balance } = options;
  if (typeof balance !== 'number' || !Number.isFinite(balance) || balance <= 0 || options.code.trim() === '') {
    return { ok: false, message: paymentMessages.giftVoucherNoBalanceOrInvalid };
  }
  const amountCents = Math.min(centsFromDollars(balance), Math.max(options.owingCents, 0));
  return {
    ok: true,
    payment: {
      PaymentMethodId: PaymentMethodIds.giftVoucherOrStoreCredit,
      PaymentAmount: dollarsFromCents(amountCents),
      ExternalToken: options.code.trim(),
      CustomerPaymentAuthorityId: null,
      CustomerPaymentId: null,
      IsStoreCredit: false,
    },
  };
}

/** Store credit applied by a logged-in customer (method 7, IsStoreCredit): at most what is owing; null when none. */
export function storeCreditPayment(credit: StoreCredit, owingCents: number): PaymentEntry | null {
  const amountCents = Math.min(centsFromDollars(credit.StoreCreditAmount), Math.max(owingCents, 0));
  if (amountCents <= 0) return null;
  return {
    PaymentMethodId: PaymentMethodIds.giftVoucherOrStoreCredit,
    PaymentAmount: dollarsFromCents(amountCents),
    ExternalToken: credit.StoreCreditCode,
    CustomerPaymentAuthorityId: null,
    CustomerPaymentId: null,
    IsStoreCredit: true,
  };
}
