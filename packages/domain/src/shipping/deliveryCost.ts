// What a delivery costs (designed: the specs show shipping costs from the server, spec 2 §7 fetchShipping and
// spec 3 §3, without saying how they are worked out). Couriers charge a base plus a rate per started kilogram;
// free-shipping items and coupons make standard delivery free, never the express metro couriers.

/** Perth and Melbourne metro postcodes, served by the same-day and Uber-style couriers. */
export function isMetroPostcode(postcode: string): boolean {
  const value = Number(postcode);
  return (value >= 6000 && value <= 6199) || (value >= 3000 && value <= 3207);
}

/** Charged weight: the parcel's weight rounded up to whole kilograms, at least 1. */
export function chargeableKilograms(lines: readonly { weightGrams: number; quantity: number }[]): number {
  const grams = lines.reduce((sum, line) => sum + line.weightGrams * line.quantity, 0);
  return Math.max(1, Math.ceil(grams / 1000));
}

export interface DeliveryRate {
  baseCostCents: number;
  costPerKgCents: number;
  /** Metro-only express couriers (same day, Uber-style) are never made free. */
  isExpress: boolean;
}

export function deliveryCostCents(rate: DeliveryRate, kilograms: number, shipsFree: boolean): number {
  if (shipsFree && !rate.isExpress) return 0;
  return rate.baseCostCents + rate.costPerKgCents * kilograms;
}
