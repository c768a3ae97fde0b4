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
