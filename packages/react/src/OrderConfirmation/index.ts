export { OrderConfirmation, orderConfirmationText } from './OrderConfirmation.tsx';
export type { ConfirmedOrder, OrderConfirmationProps } from './OrderConfirmation.tsx';
