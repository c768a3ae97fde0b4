// Issuing a logged-in session: a new session GUID (the old one stops naming anything) and a new auth key bound to it.
// At login, and again at every change of privilege (two-factor on or off, a new password), so whoever held the
// caller's session id before the change holds nothing after it (issue 14 item 2; ASVS 5.0 V7.2.4, V7.4.3).
import type { Transaction } from 'kysely';
import type { Db } from '../db/openDatabase.ts';
import type { CustomerRow, DatabaseTables } from '../db/schema.ts';
import { setAuthKeyCookie, setSessionCookie, type RequestContext } from '../http/operation.ts';
import { authKeyCookieName, authKeyIdleSeconds, hashAuthKey, newAuthKey } from './authKey.ts';
import { rotateSession } from './sessions.ts';

export interface IssuedSession {
  authKey: string;
  sessionGuid: string;
}

/** Inside the caller's transaction: the caller's session row, cart and preferences move to a new GUID with a new key. */
export async function issueSession(trx: Db | Transaction<DatabaseTables>, context: RequestContext, customer: CustomerRow): Promise<IssuedSession> {
  const { identity, now } = context;
  const authKey = newAuthKey();
  const sessionGuid = await rotateSession(trx, identity.sessionGuid, customer.customer_id, now);
  await trx
    .insertInto('auth_keys')
    .values({ auth_key_hash: hashAuthKey(authKey), customer_id: customer.customer_id, customer_session_guid: sessionGuid, expires_at: new Date(now.getTime() + authKeyIdleSeconds * 1000) })
    .execute();
  return { authKey, sessionGuid };
}

/**
 * After the transaction commits: the new GUID as plesession (and the CustomerSessionGuid header) and the new key as
 * the HttpOnly cookie. A re-issue (not a login, whose body carries the key in header mode) also names the key in the
 * pleauthkey response header for header-mode clients, which the api-client keeps; never in cookie mode, where a
 * script on the page could read a header.
 */
export function deliverSession(context: RequestContext, issued: IssuedSession, options: { reissued: boolean }): void {
  const { c, services } = context;
  setAuthKeyCookie(c, services, issued.authKey);
  setSessionCookie(c, services, issued.sessionGuid);
  if (options.reissued && services.authKeyMode === 'header') c.header(authKeyCookieName, issued.authKey);
}
