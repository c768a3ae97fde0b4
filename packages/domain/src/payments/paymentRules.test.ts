import { describe, expect, it } from 'vitest';
import { giftVoucherPayment, storeCreditPayment } from './giftVoucher.ts';
import { paymentMessages } from './messages.ts';
import { paymentMethodsForCheckout, requiresPhotoIdOnPickup } from './methods.ts';
import { makeCheckoutUpsellRule, makePaymentEntry, makePaymentMethod } from './testing.ts';
import { checkoutUpsellItemIds, upsellRuleIncludeStrings } from './upsells.ts';

describe('payment methods (spec 3 §4.4)', () => {
  const card = makePaymentMethod({ PaymentMethodId: 14 });
  const cashOnPickup = makePaymentMethod({ PaymentMethodId: 20, CanBeUsedForDelivery: false, RequireIdOnPickup: true });

  it('allows only methods usable for delivery in a B2B cart', () => {
    expect(paymentMethodsForCheckout([card, cashOnPickup], { isB2B: true })).toEqual([card]);
    expect(paymentMethodsForCheckout([card, cashOnPickup], { isB2B: false })).toEqual([card, cashOnPickup]);
  });

  const deliveryOnly = makePaymentMethod({ PaymentMethodId: 11, CanBeUsedForPickup: false });
  it.each([
    ['click and collect', true, [card, cashOnPickup]],
    ['delivery', false, [card, deliveryOnly]],
  ])('offers for %s only the methods usable for it', (_label, isPickup, expected) => {
    expect(paymentMethodsForCheckout([card, cashOnPickup, deliveryOnly], { isB2B: false, isPickup })).toEqual(expected);
  });

  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
  ])('method requiring ID %s, pickup %s: photo ID required %s', (RequireIdOnPickup, isPickup, expected) => {
    expect(requiresPhotoIdOnPickup(makePaymentMethod({ RequireIdOnPickup }), { isPickup })).toBe(expected);
  });
});

describe('gift vouchers (spec 3 §5.4)', () => {
  it.each([
    ['zero balance', 0],
    ['negative balance', -5],
    ['an invalid code', null],
    ['a non-number answer', 'invalid'],
  ])('rejects %s with "Sorry that gift voucher has no balance or is invalid"', (_label, balance) => {
    expect(giftVoucherPayment({ code: 'GV-1', balance, payments: [], owingCents: 10000 })).toEqual({
      ok: false,
      message: 'Sorry that gift voucher has no balance or is invalid',
    });
  });

  it('rejects the same voucher twice with "Sorry that gift voucher is already in your payments!"', () => {
    const payments = [makePaymentEntry({ PaymentMethodId: 7, ExternalToken: 'GV-1', PaymentAmount: 20 })];
    expect(giftVoucherPayment({ code: ' gv-1 ', balance: 50, payments, owingCents: 10000 })).toEqual({
      ok: false,
      message: 'Sorry that gift voucher is already in your payments!',
    });
  });

  it.each([
    [50, 10000, 50],
    [250, 10000, 100],
  ])('a voucher of $%s against %i cents owing pays $%s', (balance, owingCents, paid) => {
    const result = giftVoucherPayment({ code: 'GV-2', balance, payments: [], owingCents });
    expect(result).toEqual({
      ok: true,
      payment: { PaymentMethodId: 7, PaymentAmount: paid, ExternalToken: 'GV-2', CustomerPaymentAuthorityId: null, CustomerPaymentId: null, IsStoreCredit: false },
    });
  });

  it('applies store credit up to what is owing, and nothing when none is owed', () => {
    expect(storeCreditPayment({ StoreCreditAmount: 80, StoreCreditCode: 'SC1' }, 5000)).toMatchObject({ PaymentAmount: 50, IsStoreCredit: true, PaymentMethodId: 7 });
    expect(storeCreditPayment({ StoreCreditAmount: 80, StoreCreditCode: 'SC1' }, 0)).toBeNull();
  });

  it('keeps the payment texts verbatim', () => {
    expect(paymentMessages).toMatchObject({
      cardVerificationFailed: 'Card verification failed, please try again',
      braintreeClientIdFailed: 'Error loading Braintree Client Id',
      paymentMethodsFailed: 'Could not load payment methods',
    });
  });
});

describe('checkout upsells (spec 3 §4.7: at most 4, skip items in cart, by rule priority)', () => {
  const cart = [
    { InventoryItemId: 1, ItemDescription: 'ASUS RTX 5070 Graphics Card' },
    { InventoryItemId: 2, ItemDescription: 'Corsair 4000D Case' },
  ];

  it('orders by priority, skips cart items and repeats, and stops at 4', () => {
    const rules = [
      makeCheckoutUpsellRule({ Priority: 2, IncludeStrings: ['case'], UpsellInventoryItemIds: [30, 31, 1] }),
      makeCheckoutUpsellRule({ Priority: 1, IncludeStrings: ['graphics'], UpsellInventoryItemIds: [10, 2, 11] }),
      makeCheckoutUpsellRule({ Priority: 3, IncludeString: 'RTX', UpsellInventoryItemIds: [10, 40, 41] }),
    ];
    expect(checkoutUpsellItemIds(rules, cart)).toEqual([10, 11, 30, 31]);
  });

  it('ignores rules whose strings match nothing in the cart', () => {
    const rules = [makeCheckoutUpsellRule({ IncludeStrings: ['keyboard'], UpsellInventoryItemIds: [50] })];
    expect(checkoutUpsellItemIds(rules, cart)).toEqual([]);
  });

  it('accepts comma lists for IncludeStrings and UpsellInventoryItemIds, and IncludeString alone', () => {
    expect(upsellRuleIncludeStrings({ IncludeStrings: 'mouse, keyboard', IncludeString: 'Case' })).toEqual(['mouse', 'keyboard', 'Case']);
    const rules = [makeCheckoutUpsellRule({ IncludeStrings: null, IncludeString: 'CASE', UpsellInventoryItemIds: '60, 61' })];
    expect(checkoutUpsellItemIds(rules, cart)).toEqual([60, 61]);
  });

  it('applies a rule without include strings to every cart', () => {
    const rules = [makeCheckoutUpsellRule({ IncludeStrings: [], IncludeString: null, UpsellInventoryItemIds: [70] })];
    expect(checkoutUpsellItemIds(rules, cart)).toEqual([70]);
  });
});
