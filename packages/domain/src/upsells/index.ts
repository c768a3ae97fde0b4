export { CHECKOUT_UPSELL_LIMIT, checkoutUpsellItemIds, upsellRuleApplies } from './checkoutUpsells.ts';
export type { CheckoutUpsellRule } from './checkoutUpsells.ts';
