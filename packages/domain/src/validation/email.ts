// E-mail (spec 1 §5, spec 3 §5.4): a standard local@domain pattern whose domain is dotted or an IP literal.
import * as z from 'zod/mini';
import { EMAIL_PATTERN, normaliseCheckoutEmail } from './emailPattern.ts';
import { VALIDATION_MESSAGES } from './messages.ts';

// Still importable from here, as before the split.
export { EMAIL_PATTERN, isValidEmail, normaliseCheckoutEmail } from './emailPattern.ts';

/** An e-mail field with the given message ("Please enter a valid email address" by default). */
export function emailSchema(message: string = VALIDATION_MESSAGES.invalidEmail) {
  return z.string({ error: message }).check(z.regex(EMAIL_PATTERN, message));
}

/** The checkout e-mail: lowercased, then checked (spec 3 §5.4). */
export const checkoutEmailSchema = z.pipe(
  z.pipe(z.string({ error: VALIDATION_MESSAGES.invalidEmail }), z.transform(normaliseCheckoutEmail)),
  emailSchema(),
);
