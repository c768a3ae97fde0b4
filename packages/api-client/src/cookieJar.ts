/** Where the client keeps its cookies: `document.cookie` in the browser, the shopper's request during SSR. */
export interface CookieJar {
  /** The decoded value of a cookie, or undefined when it is not set. */
  get(name: string): string | undefined;
  /** Sets a cookie for the whole site; a `maxAgeSeconds` of 0 deletes it. */
  set(name: string, value: string, maxAgeSeconds: number): void;
}

/** Spec 1 §9: "Cookie lifetime 364 days" (plesession and pleauthkey). */
export const cookieMaxAgeSeconds = 364 * 24 * 60 * 60;

/** Reads one cookie's raw (still encoded) value out of a `Cookie` header or `document.cookie` string. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}

/** Decodes a cookie value, keeping it as it is when it was not percent-encoded by us. */
export function decodeCookieValue(value: string | undefined): string | undefined {
  try {
    return value === undefined ? value : decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** One `Set-Cookie`/`document.cookie` line: whole site, Lax, Secure on https. */
export function serializeCookie(name: string, value: string, maxAgeSeconds: number, isSecure: boolean): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${isSecure ? '; Secure' : ''}`;
}
