// Postcodes, addresses and address suggestions (spec 1 §5 §9).
import * as z from 'zod/mini';
import { VALIDATION_MESSAGES } from './messages.ts';

export const POSTCODE_LENGTH = 4;
export const POSTCODE_PATTERN = /^\d{4}$/;

/** Suggestions start when more than 3 characters are typed (spec 1 §5, §9 "minimum 4 characters"). */
export const ADDRESS_SUGGESTION_MIN_LENGTH = 4;
/** Pause before suggestions are fetched (spec 1 §5 §9). */
export const ADDRESS_SUGGESTION_DEBOUNCE_MS = 300;

/** The postcode box keeps digits only, at most 4 (spec 1 §5). */
export function sanitisePostcodeInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, POSTCODE_LENGTH);
}

/** True when the postcode is exactly 4 digits: the lookup runs then (spec 1 §5). */
export function isValidPostcode(value: string): boolean {
  return POSTCODE_PATTERN.test(value);
}

/** True when the typed address text is long enough to ask for suggestions. */
export function shouldFetchAddressSuggestions(text: string): boolean {
  return text.trim().length >= ADDRESS_SUGGESTION_MIN_LENGTH;
}

const M = VALIDATION_MESSAGES;

function nonBlank(message: string) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, message));
}

export const postcodeSchema = z.string({ error: M.invalidPostcode }).check(z.trim(), z.regex(POSTCODE_PATTERN, M.invalidPostcode));

/** An address as the address collector holds it (spec 1 §3): line 2 optional, the rest non-blank. */
export const addressSchema = z.object({
  StreetAddressLine1: nonBlank(M.streetAddressRequired),
  StreetAddressLine2: z._default(z.string(), ''),
  Suburb: nonBlank(M.suburbRequired),
  State: nonBlank(M.stateRequired),
  Postcode: postcodeSchema,
});

export type AddressValues = z.input<typeof addressSchema>;
export type ValidAddress = z.output<typeof addressSchema>;

/** True when the address has every required part. */
export function isCompleteAddress(address: AddressValues): boolean {
  return z.safeParse(addressSchema, address).success;
}
