import { cookieMaxAgeSeconds, type CookieJar } from './cookieJar.ts';

/** Spec 1 §9: auth key cookie "pleauthkey", also held in local storage; also the header's name (spec 1 §7). */
export const authKeyName = 'pleauthkey';

/**
 * How the customer's authentication key travels.
 * - `header`: as the specs describe: kept in cookie and local storage, sent as the `pleauthkey` header.
 * - `cookie`: the server sets and reads an HttpOnly cookie; page scripts never see the key and no header is sent.
 */
export type AuthKeyMode = 'header' | 'cookie';

/** The part of `localStorage` the auth key uses. */
export type AuthKeyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The stored auth key (cookie first, then local storage), or undefined for an anonymous visitor. */
export function readAuthKey(jar: CookieJar, storage?: AuthKeyStorage): string | undefined {
  return jar.get(authKeyName) || storage?.getItem(authKeyName) || undefined;
}

/** Keeps the key a login answered with (spec 1 §4 "the authentication key is saved"). */
export function storeAuthKey(jar: CookieJar, storage: AuthKeyStorage | undefined, authKey: string): void {
  jar.set(authKeyName, authKey, cookieMaxAgeSeconds);
  storage?.setItem(authKeyName, authKey);
}

/** Forgets the key on logout (spec 1 §4 "erases the authentication key"). */
export function eraseAuthKey(jar: CookieJar, storage?: AuthKeyStorage): void {
  jar.set(authKeyName, '', 0);
  storage?.removeItem(authKeyName);
}
