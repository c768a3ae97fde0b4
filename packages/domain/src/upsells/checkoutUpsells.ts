// Checkout upsells (spec 3 §3 "Checkout upsell rule", §4.7): the rules that apply to the cart, by priority, give the
// items shown; at most 4, skipping items already in the cart.

/** A rule as fetchCheckoutUpsells answers it (spec 3 §3). */
export interface CheckoutUpsellRule {
  IncludeStrings?: readonly string[] | null;
  IncludeString?: string | null;
  UpsellInventoryItemIds: readonly number[];
  Priority: number;
}

/** At most 4 upsell items are shown (spec 3 §4.7, §9). */
export const CHECKOUT_UPSELL_LIMIT = 4;

/**
 * Whether a rule applies to the cart: any of its include strings appears in a cart line's description (case
 * ignored). A rule without include strings applies to every cart (designed: the spec names the fields, not the match).
 */
export function upsellRuleApplies(rule: CheckoutUpsellRule, descriptions: readonly string[]): boolean {
  const strings = [...(rule.IncludeStrings ?? []), ...(rule.IncludeString ? [rule.IncludeString] : [])].map((text) => text.trim().toLowerCase()).filter(Boolean);
  if (strings.length === 0) return true;
  const lowered = descriptions.map((description) => description.toLowerCase());
  return strings.some((text) => lowered.some((description) => description.includes(text)));
}

/** The upsell items to show for a cart: by rule priority (lowest first), without cart items or repeats, at most 4. */
export function checkoutUpsellItemIds(
  rules: readonly CheckoutUpsellRule[],
  cartLines: readonly { InventoryItemId: number; ItemDescription?: string | null }[],
  limit: number = CHECKOUT_UPSELL_LIMIT,
): number[] {
  const inCart = new Set(cartLines.map((line) => line.InventoryItemId));
  const descriptions = cartLines.map((line) => line.ItemDescription ?? '');
  const chosen: number[] = [];
  const byPriority = [...rules].sort((a, b) => a.Priority - b.Priority);
  for (const rule of byPriority) {
    if (!upsellRuleApplies(rule, descriptions)) continue;
    for (const id of rule.UpsellInventoryItemIds) {
      if (chosen.length >= limit) return chosen;
      if (!inCart.has(id) && !chosen.includes(id)) chosen.push(id);
    }
  }
  return chosen;
}
