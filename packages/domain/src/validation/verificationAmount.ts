// Verification by amount (spec 3 §5.3): required; digits with an optional decimal point; other characters stripped.
import * as z from 'zod/mini';
import { VALIDATION_MESSAGES } from './messages.ts';

export const VERIFICATION_AMOUNT_PATTERN = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

/** Keeps digits and the first decimal point, as the amount box does while typing. */
export function sanitiseVerificationAmount(value: string): string {
  const kept = value.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  return point === -1 ? kept : kept.slice(0, point + 1) + kept.slice(point + 1).replace(/\./g, '');
}

export const verificationAmountSchema = z.pipe(
  z.pipe(z.string({ error: VALIDATION_MESSAGES.verificationAmountRequired }), z.transform(sanitiseVerificationAmount)),
  z.string().check(z.regex(VERIFICATION_AMOUNT_PATTERN, VALIDATION_MESSAGES.verificationAmountRequired)),
);

/**
 * The entered amount in cents, or null when it is not an amount of dollars and at most two cents digits ("1.37",
 * "1.4", ".5", "2"): the server compares cents, so "1.370" is refused rather than rounded to a match.
 */
export function verificationAmountCents(value: string): number | null {
  const match = /^(\d*)(?:\.(\d{0,2}))?$/.exec(sanitiseVerificationAmount(value));
  if (!match || (match[1] === '' && !match[2])) return null;
  const cents = Number(match[1] || '0') * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}
