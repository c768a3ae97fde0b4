import type { CookieJar } from './cookieJar.ts';

/**
 * A jar that only remembers, for Node scripts and tools that talk to the API without a shopper. It is not the SSR
 * jar (that one is `createServerCookieJar`, which forwards cookies) and stays tiny so the browser bundle is too.
 */
export function createMemoryCookieJar(): CookieJar {
  const values = new Map<string, string>();
  return {
    get: (name) => values.get(name),
    set: (name, value, maxAgeSeconds) => void (maxAgeSeconds > 0 ? values.set(name, value) : values.delete(name)),
  };
}
