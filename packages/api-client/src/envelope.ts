/**
 * The answer envelope: `success`, `errors[{ ErrorText }]`, `data` (spec 1 §7). Spec 3 §7 reads the same fields
 * capitalised (`Success`, `Errors[].ErrorText` from createAccount and submitOrder), so both spellings count.
 */
interface EnvelopeLike {
  success?: unknown;
  Success?: unknown;
  errors?: unknown;
  Errors?: unknown;
}

/**
 * Every `ErrorText` of an unsuccessful answer, in order, or undefined when the answer reports success. An answer
 * is unsuccessful when it says `success: false` or lists errors (spec 3 §7 createAccount sends only Errors).
 */
export function readFailure(body: unknown): string[] | undefined {
  const envelope: EnvelopeLike = typeof body === 'object' && body !== null ? body : {};
  const errors = envelope.errors ?? envelope.Errors;
  const errorTexts = Array.isArray(errors)
    ? errors.flatMap((error: { ErrorText?: unknown } | null) => (typeof error?.ErrorText === 'string' ? [error.ErrorText] : []))
    : [];
  return envelope.success === false || envelope.Success === false || errorTexts.length ? errorTexts : undefined;
}
