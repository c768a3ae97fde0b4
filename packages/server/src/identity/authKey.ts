// The auth key (issue 5 item 4): 256 random bits, given to the client once, stored only as its SHA-256.
// Sent back as the HttpOnly cookie "pleauthkey" or the "pleauthkey" header (spec 1 §6, §9).
import { createHash, randomBytes } from 'node:crypto';

/** The header name, and the cookie's name where cookies are not Secure (plain-http development tools). */
export const authKeyCookieName = 'pleauthkey';
/** The cookie's name over HTTPS (issue 14 item 8): the __Host- prefix makes the browser refuse it unless it is
 *  Secure, for Path=/ and without Domain, so no sibling subdomain or plain-http page can set or shadow it. */
export const hostAuthKeyCookieName = '__Host-pleauthkey';
/** A key unused this long stops working (issue 14 item 8; ASVS 5.0 V7.3.1); each use moves its expiry on. */
export const authKeyIdleSeconds = 7 * 24 * 60 * 60;
export const sessionCookieName = 'plesession';
/** The response header naming a session GUID the server minted or rotated (issue 14 item 2; designed). */
export const sessionGuidHeaderName = 'CustomerSessionGuid';
/** Cookie lifetime 364 days (spec 1 §9). */
export const cookieMaxAgeSeconds = 364 * 24 * 60 * 60;

export function newAuthKey(): string {
  return randomBytes(32).toString('hex');
}

/**
 * The upgraded token of session/upgrade: longer than 100 characters, which the client counts as a valid
 * upgrade (spec 1 §9). Still 256 random bits of secret; the GUIDs only make it self-describing.
 */
export function newUpgradedAuthKey(customerGuid: string, sessionGuid: string): string {
  return `${customerGuid}.${sessionGuid}.${randomBytes(32).toString('base64url')}`;
}

export function hashAuthKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}
