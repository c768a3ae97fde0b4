// Whether an item may be bought at a quantity by a customer: the one rule behind the cart (updateCart) and the
// account area's order changes (add an item, change a line), spec 2 §3; spec 3 §4.8. The texts are the
// spec's where it quotes one (spec 2 §8 "not available to buy online"), designed otherwise.
import { MAXIMUM_LINE_QUANTITY } from './lineQuantity.ts';
import type { ItemTypeCode } from './types.ts';

/** What the rule needs to know of an item. */
export interface OrderableItem {
  description: string;
  typeCode: ItemTypeCode;
  isAvailableOnline: boolean;
  /** LimitPerTransaction (spec 2 §3); null for no limit. */
  limitPerTransaction: number | null;
}

export interface OrderabilityOptions {
  /** Business customers may buy B2B items (spec 1 §1, §6). */
  isCompany: boolean;
  /** A custom build is bought through its configuration: an order line cannot become one. @default true */
  isKitAllowed?: boolean;
}

export const orderabilityMessages = {
  notAvailableOnline: (description: string) => `${description}: This product is not available to buy online or instore.`,
  kitNotAddable: (description: string) => `${description} is a custom build: configure it and add it to your cart instead`,
  b2bOnly: (description: string) => `${description} is for business customers only`,
  overLimit: (description: string, limit: number) => `${description}: at most ${limit} per order`,
} as const;

/** Why `quantity` of `item` cannot be bought, in this order; empty when it can. */
export function orderabilityErrors(item: OrderableItem, quantity: number, options: OrderabilityOptions): string[] {
  const errors: string[] = [];
  if (!item.isAvailableOnline) errors.push(orderabilityMessages.notAvailableOnline(item.description));
  if (item.typeCode === 'KIT' && options.isKitAllowed === false) errors.push(orderabilityMessages.kitNotAddable(item.description));
  if (item.typeCode === 'B2B' && !options.isCompany) errors.push(orderabilityMessages.b2bOnly(item.description));
  if (item.limitPerTransaction !== null && quantity > item.limitPerTransaction) errors.push(orderabilityMessages.overLimit(item.description, item.limitPerTransaction));
  else if (quantity > MAXIMUM_LINE_QUANTITY) errors.push(orderabilityMessages.overLimit(item.description, MAXIMUM_LINE_QUANTITY));
  return errors;
}
