// Postcode and address-suggestion rules without zod (spec 1 §5 §9): the shipping-by-postcode box on product and
// cart pages needs only these, so keeping them apart from address.ts's schemas keeps zod out of those pages.
export const POSTCODE_LENGTH = 4;

/**
 * The postcode box's own text, here rather than only in VALIDATION_MESSAGES (which includes it): that object holds
 * every validation text, about 1.4 kB gzip that the product page downloaded for this one line.
 */
export const POSTCODE_MESSAGES = {
  invalidPostcode: 'Postcode must be 4 digits', // designed
} as const;
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
