// Checkout contact step (spec 3 §5.4): e-mail lowercased and checked, names non-empty with the first letter
// capitalised, mobile normalised and checked. Next is allowed only when all four pass.
import * as z from 'zod/mini';
import { checkoutEmailSchema, EMAIL_PATTERN } from './email.ts';
import { VALIDATION_MESSAGES } from './messages.ts';
import { AUSTRALIAN_MOBILE_PATTERN, mobileNumberSchema, normaliseMobileNumber } from './phone.ts';

/** "jane" → "Jane"; the rest of the name is left as typed. */
export function capitaliseFirstLetter(value: string): string {
  const text = value.trimStart();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function nameSchema(message: string) {
  return z.pipe(
    z.pipe(z.string({ error: message }), z.transform(capitaliseFirstLetter)),
    z.string().check(z.trim(), z.minLength(1, message)),
  );
}

export const checkoutContactSchema = z.object({
  EmailAddress: checkoutEmailSchema,
  FirstName: nameSchema(VALIDATION_MESSAGES.firstNameRequired),
  LastName: nameSchema(VALIDATION_MESSAGES.lastNameRequired),
  MobileNumber: mobileNumberSchema,
});

export type CheckoutContactValues = z.input<typeof checkoutContactSchema>;

/** Existing-order "missing information" fields (spec 3 §2.7 §5.4): e-mail and mobile fields by pattern, others non-blank. */
export function isValidMissingField(fieldName: string, value: string): boolean {
  const name = fieldName.toLowerCase();
  if (name.includes('email')) return EMAIL_PATTERN.test(value.trim().toLowerCase());
  if (name.includes('mobile')) return AUSTRALIAN_MOBILE_PATTERN.test(normaliseMobileNumber(value));
  return value.trim() !== '';
}

/** Update Order stays disabled until every missing field is valid. */
export function canUpdateExistingOrder(missingFields: Readonly<Record<string, string>>): boolean {
  return Object.entries(missingFields).every(([fieldName, value]) => isValidMissingField(fieldName, value));
}
