import { centsFromDollars } from '../money/cents.ts';
import type { CartLine } from './types.ts';

export interface CartTotals {
  /** Sum of every line's ExtendedCost, in cents including GST. */
  itemsCents: number;
  /** Shipping chosen or estimated, in cents. */
  shippingCents: number;
  /** itemsCents + shippingCents. */
  totalCents: number;
  /** Units in the cart (sum of Quantity), for the header badge. */
  itemCount: number;
}

export function cartTotals(
  lines: readonly Pick<CartLine, 'ExtendedCost' | 'Quantity'>[],
  shippingCents = 0,
): CartTotals {
  const itemsCents = lines.reduce((sum, line) => sum + centsFromDollars(line.ExtendedCost), 0);
  const itemCount = lines.reduce((sum, line) => sum + line.Quantity, 0);
  return { itemsCents, shippingCents, totalCents: itemsCents + shippingCents, itemCount };
}
