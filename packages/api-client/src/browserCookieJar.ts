import { decodeCookieValue, readCookie, serializeCookie, type CookieJar } from './cookieJar.ts';

/** The part of `document` the browser jar uses, so tests can hand in their own. */
export interface CookieDocument {
  cookie: string;
}

/** A cookie jar over `document.cookie`, for the browser. */
export function createBrowserCookieJar(
  target: CookieDocument = document,
  isSecure: boolean = globalThis.location?.protocol === 'https:',
): CookieJar {
  return {
    get: (name) => decodeCookieValue(readCookie(target.cookie, name)),
    set(name, value, maxAgeSeconds) {
      target.cookie = serializeCookie(name, value, maxAgeSeconds, isSecure);
    },
  };
}
