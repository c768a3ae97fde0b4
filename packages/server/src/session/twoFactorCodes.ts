// The two-factor code calls (spec 1 §8; spec 3 §7): confirmTotp (which also finishes turning two-factor on) and
// smsTotp, plus the SMS of a code that webAuth sends too. Registered by routes/session.ts.
import type { CustomerRow } from '../db/schema.ts';
import { ApiError, httpMessages } from '../http/envelope.ts';
import { SoftFailure, type OperationContext, type RequestContext } from '../http/operation.ts';
import { maskMobile } from '../identity/sms.ts';
import type { Identity } from '../identity/sessions.ts';
import { generateTotp } from '../identity/totp.ts';
import { assertNotLimited, consumeTotp, limiterKeys, recordFailure } from '../identity/totpAttempts.ts';
import { confirmPendingTotp } from '../account/twoFactor.ts';

/** confirmTotp's failure text (spec 1 §8). */
export const incorrectTotpCodeMessage = 'Incorrect 2FA Code';

export const smsFailedMessage = 'We could not send the SMS just now. Please try again or use your authenticator app.';

/** Sends the current code by SMS; returns the masked number, or null when the provider failed. */
export async function sendTotpSms(context: RequestContext, customer: CustomerRow): Promise<string | null> {
  if (!customer.totp_secret) throw new ApiError(409, 'Two-factor authentication is not set up for this account.');
  const code = generateTotp(customer.totp_secret, context.now);
  try {
    await context.services.sms.send(customer.mobile, `Your rigkit security code is ${code}. It expires in 30 seconds.`, context.now);
  } catch {
    return null;
  }
  return maskMobile(customer.mobile);
}

function requireCustomer(identity: Identity): CustomerRow {
  if (!identity.customer) throw new ApiError(401, httpMessages.loginRequired);
  return identity.customer;
}

export async function confirmTotp(context: OperationContext<'POST', '/confirmTotp'>) {
  const customer = requireCustomer(context.identity);
  // Turning two-factor on (issue 16 item 5): the first code made from enableTotp's secret switches it on.
  if (!customer.totp_secret && customer.totp_pending_secret) return confirmPendingTotp(context, customer, context.body.totp);
  if (!customer.totp_secret) throw new ApiError(409, 'Two-factor authentication is not set up for this account.');
  const keys = limiterKeys(context, customer.email_address);
  await assertNotLimited(context, keys);
  if (!(await consumeTotp(context, customer, context.body.totp))) {
    await recordFailure(context, keys);
    return new SoftFailure(incorrectTotpCodeMessage);
  }
  return { UsesTotp: true };
}

export async function smsTotp(context: OperationContext<'POST', '/smsTotp'>) {
  const customer = requireCustomer(context.identity);
  const sentTo = await sendTotpSms(context, customer);
  return sentTo === null ? new SoftFailure(smsFailedMessage) : { SentTo: sentTo };
}
