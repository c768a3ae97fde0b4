// Forgotten and reset passwords (spec 3 §2.3, §5.2, §7, §8; issue 16 item 1; ASVS 5.0 V6.4). forgotPassword answers
// the same for every address and e-mails a link with a single-use reset id of 256 random bits, kept only as its
// SHA-256 and valid for one hour; resetPassword sets the new password and ends every session of the account.
import { createHash, randomBytes } from 'node:crypto';
import { forgotPasswordSchema, validateForm, VALIDATION_MESSAGES } from '@rigkit/domain/validation';
import { ApiError } from '../http/envelope.ts';
import { SoftFailure, type OperationContext, type RequestContext } from '../http/operation.ts';
import { hashPassword } from '../identity/password.ts';
import { assertAcceptablePassword, endSessions, storeLink, withEqualTiming } from './accountSecurity.ts';
import { requireCaptcha } from '../adapters/captcha.ts';

export const resetLifetimeMilliseconds = 60 * 60 * 1000;
/** Designed: forgotPassword answers no sooner than this, known address or not (accountSecurity.ts). */
export const forgotPasswordFloorMilliseconds = 300;

/** Designed: the specs say only that the request may have expired and another can be asked for (spec 3 §8). */
export const resetFailedMessage = 'Your password reset link has expired or has already been used. Please request another from the forgotten password page.';
export const tooManyResetRequestsMessage = 'Too many password reset requests. Please wait 15 minutes and try again.'; // designed

export const hashResetId = (resetId: string): string => createHash('sha256').update(resetId, 'utf8').digest('hex');

/** The e-mail's words (designed). */
export function resetEmailText(link: string): string {
  return [
    'We received a request to reset the password of your account.',
    '',
    `Open this link within one hour to choose a new password:\n${link}`,
    '',
    'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
  ].join('\n');
}

/**
 * Counts a request against the e-mail (5 in 15 minutes) and the caller's address (20 in 15 minutes), for every
 * address alike, so the limit tells nothing about which addresses have accounts.
 */
async function countResetRequest(context: RequestContext, email: string): Promise<void> {
  const { services, now, c } = context;
  const attempts = await Promise.all([
    services.accountLimiter.attempt(`forgot:${email}`, now),
    services.addressLimiter.attempt(`forgot-address:${services.clientAddress(c)}`, now),
  ]);
  const [account, address] = attempts;
  if ((account?.count ?? 0) > 5 || (address?.count ?? 0) > 20) {
    await Promise.all(attempts.map((attempt) => attempt.release()));
    throw new ApiError(429, tooManyResetRequestsMessage, { 'Retry-After': '900' });
  }
}

export async function forgotPassword(context: OperationContext<'POST', '/forgotPassword'>) {
  const checked = validateForm(forgotPasswordSchema, context.body);
  if (!checked.isValid) throw new ApiError(400, VALIDATION_MESSAGES.invalidEmailInput);
  await requireCaptcha(context.c, context.services.captcha);
  const email = checked.data.EmailAddress.toLowerCase();
  await countResetRequest(context, email);
  return withEqualTiming(forgotPasswordFloorMilliseconds, async () => {
    const { services, now } = context;
    const customer = await services.db.selectFrom('customers').select(['customer_id', 'email_address']).where('email_address', '=', email).executeTakeFirst();
    // An unknown address gets no e-mail: sending one to whoever typed it would let anyone mail anyone.
    if (!customer) return null;
    const resetId = randomBytes(32).toString('base64url');
    await services.db
      .insertInto('password_resets')
      .values({ reset_id_hash: hashResetId(resetId), customer_id: customer.customer_id, created_at: now, expires_at: new Date(now.getTime() + resetLifetimeMilliseconds) })
      .execute();
    try {
      await services.email.send(
        { to: customer.email_address, subject: 'Reset your password', text: resetEmailText(storeLink(context, `/ResetPassword/${resetId}`)), kind: 'password-reset' },
        now,
      );
    } catch {
      // The answer must not differ for a known address: the shopper can ask again if no e-mail comes.
    }
    return null;
  });
}

export async function resetPassword(context: OperationContext<'POST', '/resetPassword'>) {
  const { services, now, body, c } = context;
  const addressKey = `reset-address:${services.clientAddress(c)}`;
  if ((await services.addressLimiter.retryAfter(addressKey, now)) > 0) throw new ApiError(429, tooManyResetRequestsMessage, { 'Retry-After': '900' });
  const resetIdHash = hashResetId(body.ResetId);
  const pending = await services.db
    .selectFrom('password_resets')
    .select('customer_id')
    .where('reset_id_hash', '=', resetIdHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!pending) {
    await services.addressLimiter.recordFailure(addressKey, now);
    return new SoftFailure(resetFailedMessage);
  }
  assertAcceptablePassword(body.NewPassword);
  const passwordHash = await hashPassword(body.NewPassword);
  const done = await services.db.transaction().execute(async (trx) => {
    // The id is spent by this conditional update: of two simultaneous resets with one link, one wins.
    const spent = await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('reset_id_hash', '=', resetIdHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('customer_id')
      .executeTakeFirst();
    if (!spent) return false;
    await trx.updateTable('customers').set({ password_hash: passwordHash }).where('customer_id', '=', spent.customer_id).execute();
    // Every other link of the account dies with this one, and every session ends (ASVS 5.0 V7.4.3).
    await trx.updateTable('password_resets').set({ used_at: now }).where('customer_id', '=', spent.customer_id).where('used_at', 'is', null).execute();
    await endSessions(trx, spent.customer_id, now);
    return true;
  });
  return done ? null : new SoftFailure(resetFailedMessage);
}
