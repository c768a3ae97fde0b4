// Cart quantity: pick 1 to 5 from a list or type freely (spec 2 §5, §9).
export const CART_QUICK_QUANTITIES = [1, 2, 3, 4, 5] as const;

/**
 * A typed quantity as a whole number of at least 1, or null when the text is not one (the field then keeps the
 * old value). "Type freely" has no upper bound in the spec; LimitPerTransaction is the server's to enforce.
 */
export function parseCartQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const quantity = Number.parseInt(trimmed, 10);
  return quantity >= 1 ? quantity : null;
}

/** The quick list with the current quantity added when it is above 5, so the picker can still show it. */
export function cartQuantityChoices(currentQuantity: number): number[] {
  const choices: number[] = [...CART_QUICK_QUANTITIES];
  return currentQuantity > CART_QUICK_QUANTITIES.length ? [...choices, currentQuantity] : choices;
}
