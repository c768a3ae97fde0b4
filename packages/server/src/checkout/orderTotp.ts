// The two-factor gate of a submit (spec 3 §5.4, §6): a logged-in customer who uses two-factor places an order only
// with a valid 6-digit code from their authenticator (or the SMS, smsTotp). A code is accepted once (its step is
// stored, as at login), and wrong codes are limited per customer, so the six digits cannot be guessed by retrying.
import type { CustomerRow } from '../db/schema.ts';
import { ApiError } from '../http/envelope.ts';
import type { RequestContext } from '../http/operation.ts';
import { tooManyAttemptsMessage } from '../identity/rateLimiter.ts';
import { checkTotp, totpDigits } from '../identity/totp.ts';

/** Designed: the spec names the gate, not the server's words. */
export const orderTotpMessages = {
  required: `Please enter the ${totpDigits}-digit two-factor code from your authenticator app.`,
  wrong: 'That two-factor code is not right or has already been used. Please enter a new code.',
} as const;

/** Null when the order may go ahead; otherwise the message to show. Throws 429 past the limit. */
export async function checkOrderTotp(context: RequestContext, code: string | null | undefined): Promise<string | null> {
  const customer: CustomerRow | null = context.identity.customer;
  if (!customer?.totp_secret) return null;
  const { services, now } = context;
  // Counted before the check, so simultaneous guesses cannot all slip under the limit (as login's attempts).
  const attempt = await services.accountLimiter.attempt(`order-totp:${customer.customer_id}`, now);
  if (attempt.count > 5) {
    await attempt.release();
    throw new ApiError(429, tooManyAttemptsMessage, { 'Retry-After': '900' });
  }
  const digits = (code ?? '').replace(/\D/g, '');
  if (digits.length !== totpDigits) {
    await attempt.release();
    return orderTotpMessages.required;
  }
  const check = checkTotp({ secret: customer.totp_secret, code: digits, now, lastUsedStep: customer.totp_last_used_step });
  if (!check.ok) return orderTotpMessages.wrong;
  // Conditional: two submits with the same code cannot both use it.
  const used = await services.db
    .updateTable('customers')
    .set({ totp_last_used_step: check.step })
    .where('customer_id', '=', customer.customer_id)
    .where((eb) => eb.or([eb('totp_last_used_step', 'is', null), eb('totp_last_used_step', '<', check.step)]))
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) return orderTotpMessages.wrong;
  await attempt.release();
  return null;
}
