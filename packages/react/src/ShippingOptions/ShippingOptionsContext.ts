import { createContext, use } from 'react';
import type { ShippingOptionsAria } from './useShippingOptions.ts';

export const ShippingOptionsContext = createContext<ShippingOptionsAria | null>(null);

/** The options of the nearest ShippingOptions.Root. */
export function useShippingOptionsContext(part: string): ShippingOptionsAria {
  const options = use(ShippingOptionsContext);
  if (!options) throw new Error(`ShippingOptions.${part} must be inside ShippingOptions.Root`);
  return options;
}
