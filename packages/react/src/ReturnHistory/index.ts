export { ReturnHistory } from './ReturnHistory.tsx';
export type { ReturnHistoryComponentProps } from './ReturnHistory.tsx';
export { useReturnHistory } from './useReturnHistory.ts';
export type { HistoryReturnAdvice, ReturnHistoryAria, ReturnHistoryLoadError, ReturnHistoryProps, ReturnHistoryRow, ReturnHistoryState } from './useReturnHistory.ts';
export { returnHistoryMessages } from './messages.ts';
