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

/** Every `ErrorText` an answer carries, in order. */
export function readErrorTexts(body: unknown): string[] {
  const envelope: EnvelopeLike = typeof body === 'object' && body !== null ? body : {};
  const errors = envelope.errors ?? envelope.Errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((error: { ErrorText?: unknown } | null) =>
    typeof error?.ErrorText === 'string' ? [error.ErrorText] : [],
  );
}

/** An answer is unsuccessful when it says `success: false`, or lists errors (spec 3 §7 createAccount sends only Errors). */
export function isUnsuccessful(body: unknown, errorTexts: readonly string[]): boolean {
  const envelope: EnvelopeLike = typeof body === 'object' && body !== null ? body : {};
  return envelope.success === false || envelope.Success === false || errorTexts.length > 0;
}
