// Formatting happens only here, at the edge, as Intl's en-AU formatting of AUD prints it (spec 1 §1, spec 2 §9,
// spec 3 §9): "$1,299.50", "-$5.00". Written out rather than through Intl.NumberFormat: building that formatter
// loads ICU's currency data, 15 ms of a phone's hydration task before the first price renders (a CPU profile of a
// category page at 4x), for a format that never changes. money.test.ts checks it against Intl.

const thousands = /\B(?=(\d{3})+(?!\d))/g;

/** "$1,299.50": AUD with two decimals, as shown everywhere but product pages. */
export function formatPrice(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = Math.floor(whole / 100).toString().replace(thousands, ',');
  const sign = cents < 0 && whole > 0 ? '-' : '';
  return `${sign}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}

/** "$1,299" for whole dollars, else "$1,299.50": product pages drop ".00" (spec 2 §9, spec 1 §1). */
export function formatProductPrice(cents: number): string {
  const text = formatPrice(cents);
  return cents % 100 === 0 ? text.replace(/\.00$/, '') : text;
}
