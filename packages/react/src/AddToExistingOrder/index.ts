export { AddToExistingOrder } from './AddToExistingOrder.tsx';
export type { AddToExistingOrderComponentProps } from './AddToExistingOrder.tsx';
export { useAddToExistingOrder } from './useAddToExistingOrder.ts';
export type {
  ActiveOrder,
  ActiveOrderChoice,
  AddToExistingOrderAria,
  AddToExistingOrderOutcome,
  AddToExistingOrderProps,
  AddToExistingOrderStep,
} from './useAddToExistingOrder.ts';
export { BuyNowButton } from './BuyNowButton.tsx';
export type { BuyNowButtonProps, BuyNowState } from './BuyNowButton.tsx';
export { addToExistingOrderMessages, ADD_TO_EXISTING_ORDER_TEXT } from './messages.ts';
