// Australian phone and mobile numbers (spec 1 §5, spec 3 §5.4 §9).
import * as z from 'zod/mini';
import { VALIDATION_MESSAGES } from './messages.ts';

/**
 * 1300/1800/1900/1902 numbers (10 digits), 13xxxx (6 digits), landlines 02/03/07/08 plus 8 digits, mobiles 04 plus
 * 8 digits. Checked after spaces, dashes, dots and brackets are removed, as people write numbers with them.
 */
export const AUSTRALIAN_PHONE_PATTERN = /^(?:1[38]00\d{6}|190[02]\d{6}|13\d{4}|0[2378]\d{8}|04\d{8})$/;

/** A 10-digit Australian mobile or landline number after normalisation (spec 3 §5.1 §5.4, §9 "Mobile number 10 digits"). */
export const AUSTRALIAN_MOBILE_PATTERN = /^0[23478]\d{8}$/;

/** Mobile number length (spec 3 §9). */
export const MOBILE_NUMBER_LENGTH = 10;

/** Removes the separators people type inside phone numbers. */
export function stripPhoneSeparators(value: string): string {
  return value.replace(/[\s().-]/g, '');
}

/** True when the text is an Australian phone number by the pattern of spec 1 §5. */
export function isAustralianPhone(value: string): boolean {
  return AUSTRALIAN_PHONE_PATTERN.test(stripPhoneSeparators(value));
}

/**
 * Checkout mobile input (spec 3 §5.4): digits only, a leading 61 (typed as +61 or 61) becomes 0, cut at 10 digits.
 */
export function normaliseMobileNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  const local = digits.startsWith('61') ? `0${digits.slice(2)}` : digits;
  return local.slice(0, MOBILE_NUMBER_LENGTH);
}

/** True when the normalised number is a 10-digit Australian mobile or landline. */
export function isValidMobileNumber(value: string): boolean {
  return AUSTRALIAN_MOBILE_PATTERN.test(normaliseMobileNumber(value));
}

/** The checkout and account mobile field: normalised, then "Please enter a valid mobile number". */
export const mobileNumberSchema = z.pipe(
  z.pipe(z.string({ error: VALIDATION_MESSAGES.invalidMobile }), z.transform(normaliseMobileNumber)),
  z.string().check(z.regex(AUSTRALIAN_MOBILE_PATTERN, VALIDATION_MESSAGES.invalidMobile)),
);

/** Any Australian phone number (spec 1 §5) with the given message. */
export function australianPhoneSchema(message: string = VALIDATION_MESSAGES.invalidPhone) {
  return z.string({ error: message }).check(z.refine(isAustralianPhone, message));
}
