export { StockNotification } from './StockNotification.tsx';
export type { StockNotificationComponentProps } from './StockNotification.tsx';
export { useStockNotification } from './useStockNotification.ts';
export type { StockNotificationAria, StockNotificationProps, StockNotificationState, StockNotificationValues } from './useStockNotification.ts';
export { stockNotificationMessages } from './messages.ts';
