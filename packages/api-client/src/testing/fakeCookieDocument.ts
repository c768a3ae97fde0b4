import type { CookieDocument } from '../browserCookieJar.ts';

/** A `document.cookie` stand-in that behaves like a browser's: writes set or delete one cookie, reads list all. */
export function createFakeCookieDocument(initial: Record<string, string> = {}): CookieDocument & { writes: string[] } {
  const cookies = new Map(Object.entries(initial));
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return Array.from(cookies, ([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const isDeleted = attributes.some((attribute) => /^\s*max-age=0$/i.test(attribute));
      if (isDeleted) cookies.delete(name);
      else cookies.set(name, pair.slice(separator + 1));
    },
  };
}
