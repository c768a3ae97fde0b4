import { createContext, use } from 'react';
import type { CheckoutApi } from './useCheckout.ts';

export const CheckoutContext = createContext<CheckoutApi | null>(null);

/** The checkout of the nearest Checkout.Root. */
export function useCheckoutContext(): CheckoutApi & { state: NonNullable<CheckoutApi['state']> } {
  const checkout = use(CheckoutContext);
  if (!checkout?.state) throw new Error('Checkout parts must be inside Checkout.Root with a checkout state');
  return checkout as CheckoutApi & { state: NonNullable<CheckoutApi['state']> };
}
