// Local business application form (spec 1 §5): one message per field, and one alert when a submit fails.
import * as z from 'zod/mini';
import { EMAIL_PATTERN } from './email.ts';
import { VALIDATION_MESSAGES } from './messages.ts';

const M = VALIDATION_MESSAGES;

/** The state box defaults to Victoria and is locked (spec 1 §5). */
export const LOCAL_BUSINESS_DEFAULT_STATE = 'Victoria';

/** Alert shown when a submit fails (spec 1 §5). */
export const LOCAL_BUSINESS_APPLICATION_FAILED_MESSAGE = M.requiredFieldsIncorrect;

export const LOCAL_BUSINESS_THANK_YOU_TEXT = 'Thank you for your application';

function atLeast(length: number, message: string) {
  return z.string({ error: message }).check(z.trim(), z.minLength(length, message));
}

export const localBusinessApplicationSchema = z.object({
  businessName: atLeast(5, M.businessNameTooShort),
  abn: atLeast(11, M.invalidAbn),
  website: atLeast(5, M.invalidUrl),
  contactName: atLeast(5, M.contactNameTooShort),
  email: z.string({ error: M.invalidEmail }).check(z.trim(), z.regex(EMAIL_PATTERN, M.invalidEmail)),
  // At least 8 characters of digits, spaces, brackets or dashes.
  phone: z.string({ error: M.invalidPhone }).check(z.trim(), z.regex(/^[\d\s()-]{8,}$/, M.invalidPhone)),
  address: atLeast(5, M.addressTooShort),
  // Suburbs are letters (names such as "Osborne Park" keep their spaces), at least 3 letters.
  suburb: z.string({ error: M.invalidSuburb }).check(z.trim(), z.regex(/^(?=(?:[^A-Za-z]*[A-Za-z]){3})[A-Za-z ]+$/, M.invalidSuburb)),
  state: z._default(
    z.string({ error: M.invalidState }).check(z.trim(), z.regex(/^(?=(?:[^A-Za-z]*[A-Za-z]){2})[A-Za-z ]+$/, M.invalidState)),
    LOCAL_BUSINESS_DEFAULT_STATE,
  ),
  postcode: z.string({ error: M.invalidPostcode }).check(z.trim(), z.regex(/^\d{4}$/, M.invalidPostcode)),
});

export type LocalBusinessApplicationValues = z.input<typeof localBusinessApplicationSchema>;
export type LocalBusinessApplication = z.output<typeof localBusinessApplicationSchema>;
