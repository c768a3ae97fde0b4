// Address schemas (spec 1 §3, §5): the zod-free postcode rules live in postcode.ts.
import * as z from 'zod/mini';
import { VALIDATION_MESSAGES } from './messages.ts';
import { POSTCODE_PATTERN } from './postcode.ts';

// Still importable from here, as before the split.
export {
  ADDRESS_SUGGESTION_DEBOUNCE_MS,
  ADDRESS_SUGGESTION_MIN_LENGTH,
  isValidPostcode,
  POSTCODE_LENGTH,
  POSTCODE_PATTERN,
  sanitisePostcodeInput,
  shouldFetchAddressSuggestions,
} from './postcode.ts';

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
