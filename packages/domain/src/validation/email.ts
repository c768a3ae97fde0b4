// E-mail (spec 1 §5, spec 3 §5.4): a standard local@domain pattern whose domain is dotted or an IP literal.
import * as z from 'zod/mini';
import { VALIDATION_MESSAGES } from './messages.ts';

export const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

/** True when the text is an e-mail address by the general pattern. */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** The checkout form lowercases the e-mail as it is typed (spec 3 §5.4). */
export function normaliseCheckoutEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** An e-mail field with the given message ("Please enter a valid email address" by default). */
export function emailSchema(message: string = VALIDATION_MESSAGES.invalidEmail) {
  return z.string({ error: message }).check(z.regex(EMAIL_PATTERN, message));
}

/** The checkout e-mail: lowercased, then checked (spec 3 §5.4). */
export const checkoutEmailSchema = z.pipe(
  z.pipe(z.string({ error: VALIDATION_MESSAGES.invalidEmail }), z.transform(normaliseCheckoutEmail)),
  emailSchema(),
);
