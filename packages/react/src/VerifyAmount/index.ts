export { VerifyAmount } from './VerifyAmount.tsx';
export type { VerifyAmountComponentProps } from './VerifyAmount.tsx';
export { useVerifyAmount } from './useVerifyAmount.ts';
export type { VerifyAmountAria, VerifyAmountProps } from './useVerifyAmount.ts';
export { verifyAmountMessages } from './messages.ts';
