// Logging in and out (spec 1 §4, §8; spec 3 §7): webAuth with its attempt limits and two-factor step, logout, and
// upgrade, which swaps the auth key for one tied to this session. Registered by routes/session.ts.
import { randomUUID } from 'node:crypto';
import type { CustomerRow } from '../db/schema.ts';
import { ApiError } from '../http/envelope.ts';
import { setAuthKeyCookie, setSessionCookie, SoftFailure, type OperationContext, type RequestContext } from '../http/operation.ts';
import { authKeyIdleSeconds, hashAuthKey, newUpgradedAuthKey } from '../identity/authKey.ts';
import { hashPassword, passwordNeedsRehash, verifyAgainstNothing, verifyPassword } from '../identity/password.ts';
import { requireCaptcha } from '../adapters/captcha.ts';
import { backoffMilliseconds, loginLimits, tooManyAttemptsMessage, type Attempt } from '../identity/rateLimiter.ts';
import type { Identity } from '../identity/sessions.ts';
import { deliverSession, issueSession, type IssuedSession } from '../identity/sessionIssue.ts';
import { consumeTotp } from '../identity/totpAttempts.ts';
import { sessionBundle } from './sessionBundle.ts';
import { sendTotpSms, smsFailedMessage } from './twoFactorCodes.ts';

/** The outcomes webAuth reports in ErrorText (spec 1 §4, §8). */
export const webAuthOutcomes = {
  couldNotAuthenticate: 'Could not authenticate',
  totpRequired: 'TotpRequired',
  invalidTotp: 'InvalidTotp',
} as const;

/**
 * Logs `customer` in on this caller: a new auth key and a rotated session GUID, both set as cookies. Shared by login
 * and account creation (account/createAccount.ts).
 */
export async function startLoggedInSession(context: RequestContext, customer: CustomerRow): Promise<IssuedSession> {
  // A new session GUID at login (issue 14 item 2): whoever knew the one before (a planted GUID) holds nothing now.
  const issued = await context.services.db.transaction().execute((trx) => issueSession(trx, context, customer));
  deliverSession(context, issued, { reissued: false });
  return issued;
}

async function logIn(context: RequestContext, customer: CustomerRow) {
  const { services, identity } = context;
  const { authKey, sessionGuid } = await startLoggedInSession(context, customer);
  const loggedIn: Identity = { ...identity, sessionGuid, isNewSession: false, customer, authKeyHash: hashAuthKey(authKey) };
  // In cookie mode the key is in the HttpOnly cookie only: a body is readable by any script on the page.
  return sessionBundle(services, loggedIn, services.authKeyMode === 'cookie' ? undefined : authKey);
}

/**
 * The attempt counted before the password is checked (issue 14 items 1 and 8; ASVS 5.0 V6.3.1): one account from one
 * address slows down exponentially past 5 attempts (429 with Retry-After); an account tried from many addresses, or an
 * address trying many accounts (behind a proxy, a whole office), needs a captcha rather than being locked, so a
 * stranger cannot lock a customer out and the right password still works.
 */
/**
 * The pair's backoff decided from the attempts this process already counted: with this one added they can only be
 * fewer and older than the database's, so a wait found here is one the database would impose as well.
 */
function refuseFromMemory(counted: { count: number; latestAt: Date | undefined }, now: Date): void {
  if (!counted.latestAt) return;
  const delay = backoffMilliseconds(counted.count + 1, loginLimits.perAccount);
  const wait = counted.latestAt.getTime() + delay - now.getTime();
  if (delay > 0 && wait > 0) {
    throw new ApiError(429, tooManyAttemptsMessage, { 'Retry-After': String(Math.ceil(wait / 1000)) });
  }
}

async function countLoginAttempt(context: RequestContext, email: string): Promise<Attempt[]> {
  const { services, now, c } = context;
  const address = services.clientAddress(c);
  refuseFromMemory(services.accountLimiter.countedHere(`pair:${email}|${address}`, now), now);
  const attempts = await Promise.all([
    services.accountLimiter.attempt(`pair:${email}|${address}`, now),
    services.accountLimiter.attempt(`account:${email}`, now),
    services.addressLimiter.attempt(`address:${address}`, now),
  ]);
  const [pair, account, fromAddress] = attempts as [Attempt, Attempt, Attempt];
  const releaseAll = () => Promise.all(attempts.map((attempt) => attempt.release()));
  const delay = backoffMilliseconds(pair.count, loginLimits.perAccount);
  const wait = pair.previousAt ? pair.previousAt.getTime() + delay - now.getTime() : 0;
  if (delay > 0 && wait > 0) {
    await releaseAll();
    throw new ApiError(429, tooManyAttemptsMessage, { 'Retry-After': String(Math.ceil(wait / 1000)) });
  }
  if (account.count > loginLimits.perAccount.maximumFailures || fromAddress.count > loginLimits.perAddress.maximumFailures) {
    try {
      await requireCaptcha(c, services.captcha);
    } catch (error) {
      await releaseAll();
      throw error;
    }
  }
  return attempts;
}

