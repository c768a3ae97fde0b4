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
