// enableTotp, confirmTotp's first code and disableTotp (spec 3 §4.8, §7; issue 16 item 5). Enabling makes a new
// secret and keeps it pending: two-factor is on only once a code made from it is accepted, so a half-finished setup
// (or a stray request) never locks the customer out. Codes are checked ±1 step, never twice, under the limits. Turning
// it on or off ends the account's other sessions and re-issues the caller's own (accountSecurity.ts).
import { Secret } from 'otpauth';
import QRCode from 'qrcode';
import type { CustomerRow } from '../db/schema.ts';
import { ApiError } from '../http/envelope.ts';
import { SoftFailure, type OperationContext, type RequestContext } from '../http/operation.ts';
import { totpUri } from '../identity/totp.ts';
import { assertNotLimited, consumeTotp, limiterKeys, recordFailure } from '../identity/totpAttempts.ts';
import { deliverSession } from '../identity/sessionIssue.ts';
import { endSessionsAndReissue, requireLoggedIn } from './accountSecurity.ts';

/** confirmTotp's and disableTotp's failure text (spec 1 §8). */
export const incorrectTotpCode = 'Incorrect 2FA Code';

export async function enableTotp(context: RequestContext) {
  const customer = requireLoggedIn(context);
  // Spec 3 §4.8: "if the server says the customer is already enabled, the state is simply refreshed".
  if (customer.totp_secret) return { QrCode: '', Secret: '', AlreadyEnabled: true };
  // 160 bits, the RFC 4226 recommendation.
  const secret = new Secret({ size: 20 }).base32;
  await context.services.db.updateTable('customers').set({ totp_pending_secret: secret }).where('customer_id', '=', customer.customer_id).execute();
  const QrCode = await QRCode.toDataURL(totpUri(secret, customer.email_address), { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return { QrCode, Secret: secret, AlreadyEnabled: false };
}

/** confirmTotp while two-factor is pending: the first good code turns it on (called by session/twoFactorCodes.ts). */
export async function confirmPendingTotp(context: RequestContext, customer: CustomerRow, code: string) {
  const keys = limiterKeys(context, customer.email_address);
  await assertNotLimited(context, keys);
  const pending = customer.totp_pending_secret;
  if (!pending || !(await consumeTotp(context, customer, code, pending))) {
    await recordFailure(context, keys);
    return new SoftFailure(incorrectTotpCode);
  }
  const issued = await context.services.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('customers')
      .set({ totp_secret: pending, totp_pending_secret: null })
      .where('customer_id', '=', customer.customer_id)
      .where('totp_pending_secret', '=', pending)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return null;
    return endSessionsAndReissue(trx, context, customer);
  });
  if (!issued) return new SoftFailure(incorrectTotpCode);
  deliverSession(context, issued, { reissued: true });
  return { UsesTotp: true };
}

export async function disableTotp(context: OperationContext<'POST', '/disableTotp'>) {
  const customer = requireLoggedIn(context);
  if (!customer.totp_secret) throw new ApiError(409, 'Two-factor authentication is not set up for this account.');
  const keys = limiterKeys(context, customer.email_address);
  await assertNotLimited(context, keys);
  if (!(await consumeTotp(context, customer, context.body.totp))) {
    await recordFailure(context, keys);
    return new SoftFailure(incorrectTotpCode);
  }
  const issued = await context.services.db.transaction().execute(async (trx) => {
    await trx.updateTable('customers').set({ totp_secret: null, totp_pending_secret: null }).where('customer_id', '=', customer.customer_id).execute();
    return endSessionsAndReissue(trx, context, customer);
  });
  deliverSession(context, issued, { reissued: true });
  return { UsesTotp: false };
}
