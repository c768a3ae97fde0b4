import { describe, expect, it } from 'vitest';
import { paymentMessages } from './messages.ts';
import { isPaidByRedirectAfterOrder, planPayments, settlementMessages } from './settlement.ts';
import type { PaymentEntry } from './types.ts';

const payment = (PaymentMethodId: number, PaymentAmount: number, ExternalToken: string | null, IsStoreCredit = false): PaymentEntry => ({
  PaymentMethodId,
  PaymentAmount,
  ExternalToken,
  IsStoreCredit,
  CustomerPaymentAuthorityId: null,
  CustomerPaymentId: null,
});

describe('planPayments', () => {
  it('a card for the whole total settles it', () => {
    expect(planPayments(129_900, [payment(14, 1299, 'fake-valid-nonce')])).toEqual({
      ok: true,
      charges: [{ kind: 'card', paymentMethodId: 14, amountCents: 129_900, token: 'fake-valid-nonce', approval: null }],
      balanceOwingCents: 0,
      payLaterMethodId: null,
    });
  });

  it('takes ledgers before the card, and a store credit apart from a voucher', () => {
    const plan = planPayments(10_000, [payment(14, 40, 'fake-valid-nonce'), payment(7, 50, 'GV-1'), payment(7, 10, 'SC-1', true)]);
    expect(plan.ok && plan.charges.map((charge) => charge.kind)).toEqual(['giftVoucher', 'storeCredit', 'card']);
  });

  it.each([
    ['nothing chosen', 5000, [], settlementMessages.selectPaymentMethod],
    ['a voucher short of the total and no other method', 5000, [payment(7, 20, 'GV-1')], settlementMessages.selectPaymentMethod],
    ['more paid than owed', 5000, [payment(14, 60, 'fake-valid-nonce')], settlementMessages.overpaid],
    ['a card without its nonce', 5000, [payment(14, 50, null)], settlementMessages.unsupportedMethod],
    ['a method the server cannot take', 5000, [payment(99, 50, 'x')], settlementMessages.unsupportedMethod],
    ['one voucher twice', 5000, [payment(7, 20, 'GV-1'), payment(7, 30, 'GV-1')], paymentMessages.giftVoucherAlreadyInPayments],
  ])('refuses %s', (_name, total, payments, message) => {
    expect(planPayments(total, payments)).toEqual({ ok: false, message });
  });

  it('settles an approved PayPal order (method 6) with its token and the PayerID it came back with', () => {
    const paypal = { ...payment(6, 1299, 'PAYPAL-5O190127TN364715T'), AdditionalData: 'PAYER-1' };
    expect(planPayments(129_900, [paypal])).toMatchObject({ ok: true, charges: [{ kind: 'payPal', paymentMethodId: 6, amountCents: 129_900, token: 'PAYPAL-5O190127TN364715T', approval: 'PAYER-1' }] });
    expect(planPayments(129_900, [payment(6, 1299, null)])).toEqual({ ok: false, message: settlementMessages.unsupportedMethod });
  });

  it('leaves the rest owing under EFT', () => {
    expect(planPayments(5000, [payment(7, 20, 'GV-1'), payment(4, 0, null)])).toMatchObject({ ok: true, balanceOwingCents: 3000, payLaterMethodId: 4 });
  });

  it('leaves the rest owing to Zip (method 11), which is paid through a redirect after the order', () => {
    const plan = planPayments(5000, [payment(7, 20, 'GV-1'), payment(11, 30, null)]);
    expect(plan).toMatchObject({ ok: true, balanceOwingCents: 3000, payLaterMethodId: 11 });
    expect(isPaidByRedirectAfterOrder(plan.ok ? plan.payLaterMethodId : null)).toBe(true);
    expect(isPaidByRedirectAfterOrder(4)).toBe(false);
  });

  it('a free order needs no payment', () => {
    expect(planPayments(0, [])).toMatchObject({ ok: true, balanceOwingCents: 0 });
  });
});
