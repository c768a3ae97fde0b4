import { MAX_CHECKOUT_UPSELLS } from './constants.ts';
import type { CheckoutUpsellRule } from './types.ts';

function toList(value: readonly string[] | string | null | undefined): string[] {
  if (value === null || value === undefined) return [];
  const list = typeof value === 'string' ? value.split(',') : value;
  return list.map((entry) => entry.trim()).filter((entry) => entry !== '');
}

function toIds(value: readonly number[] | string): number[] {
  const list = typeof value === 'string' ? value.split(',').map((entry) => Number(entry.trim())) : [...value];
  return list.filter((id) => Number.isInteger(id) && id > 0);
}

/** The strings a rule matches on: IncludeStrings (a list or a comma list) plus IncludeString. */
export function upsellRuleIncludeStrings(rule: Pick<CheckoutUpsellRule, 'IncludeStrings' | 'IncludeString'>): string[] {
  return [...toList(rule.IncludeStrings), ...toList(rule.IncludeString)];
}

/**
 * A rule applies when any cart line's description contains any of its include strings (case-insensitive). A rule
 * without include strings applies to every cart (designed: a general upsell).
 */
export function upsellRuleMatches(
  rule: Pick<CheckoutUpsellRule, 'IncludeStrings' | 'IncludeString'>,
  cartLines: readonly { ItemDescription: string }[],
): boolean {
  const includes = upsellRuleIncludeStrings(rule).map((entry) => entry.toLowerCase());
  if (includes.length === 0) return true;
  return cartLines.some((line) => {
    const description = line.ItemDescription.toLowerCase();
    return includes.some((entry) => description.includes(entry));
  });
}

/**
 * Checkout upsells (spec 3 §4.7): items of the matching rules in rule priority order (lower Priority first; equal
 * priorities keep server order), skipping items already in the cart and repeats, at most 4.
 */
export function checkoutUpsellItemIds(
  rules: readonly CheckoutUpsellRule[],
  cartLines: readonly { InventoryItemId: number; ItemDescription: string }[],
): number[] {
  const inCart = new Set(cartLines.map((line) => line.InventoryItemId));
  const chosen: number[] = [];
  const ordered = rules
    .map((rule, index) => ({ rule, index }))
    .sort((a, b) => a.rule.Priority - b.rule.Priority || a.index - b.index);
  for (const { rule } of ordered) {
    if (!upsellRuleMatches(rule, cartLines)) continue;
    for (const id of toIds(rule.UpsellInventoryItemIds)) {
      if (inCart.has(id) || chosen.includes(id)) continue;
      chosen.push(id);
      if (chosen.length === MAX_CHECKOUT_UPSELLS) return chosen;
    }
  }
  return chosen;
}
