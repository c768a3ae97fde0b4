import { centsFromDollars } from '../money/cents.ts';
import type { CartLine } from './types.ts';

export interface CartTotals {
  /** Sum of every line's ExtendedCost, in cents including GST. */
  itemsCents: number;
  /** Shipping chosen or estimated, in cents. */
  shippingCents: number;
  /** What the cart's coupons take off the items (the sum of ShoppingCartPromotions' DiscountIncTax), never more than the items. */
  discountCents: number;
  /** itemsCents − discountCents + shippingCents. */
  totalCents: number;
  /** Units in the cart (sum of Quantity), for the header badge. */
  itemCount: number;
}

export function cartTotals(
  lines: readonly Pick<CartLine, 'ExtendedCost' | 'Quantity'>[],
  shippingCents = 0,
  discountCents = 0,
): CartTotals {
  const itemsCents = lines.reduce((sum, line) => sum + centsFromDollars(line.ExtendedCost), 0);
  const itemCount = lines.reduce((sum, line) => sum + line.Quantity, 0);
  const discount = Math.min(Math.max(discountCents, 0), itemsCents);
  return { itemsCents, shippingCents, discountCents: discount, totalCents: itemsCents - discount + shippingCents, itemCount };
}
