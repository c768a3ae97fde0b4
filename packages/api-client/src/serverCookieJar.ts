import { decodeCookieValue, readCookie, serializeCookie, type CookieJar } from './cookieJar.ts';

/**
 * A cookie jar for one server-side render: it starts from the shopper's `Cookie` header, forwards the cookies to
 * the API, takes in the API's `Set-Cookie` answers, and lists what the SSR response must send back to the shopper.
 */
export interface ServerCookieJar extends CookieJar {
  /** The `Cookie` header to forward to the API: the shopper's cookies plus any set during this render. */
  getCookieHeader(): string;
  /** The `Set-Cookie` headers the SSR response must send to the shopper (one per cookie, the latest wins). */
  getSetCookieHeaders(): string[];
  /** Takes in the API's `Set-Cookie` headers (for example the HttpOnly `pleauthkey` after a login). */
  applySetCookieHeaders(setCookieHeaders: readonly string[]): void;
}

/** Whether a jar belongs to a server-side render, so its cookies are forwarded by hand. */
export function isServerCookieJar(jar: CookieJar): jar is ServerCookieJar {
  return 'getCookieHeader' in jar;
}

/** RFC 6265 §5.3: Max-Age wins over Expires; a zero or negative Max-Age, or a past Expires, deletes the cookie. */
function isExpired(setCookieHeader: string, now: number): boolean {
  const maxAge = /;\s*max-age\s*=\s*(-?\d+)/i.exec(setCookieHeader)?.[1];
  if (maxAge !== undefined) return Number(maxAge) <= 0;
  const expires = /;\s*expires\s*=\s*([^;]+)/i.exec(setCookieHeader)?.[1];
  return expires !== undefined && Date.parse(expires) <= now;
}

/** Creates the jar for one SSR request from its `Cookie` header; `isSecure` adds `Secure` to cookies it sets. */
export function createServerCookieJar(cookieHeader?: string | null, isSecure = true): ServerCookieJar {
  const values = new Map<string, string>();
  for (const pair of (cookieHeader ?? '').split(';')) {
    const name = pair.split('=', 1)[0]?.trim();
    const value = name ? readCookie(pair, name) : undefined;
    if (name && value !== undefined) values.set(name, value);
  }
  const outgoing = new Map<string, string>();
  const store = (name: string, rawValue: string | undefined, setCookieHeader: string) => {
    if (rawValue === undefined) values.delete(name);
    else values.set(name, rawValue);
    outgoing.set(name, setCookieHeader);
  };
  return {
    get: (name) => decodeCookieValue(values.get(name)),
    set(name, value, maxAgeSeconds) {
      store(name, maxAgeSeconds > 0 ? encodeURIComponent(value) : undefined, serializeCookie(name, value, maxAgeSeconds, isSecure));
    },
    getCookieHeader: () => Array.from(values, ([name, value]) => `${name}=${value}`).join('; '),
    getSetCookieHeaders: () => [...outgoing.values()],
    applySetCookieHeaders(setCookieHeaders) {
      for (const header of setCookieHeaders) {
        const pair = header.split(';', 1)[0] ?? '';
        const name = pair.split('=', 1)[0]?.trim();
        if (name) store(name, isExpired(header, Date.now()) ? undefined : readCookie(pair, name), header);
      }
    },
  };
}
