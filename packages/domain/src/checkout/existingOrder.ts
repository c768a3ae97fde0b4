import { capitaliseFirstLetter, isValidMissingField } from '../validation/checkoutContact.ts';
import { normaliseCheckoutEmail } from '../validation/emailPattern.ts';
import { normaliseMobileNumber } from '../validation/phone.ts';
import type { CheckoutState } from './types.ts';

/** The fields an existing-order checkout asks for under "Please complete the missing information:". */
export const EXISTING_ORDER_FIELDS = ['FirstName', 'LastName', 'EmailAddress', 'MobileNumber'] as const;
export type ExistingOrderField = (typeof EXISTING_ORDER_FIELDS)[number];

/** Which of those fields are empty (designed: the spec shows the prompt, not the list of fields it covers). */
export function existingOrderMissingFields(checkout: Pick<CheckoutState, ExistingOrderField>): ExistingOrderField[] {
  return EXISTING_ORDER_FIELDS.filter((field) => (checkout[field] ?? '').trim() === '');
}

// Whether Update Order is enabled (e-mail and mobile patterns) is validation's canUpdateExistingOrder (spec 3 §5.4).

/** The patchExistingOrder body (spec 3 §7): DocumentGuid and the MissingFields map. */
export function patchExistingOrderRequest(
  documentGuid: string,
  values: Partial<Record<ExistingOrderField, string>>,
  missing: readonly ExistingOrderField[],
): { DocumentGuid: string; MissingFields: Partial<Record<ExistingOrderField, string>> } {
  const MissingFields: Partial<Record<ExistingOrderField, string>> = {};
  for (const field of missing) MissingFields[field] = (values[field] ?? '').trim();
  return { DocumentGuid: documentGuid, MissingFields };
}

/**
 * The missing field as the order stores it (spec 3 §5.4): e-mail lowercased, mobile with +61/61 turned into 0 and
 * separators dropped, a name with its first letter capitalised. Null when the value fails its pattern.
 */
export function normaliseMissingField(field: ExistingOrderField, value: string): string | null {
  if (!isValidMissingField(field, value)) return null;
  if (field === 'EmailAddress') return normaliseCheckoutEmail(value);
  if (field === 'MobileNumber') return normaliseMobileNumber(value);
  return capitaliseFirstLetter(value.trim());
}

export function isExistingOrderField(field: string): field is ExistingOrderField {
  return (EXISTING_ORDER_FIELDS as readonly string[]).includes(field);
}

/**
 * Whether a payment link still takes a payment (spec 3 §2.7, §8 "This payment link is no longer available"):
 * a sales order that is not cancelled and still owes something. Designed: the spec gives the message, not the cases;
 * a paid order and a cancelled one are the cases a shopper would call "no longer available".
 */
export function isPayableExistingOrder(order: { documentType: string; documentStatus: string | null; balanceOwingCents: number }): boolean {
  return order.documentType === 'Sales Order' && order.documentStatus !== 'Cancelled' && order.balanceOwingCents > 0;
}
