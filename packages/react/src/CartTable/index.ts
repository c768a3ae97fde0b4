export { CartTable, UV_PRINTING_PATH } from './CartTable.tsx';
export type {
  CartTableClearAllProps,
  CartTableComponentProps,
  CartTableEmptyProps,
  CartTableRootProps,
} from './CartTable.tsx';
export { useCartTable } from './useCartTable.ts';
export type {
  CartKitChildLine,
  CartKitChildRow,
  CartLineAvailabilityState,
  CartLineState,
  CartTableAria,
  CartTableLine,
  CartTableProps,
  CartTableRow,
  CartTableState,
} from './useCartTable.ts';
export { CartQuantityField } from './CartQuantityField.tsx';
export type { CartQuantityFieldComponentProps } from './CartQuantityField.tsx';
export { useCartQuantityField } from './useCartQuantityField.ts';
export type { CartQuantityFieldAria, CartQuantityFieldProps } from './useCartQuantityField.ts';
export { useEmptyCartDelay } from './useEmptyCartDelay.ts';
export { cartTableMessages, CART_TABLE_TEXT } from './messages.ts';
