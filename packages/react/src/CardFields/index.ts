export { CardFields } from './CardFields.tsx';
export type { CardFieldsComponentProps, CardFieldsHandle } from './CardFields.tsx';
export { useCardFields } from './useCardFields.ts';
export type { CardFieldsAria, CardFieldsProps, CardState } from './useCardFields.ts';
export type { CardNonce, CardProvider } from './cardProvider.ts';
export { cardFieldsMessages } from './messages.ts';