export async function webAuth(context: OperationContext<'POST', '/session/webAuth'>) {
  const { body, services } = context;
  const email = body.username.trim().toLowerCase();
  const attempts = await countLoginAttempt(context, email);
  const notAFailure = () => Promise.all(attempts.map((attempt) => attempt.release()));
  const customer = await services.db.selectFrom('customers').selectAll().where('email_address', '=', email).executeTakeFirst();
  let passwordOk: boolean;
  try {
    passwordOk = customer ? await verifyPassword(body.password, customer.password_hash) : await verifyAgainstNothing(body.password);
  } catch (error) {
    // Refused before it was checked (the hashing queue is full): not an attempt.
    await notAFailure();
    throw error;
  }
  if (!customer || !passwordOk) return new SoftFailure(webAuthOutcomes.couldNotAuthenticate);
  if (customer.totp_secret) {
    if (body.sendTotpSms) {
      await notAFailure();
      const sentTo = await sendTotpSms(context, customer);
      return new SoftFailure(sentTo === null ? [webAuthOutcomes.totpRequired, smsFailedMessage] : webAuthOutcomes.totpRequired);
    }
    if (!body.totp) {
      await notAFailure();
      return new SoftFailure(webAuthOutcomes.totpRequired);
    }
    if (!(await consumeTotp(context, customer, body.totp))) return new SoftFailure(webAuthOutcomes.invalidTotp);
  }
  await notAFailure();
  await services.accountLimiter.reset(`account:${email}`);
  await services.accountLimiter.reset(`pair:${email}|${services.clientAddress(context.c)}`);
  if (passwordNeedsRehash(customer.password_hash)) await rehashPassword(context, customer, body.password);
  return logIn(context, customer);
}

/** A hash stored at older settings (scrypt) is replaced while the password is at hand, unless it changed meanwhile. */
async function rehashPassword({ services }: RequestContext, customer: CustomerRow, password: string) {
  const passwordHash = await hashPassword(password);
  await services.db
    .updateTable('customers')
    .set({ password_hash: passwordHash })
    .where('customer_id', '=', customer.customer_id)
    .where('password_hash', '=', customer.password_hash)
    .execute();
}

export async function logout(context: RequestContext) {
  const { services, identity, now, c } = context;
  if (identity.authKeyHash) await services.db.updateTable('auth_keys').set({ revoked_at: now }).where('auth_key_hash', '=', identity.authKeyHash).execute();
  setAuthKeyCookie(c, services, null);
  // A new GUID replaces the old one in the shopper's cookie and client, but like any new anonymous session it gets a
  // row only when something is stored in it (issue 14 item 8); until then it names nothing the server would adopt.
  const sessionGuid = randomUUID();
  setSessionCookie(c, services, sessionGuid);
  return sessionBundle(services, { sessionGuid, preferences: {}, customer: null, authKeyHash: null, isNewSession: true }, null);
}

export async function upgrade(context: OperationContext<'POST', '/session/upgrade'>) {
  const { services, identity, now, c } = context;
  if (!identity.customer || !identity.authKeyHash) return { AuthenticationKey: null };
  const customer = identity.customer;
  const oldHash = identity.authKeyHash;
  const authKey = newUpgradedAuthKey(customer.customer_guid, identity.sessionGuid);
  await services.db.transaction().execute(async (trx) => {
    await trx.updateTable('auth_keys').set({ revoked_at: now }).where('auth_key_hash', '=', oldHash).execute();
    await trx
      .insertInto('auth_keys')
      .values({ auth_key_hash: hashAuthKey(authKey), customer_id: customer.customer_id, customer_session_guid: identity.sessionGuid, expires_at: new Date(now.getTime() + authKeyIdleSeconds * 1000) })
      .execute();
  });
  setAuthKeyCookie(c, services, authKey);
  return { AuthenticationKey: services.authKeyMode === 'cookie' ? null : authKey };
}
