// The checkout's heavier parts, given to the steps through context so a host can load them after first paint:
// Checkout.Root gives them at once, DeferredCheckout.Root loads them right after the page is interactive. The
// address collector (with downshift, about 14 kB gzip) is needed only from the delivery step on.
import { createContext, use, type ComponentType } from 'react';
import type { AddressCollectorRootProps } from '../AddressCollector/AddressCollector.tsx';

export interface CheckoutParts {
  /** The delivery address search and fields; null while it loads. */
  AddressCollector: ComponentType<AddressCollectorRootProps> | null;
}

export const CheckoutPartsContext = createContext<CheckoutParts>({ AddressCollector: null });

export function useCheckoutParts(): CheckoutParts {
  return use(CheckoutPartsContext);
}
