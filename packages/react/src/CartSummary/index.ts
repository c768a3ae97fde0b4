export { CartSummary } from './CartSummary.tsx';
export type { CartSummaryComponentProps } from './CartSummary.tsx';
export { useCartSummary } from './useCartSummary.ts';
export type { CartShippingEstimateState, CartSummaryAria, CartSummaryDiscount, CartSummaryPromotion, CartSummaryProps } from './useCartSummary.ts';
export { toShippingOption } from './toShippingOption.ts';
export type { CartShippingOption } from './toShippingOption.ts';
export { cartSummaryMessages, CART_SUMMARY_TEXT } from './messages.ts';
