import type { CheckoutUpsellRule, PaymentEntry, PaymentMethod } from './types.ts';

/** Deterministic payment entry: a card (method 14) of $0.00 without a token unless overridden. */
export function makePaymentEntry(partial: Partial<PaymentEntry> = {}): PaymentEntry {
  return {
    PaymentMethodId: 14,
    PaymentAmount: 0,
    ExternalToken: null,
    CustomerPaymentAuthorityId: null,
    CustomerPaymentId: null,
    IsStoreCredit: false,
    ...partial,
  };
}

/** Deterministic payment method: card, usable for pickup and delivery, no photo ID. */
export function makePaymentMethod(partial: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    PaymentMethodId: 14,
    DisplayName: 'Credit Card',
    LogoUrl: null,
    WebpageHtml: null,
    CanBeUsedForPickup: true,
    CanBeUsedForDelivery: true,
    CanBeUsedForRestrictedCarts: true,
    IsInstant: true,
    RequireIdOnPickup: false,
    ...partial,
  };
}

export function makeCheckoutUpsellRule(partial: Partial<CheckoutUpsellRule> = {}): CheckoutUpsellRule {
  return { IncludeStrings: ['Graphics Card'], UpsellInventoryItemIds: [9001], Priority: 1, ...partial };
}
