export type { CheckoutUpsellRule, PaymentEntry, PaymentMethod, StoreCredit } from './types.ts';
export { FULL_AMOUNT_PAYMENT_METHOD_IDS, MAX_CHECKOUT_UPSELLS, PaymentMethodIds } from './constants.ts';
export { paymentMessages } from './messages.ts';
export {
  checkoutBalanceCents,
  hasPaymentToken,
  isExistingPayment,
  isFullAmountPaymentMethod,
  paymentsForSubmit,
  shouldSubmitAfterAddingPayment,
  topUpCardPayments,
} from './balance.ts';
export type { CheckoutAmounts } from './balance.ts';
export { paymentMethodsForCheckout, requiresPhotoIdOnPickup } from './methods.ts';
export { giftVoucherDuplicateMessage, giftVoucherPayment, storeCreditPayment } from './giftVoucher.ts';
export type { GiftVoucherResult } from './giftVoucher.ts';
export { checkoutUpsellItemIds, upsellRuleIncludeStrings, upsellRuleMatches } from './upsells.ts';
export { isPaidByRedirectAfterOrder, planPayments, SETTLEABLE_PAYMENT_METHOD_IDS, settlementMessages } from './settlement.ts';
export type { ChargeKind, PaymentPlan, PlannedCharge } from './settlement.ts';
export { storedCardDisplayString } from './storedCard.ts';
