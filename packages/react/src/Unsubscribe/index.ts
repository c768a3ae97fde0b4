export { Unsubscribe } from './Unsubscribe.tsx';
export type { UnsubscribeComponentProps } from './Unsubscribe.tsx';
export { useUnsubscribe } from './useUnsubscribe.ts';
export type { UnsubscribeAria, UnsubscribeProps, UnsubscribeState } from './useUnsubscribe.ts';
export { unsubscribeMessages } from './messages.ts';
