// Formatting happens only here, at the edge, with Intl en-AU in AUD (spec 1 §1, spec 2 §9, spec 3 §9).

let formatter: Intl.NumberFormat | undefined;
const currency = () =>
  (formatter ??= new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: 2 }));

/** "$1,299.50": AUD with two decimals, as shown everywhere but product pages. */
export function formatPrice(cents: number): string {
  return currency().format(cents / 100);
}

/** "$1,299" for whole dollars, else "$1,299.50": product pages drop ".00" (spec 2 §9, spec 1 §1). */
export function formatProductPrice(cents: number): string {
  const text = formatPrice(cents);
  return cents % 100 === 0 ? text.replace(/\.00$/, '') : text;
}
