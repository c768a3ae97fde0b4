import { createPartsContext } from '../internal/createPartsContext.ts';
import type { ShippingOptionsAria } from './useShippingOptions.ts';

/** The options of the nearest ShippingOptions.Root, for its parts. */
export const [ShippingOptionsContext, useShippingOptionsContext] = createPartsContext<ShippingOptionsAria>('ShippingOptions');
