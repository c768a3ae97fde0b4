import { cookieMaxAgeSeconds, type CookieJar } from './cookieJar.ts';

/** Spec 1 §9: the session GUID lives in cookie "plesession". */
export const sessionCookieName = 'plesession';

const versionFourGuid = /^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/i;

/** Spec 1 §5: "Session GUID must be a version-4 GUID". */
export function isSessionGuid(value: unknown): value is string {
  return typeof value === 'string' && versionFourGuid.test(value);
}

/** Keeps a session GUID (for example the one a logout answers with) in the cookie for 364 days. */
export function storeSessionGuid(jar: CookieJar, guid: string): void {
  if (!isSessionGuid(guid)) throw new TypeError(`Not a version-4 GUID: ${guid}`);
  jar.set(sessionCookieName, guid, cookieMaxAgeSeconds);
}

/** The shopper's session GUID: the cookie's when valid, otherwise a new one, stored for 364 days (spec 1 §6, §9). */
export function ensureSessionGuid(jar: CookieJar, randomUUID: () => string): string {
  const current = jar.get(sessionCookieName);
  if (isSessionGuid(current)) return current;
  const created = randomUUID();
  storeSessionGuid(jar, created);
  return created;
}
