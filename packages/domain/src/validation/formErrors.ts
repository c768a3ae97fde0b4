// The bridge from zod issues to what a form shows: one message per field, the first one found (the order of the
// checks in a schema is the order of the spec's rules).
import * as z from 'zod/mini';

/** Key under which messages that belong to the whole form (not one field) are reported. */
export const FORM_ERROR_KEY = 'form';

/** Field name (dot path for nested fields, `form` for the whole form) → first message for it. */
export type FieldErrors = Record<string, string>;

export type FormValidationResult<T> =
  | { isValid: true; data: T; errors: FieldErrors }
  | { isValid: false; data: undefined; errors: FieldErrors };

/** Reduces a list of issues to the first message per field. */
export function firstMessageByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length === 0 ? FORM_ERROR_KEY : issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** Validates form values against a schema and returns the parsed data or the first message per field. */
export function validateForm<S extends z.ZodMiniType>(schema: S, values: unknown): FormValidationResult<z.output<S>> {
  const result = z.safeParse(schema, values);
  if (result.success) return { isValid: true, data: result.data, errors: {} };
  return { isValid: false, data: undefined, errors: firstMessageByField(result.error.issues) };
}

/** The first message of a failed validation (for forms that show a single alert), or null when valid. */
export function firstMessage<S extends z.ZodMiniType>(schema: S, values: unknown): string | null {
  const result = z.safeParse(schema, values);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
