// Internal helpers (not re-exported): DTO prices arrive as dollars with cents (spec 2 §3), rules compute in integer
// cents. Same conversion as the money module; kept local because kit/cart/checkout/payments must not depend on a
// folder that is being written in parallel.

/** Dollars (as the API sends them) to integer cents, rounding away binary float noise (19.99 → 1999). */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Integer cents back to dollars for DTO fields such as PaymentAmount. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

const audFormat = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

/** "$1,234.50": two decimals everywhere except product pages (spec 3 §9). */
export function formatAudCents(cents: number): string {
  return audFormat.format(cents / 100);
}
