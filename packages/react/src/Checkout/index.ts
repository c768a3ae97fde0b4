export { Checkout } from './Checkout.tsx';
export type { CheckoutRootProps } from './Checkout.tsx';
export { DeferredCheckout } from './DeferredCheckout.tsx';
export { useCheckout } from './useCheckout.ts';
export type { AddressLookup, CheckoutApi, CheckoutServices, ExistingOrderCheckout, UseCheckoutOptions } from './useCheckout.ts';
export type { CardNonce, CardProvider } from './cardProvider.ts';
export { checkoutText } from './messages.ts';
