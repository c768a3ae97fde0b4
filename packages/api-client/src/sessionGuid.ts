import { cookieMaxAgeSeconds, type CookieJar } from './cookieJar.ts';

/** Spec 1 §9: the session GUID lives in cookie "plesession". */
export const sessionCookieName = 'plesession';

/**
 * The response header a server answers a session GUID it minted (or rotated) in, beside the plesession cookie, so a
 * client that cannot read Set-Cookie (header mode) adopts it too (issue 14 item 2; designed).
 */
export const sessionGuidHeaderName = 'CustomerSessionGuid';

const versionFourGuid = /^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/i;

/** Spec 1 §5: "Session GUID must be a version-4 GUID". */
export function isSessionGuid(value: unknown): value is string {
  return typeof value === 'string' && versionFourGuid.test(value);
}

/** Keeps a session GUID the server answered with in the cookie for 364 days. */
export function storeSessionGuid(jar: CookieJar, guid: string): void {
  if (!isSessionGuid(guid)) throw new TypeError(`Not a version-4 GUID: ${guid}`);
  jar.set(sessionCookieName, guid, cookieMaxAgeSeconds);
}

/**
 * The session GUID the server gave this shopper (the plesession cookie), or undefined before it gave one. The server
 * mints every session GUID (issue 14 item 2; ASVS 5.0 V7.2.4): a client never makes one up.
 */
export function readSessionGuid(jar: CookieJar): string | undefined {
  const current = jar.get(sessionCookieName);
  return isSessionGuid(current) ? current : undefined;
}

/**
 * Adopts the session GUID a response names in its CustomerSessionGuid header (a new, rotated or logged-out session),
 * unless the jar holds it already (a browser or SSR jar took it from Set-Cookie). Returns the GUID adopted, if any.
 */
export function adoptSessionGuid(jar: CookieJar, response: Pick<Response, 'headers'>): string | undefined {
  const answered = response.headers.get(sessionGuidHeaderName);
  if (!isSessionGuid(answered) || jar.get(sessionCookieName) === answered) return undefined;
  storeSessionGuid(jar, answered);
  return answered;
}

/**
 * @deprecated The server mints session GUIDs and ignores any it did not mint (issue 14 item 2), so a GUID made here
 * names no session. Use `readSessionGuid` and send none when it is undefined; kept only for callers of 0.0.x.
 */
export function ensureSessionGuid(jar: CookieJar, randomUUID: () => string): string {
  const current = readSessionGuid(jar);
  if (current) return current;
  const created = randomUUID();
  storeSessionGuid(jar, created);
  return created;
}
