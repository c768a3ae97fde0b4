// Money is integer cents inside rigkit (dinero.js style); the API sends dollars as numbers (e.g. 1299.5).
// Math.round(x * 100) turns the float noise of x * 100 (1299.5 * 100 = 129950, 0.29 * 100 = 28.999…) back into the
// exact cent the API meant.

/** AUD cents from the API's dollar number; `null`/`undefined` give 0. */
export function centsFromDollars(dollars: number | null | undefined): number {
  return Math.round((dollars ?? 0) * 100);
}

/** The API's dollar number from cents, for request bodies. */
export function dollarsFromCents(cents: number): number {
  return cents / 100;
}
