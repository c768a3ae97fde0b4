// Limited attempts and single use of two-factor codes, shared by confirmTotp, disableTotp (session/twoFactorCodes.ts,
// account/twoFactor.ts) and login (issue 5 item 4, issue 16 item 5): 5 failures per account and 20 per address in
// 15 minutes, and a code accepted only for a time step later than the account's last one.
import type { CustomerRow } from '../db/schema.ts';
import { ApiError } from '../http/envelope.ts';
import type { RequestContext } from '../http/operation.ts';
import { tooManyAttemptsMessage } from './rateLimiter.ts';
import { checkTotp } from './totp.ts';

export function limiterKeys(context: RequestContext, email: string) {
  return { account: `account:${email}`, address: `address:${context.services.clientAddress(context.c)}` };
}

export async function assertNotLimited(context: RequestContext, keys: { account: string; address: string }): Promise<void> {
  const wait = Math.max(
    await context.services.accountLimiter.retryAfter(keys.account, context.now),
    await context.services.addressLimiter.retryAfter(keys.address, context.now),
  );
  if (wait > 0) throw new ApiError(429, tooManyAttemptsMessage, { 'Retry-After': String(Math.ceil(wait / 1000)) });
}

export async function recordFailure(context: RequestContext, keys: { account: string; address: string }): Promise<void> {
  await context.services.accountLimiter.recordFailure(keys.account, context.now);
  await context.services.addressLimiter.recordFailure(keys.address, context.now);
}

/**
 * Accepts a code made from `secret` once: the step is stored only if it is later than the last one used (no replay).
 * `secret` is the account's secret, or the pending one while two-factor is being turned on.
 */
export async function consumeTotp(context: RequestContext, customer: CustomerRow, code: string, secret: string | null = customer.totp_secret): Promise<boolean> {
  if (!secret) return false;
  const check = checkTotp({ secret, code, now: context.now, lastUsedStep: customer.totp_last_used_step });
  if (!check.ok) return false;
  // Conditional update: two concurrent requests with the same code cannot both succeed.
  const updated = await context.services.db
    .updateTable('customers')
    .set({ totp_last_used_step: check.step })
    .where('customer_id', '=', customer.customer_id)
    .where((eb) => eb.or([eb('totp_last_used_step', 'is', null), eb('totp_last_used_step', '<', check.step)]))
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
