export { PaymentMethods } from './PaymentMethods.tsx';
export type { PaymentMethodsComponentProps } from './PaymentMethods.tsx';
export { usePaymentMethods } from './usePaymentMethods.ts';
export type { PaymentMethodRow, PaymentMethodsAria, PaymentMethodsProps, PaymentMethodsState } from './usePaymentMethods.ts';
export { paymentMethodsMessages } from './messages.ts';
