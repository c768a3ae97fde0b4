// The auth key (issue 5 item 4): 256 random bits, given to the client once, stored only as its SHA-256.
// Sent back as the HttpOnly cookie "pleauthkey" or the "pleauthkey" header (spec 1 §6, §9).
import { createHash, randomBytes } from 'node:crypto';

export const authKeyCookieName = 'pleauthkey';
export const sessionCookieName = 'plesession';
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
