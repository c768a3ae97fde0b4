import { isPickupShippingOption } from '../shipping/classification.ts';
import type { ShippingOption } from '../shipping/types.ts';
import { centsFromDollars } from '../money/cents.ts';
import { formatPrice } from '../money/format.ts';

export interface CartShippingEstimate<T extends ShippingOption = ShippingOption> {
  option: T;
  costCents: number;
  /** "Free" when the cheapest option costs nothing, else the price to two decimals ("$12.50"). */
  label: string;
}

/** The cart's shipping estimate: cheapest option that is not a pickup; "Free" when zero (spec 2 §9). */
export function cartShippingEstimate<T extends ShippingOption>(
  options: readonly T[],
): CartShippingEstimate<T> | null {
  let best: CartShippingEstimate<T> | null = null;
  for (const option of options) {
    if (isPickupShippingOption(option)) continue;
    const costCents = centsFromDollars(option.TotalCostIncTax);
    if (best === null || costCents < best.costCents) {
      best = { option, costCents, label: costCents <= 0 ? 'Free' : formatPrice(costCents) };
    }
  }
  return best;
}
