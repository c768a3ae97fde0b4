import { describe, expect, it } from 'vitest';
import {
  checkoutBalanceCents,
  isExistingPayment,
  isFullAmountPaymentMethod,
  paymentsForSubmit,
  shouldSubmitAfterAddingPayment,
  topUpCardPayments,
} from './balance.ts';
import { PaymentMethodIds } from './constants.ts';
import { makePaymentEntry } from './testing.ts';

const amounts = { partsCents: 150000, shippingCents: 2500 };

describe('checkout balance (spec 3 §4.4: parts + shipping − payments with tokens)', () => {
  it.each([
    ['no payments', [], 152500],
    ['a voucher with a token', [makePaymentEntry({ PaymentMethodId: 7, PaymentAmount: 100.1, ExternalToken: 'GV1' })], 142490],
    ['a payment without a token does not count', [makePaymentEntry({ PaymentMethodId: 6, PaymentAmount: 500 })], 152500],
    ['a blank token does not count', [makePaymentEntry({ PaymentAmount: 500, ExternalToken: '  ' })], 152500],
    ['overpaid', [makePaymentEntry({ PaymentAmount: 2000, ExternalToken: 't' })], -47500],
  ])('with %s the balance is %i cents', (_label, payments, expected) => {
    expect(checkoutBalanceCents(amounts, payments)).toBe(expected);
  });
});

describe('method 14 top-up (spec 3 §4.4)', () => {
  it('tops the card up by the remaining balance as the cart changes', () => {
    const voucher = makePaymentEntry({ PaymentMethodId: 7, PaymentAmount: 25, ExternalToken: 'GV1' });
    const card = makePaymentEntry({ PaymentMethodId: 14, PaymentAmount: 10, ExternalToken: 'nonce' });
    expect(topUpCardPayments([voucher, card], amounts)).toEqual([voucher, { ...card, PaymentAmount: 1500 }]);
    expect(topUpCardPayments([voucher, card], { partsCents: 160000, shippingCents: 0 })[1]?.PaymentAmount).toBe(1575);
  });

  it.each([
    ['zero', 152500],
    ['below zero', 200000],
  ])('removes the card entry when its amount reaches %s', (_label, voucherCents) => {
    const voucher = makePaymentEntry({ PaymentMethodId: 7, PaymentAmount: voucherCents / 100, ExternalToken: 'GV1' });
    const card = makePaymentEntry({ PaymentMethodId: 14, PaymentAmount: 10 });
    expect(topUpCardPayments([voucher, card], amounts)).toEqual([voucher]);
  });
});

describe('payments at submit (spec 3 §9: methods 4, 6, 8 and 11 carry the full amount)', () => {
  it.each([
    [4, true],
    [6, true],
    [8, true],
    [11, true],
    [7, false],
    [14, false],
  ])('method %i needs no token: %s', (id, expected) => {
    expect(isFullAmountPaymentMethod(id)).toBe(expected);
  });

  it('sends a token-less method with the full amount owing after tokenised payments', () => {
    const voucher = makePaymentEntry({ PaymentMethodId: 7, PaymentAmount: 50, ExternalToken: 'GV1' });
    const zip = makePaymentEntry({ PaymentMethodId: PaymentMethodIds.zip, PaymentAmount: 0 });
    expect(paymentsForSubmit([voucher, zip], amounts)).toEqual([voucher, { ...zip, PaymentAmount: 1475 }]);
  });

  it('leaves a full-amount method that already has a token alone', () => {
    const payPal = makePaymentEntry({ PaymentMethodId: 6, PaymentAmount: 12.34, ExternalToken: 'PAY-1' });
    expect(paymentsForSubmit([payPal], amounts)).toEqual([payPal]);
  });

  it.each([
    [6, 'PAY-1', true],
    [6, null, false],
    [14, 'nonce', false],
  ])('adding method %i with token %s submits at once: %s', (PaymentMethodId, ExternalToken, expected) => {
    expect(shouldSubmitAfterAddingPayment({ PaymentMethodId, ExternalToken })).toBe(expected);
  });

  it.each([
    [123, true],
    [null, false],
    [0, false],
  ])('CustomerPaymentId %s is an existing payment: %s', (CustomerPaymentId, expected) => {
    expect(isExistingPayment({ CustomerPaymentId })).toBe(expected);
  });
});
