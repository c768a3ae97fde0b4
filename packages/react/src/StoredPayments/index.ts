export { StoredPayments } from './StoredPayments.tsx';
export type { StoredPaymentsComponentProps } from './StoredPayments.tsx';
export { useStoredPayments } from './useStoredPayments.ts';
export type { StoredCard, StoredPaymentsAria, StoredPaymentsProps, StoredPaymentsState } from './useStoredPayments.ts';
export { storedPaymentsMessages } from './messages.ts';
