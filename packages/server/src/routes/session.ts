// session/* calls, confirmTotp and smsTotp (spec 1 §4, §7, §8; spec 3 §7).
import { randomUUID } from 'node:crypto';
import type { CustomerRow } from '../db/schema.ts';
import { ApiError, httpMessages } from '../http/envelope.ts';
import { setAuthKeyCookie, setSessionCookie, SoftFailure, type OperationContext, type RequestContext, type Register } from '../http/operation.ts';
import { authKeyIdleSeconds, hashAuthKey, newUpgradedAuthKey } from '../identity/authKey.ts';
import { verifyAgainstNothing, verifyPassword } from '../identity/password.ts';
import { requireCaptcha } from '../adapters/captcha.ts';
import { backoffMilliseconds, loginLimits, tooManyAttemptsMessage, type Attempt } from '../identity/rateLimiter.ts';
import { maskMobile } from '../identity/sms.ts';
import { ensureSession, type Identity } from '../identity/sessions.ts';
import { deliverSession, issueSession, type IssuedSession } from '../identity/sessionIssue.ts';
import { generateTotp } from '../identity/totp.ts';
import { assertNotLimited, consumeTotp, limiterKeys, recordFailure } from '../identity/totpAttempts.ts';
import { confirmPendingTotp } from '../account/twoFactor.ts';
import { sessionBundle } from '../session/sessionBundle.ts';

/** The outcomes webAuth reports in ErrorText (spec 1 §4, §8). */
export const webAuthOutcomes = {
  couldNotAuthenticate: 'Could not authenticate',
  totpRequired: 'TotpRequired',
  invalidTotp: 'InvalidTotp',
} as const;

/** confirmTotp's failure text (spec 1 §8). */
export const incorrectTotpCodeMessage = 'Incorrect 2FA Code';

export const smsFailedMessage = 'We could not send the SMS just now. Please try again or use your authenticator app.';

/** Sends the current code by SMS; returns the masked number, or null when the provider failed. */
async function sendTotpSms(context: RequestContext, customer: CustomerRow): Promise<string | null> {
  if (!customer.totp_secret) throw new ApiError(409, 'Two-factor authentication is not set up for this account.');
  const code = generateTotp(customer.totp_secret, context.now);
  try {
    await context.services.sms.send(customer.mobile, `Your rigkit security code is ${code}. It expires in 30 seconds.`, context.now);
  } catch {
    return null;
  }
  return maskMobile(customer.mobile);
}

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
async function countLoginAttempt(context: RequestContext, email: string): Promise<Attempt[]> {
  const { services, now, c } = context;
  const address = services.clientAddress(c);
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

async function webAuth(context: OperationContext<'POST', '/session/webAuth'>) {
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
  return logIn(context, customer);
}

async function logout(context: RequestContext) {
  const { services, identity, now, c } = context;
  const sessionGuid = randomUUID();
  await services.db.transaction().execute(async (trx) => {
    if (identity.authKeyHash) await trx.updateTable('auth_keys').set({ revoked_at: now }).where('auth_key_hash', '=', identity.authKeyHash).execute();
    await trx.insertInto('sessions').values({ customer_session_guid: sessionGuid, preferences: '{}' }).execute();
  });
  setAuthKeyCookie(c, services, null);
  setSessionCookie(c, services, sessionGuid);
  return sessionBundle(services, { sessionGuid, preferences: {}, customer: null, authKeyHash: null, isNewSession: true }, null);
}

function requireCustomer(identity: Identity): CustomerRow {
  if (!identity.customer) throw new ApiError(401, httpMessages.loginRequired);
  return identity.customer;
}

const savableKeys = [
  'DefaultStoreId', 'DefaultWarehouseId', 'LocationPostcode', 'StoreName', 'PinCategories', 'GridTypeId', 'InterestedGames',
  'PrivateMode', 'Referrers', 'RecentlyViewedItems', 'CustomBuildGridLevel', 'CheckoutState',
] as const;

/** A session holds preferences and checkout state, not a document store (issue 14 item 8): 16 KB and 8 levels. */
export const sessionLimits = { maximumBytes: 16 * 1024, maximumDepth: 8 } as const;

function depthOf(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  let deepest = 0;
  for (const entry of Object.values(value)) {
    deepest = Math.max(deepest, depthOf(entry));
    if (deepest > sessionLimits.maximumDepth) break;
  }
  return deepest + 1;
}

function assertSessionSize(preferences: Record<string, unknown>): void {
  if (depthOf(preferences) > sessionLimits.maximumDepth + 1) throw new ApiError(400, `Session values may be nested at most ${sessionLimits.maximumDepth} levels deep`);
  if (Buffer.byteLength(JSON.stringify(preferences), 'utf8') > sessionLimits.maximumBytes) {
    throw new ApiError(413, `The session may hold at most ${sessionLimits.maximumBytes / 1024} KB`);
  }
}

async function saveSession(context: OperationContext<'POST', '/session/saveSession'>) {
  const { body, services, identity, now } = context;
  if (typeof body['DefaultStoreId'] === 'number') {
    const store = await services.db.selectFrom('stores').select('store_id').where('store_id', '=', body['DefaultStoreId']).executeTakeFirst();
    if (!store) throw new ApiError(422, `Store ${body['DefaultStoreId']} does not exist`);
  }
  const changes = Object.fromEntries(savableKeys.filter((key) => key in body).map((key) => [key, body[key]]));
  const preferences = { ...identity.preferences, ...changes };
  assertSessionSize(preferences);
  await ensureSession(services.db, identity.sessionGuid);
  await services.db
    .updateTable('sessions')
    .set({ preferences: JSON.stringify(preferences), updated_at: now })
    .where('customer_session_guid', '=', identity.sessionGuid)
    .execute();
  return sessionBundle(services, { ...identity, preferences });
}

async function upgrade(context: OperationContext<'POST', '/session/upgrade'>) {
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

async function confirmTotp(context: OperationContext<'POST', '/confirmTotp'>) {
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

async function smsTotp(context: OperationContext<'POST', '/smsTotp'>) {
  const customer = requireCustomer(context.identity);
  const sentTo = await sendTotpSms(context, customer);
  return sentTo === null ? new SoftFailure(smsFailedMessage) : { SentTo: sentTo };
}

export function registerSessionRoutes(register: Register): void {
  register('GET', '/session/fetchSession', (context) => sessionBundle(context.services, context.identity));
  register('POST', '/session/saveSession', saveSession);
  register('POST', '/session/webAuth', webAuth);
  // State changes only on POST (issue 14 item 3): a GET can be sent by any page the shopper visits.
  register('POST', '/session/logout', logout);
  register('POST', '/session/upgrade', upgrade);
  register('POST', '/confirmTotp', confirmTotp);
  register('POST', '/smsTotp', smsTotp);
}
