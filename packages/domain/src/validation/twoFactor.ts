// Two-factor codes (spec 1 §5, spec 3 §5.4): digits only, at most 6; Submit and Place Order only at exactly 6.
export const TWO_FACTOR_CODE_LENGTH = 6;

/** Strips everything but digits and cuts the code at six digits, as the code box does while typing. */
export function sanitiseTwoFactorCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, TWO_FACTOR_CODE_LENGTH);
}

/** True when the code can be submitted: exactly six digits. */
export function isCompleteTwoFactorCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}
