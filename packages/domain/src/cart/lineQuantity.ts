// The most of one item a single cart or order line may hold (issue 14 item 8): the order lines' 999 (spec 3 §8's
// order changes), applied to the cart as well, so a line can never reach the 32-bit limit or overflow a total.
export const MAXIMUM_LINE_QUANTITY = 999;

/** True when `quantity` is a whole number from 1 to MAXIMUM_LINE_QUANTITY. */
export function isAllowedLineQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= MAXIMUM_LINE_QUANTITY;
}
