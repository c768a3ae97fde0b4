export { CheckoutUpsells } from './CheckoutUpsells.tsx';
export type { CheckoutUpsellsComponentProps } from './CheckoutUpsells.tsx';
export { useCheckoutUpsells } from './useCheckoutUpsells.ts';
export type { CheckoutUpsellItem, CheckoutUpsellItemState, CheckoutUpsellRow, CheckoutUpsellsAria, CheckoutUpsellsProps } from './useCheckoutUpsells.ts';
export { checkoutUpsellsMessages } from './messages.ts';
