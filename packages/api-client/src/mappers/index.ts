// @rigkit/api-client/mappers: the one seam from the contract's shapes to the domain's (ARCHITECTURE.md "Contract →
// domain"), used by storefront, widgets and server alike. Types only from the contract; no fetch.
export { toCartLineInput, toDomainLine, toLineInput } from './cart.ts';
export { toCheckoutState, toContractShippingAddress, toOrderSummaryLines, toPaymentEntry, toPaymentMethod, toShippingOption, toShoppingCart, toSubmitOrderResponse } from './checkout.ts';
export { toGridItem } from './grid.ts';
export type { TileItem } from './grid.ts';
export { toKitCategory, toKitConfiguration, toKitOptionItem } from './kit.ts';
export { toStoreRecord } from './stores.ts';
