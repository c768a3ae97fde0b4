// Open-redirect guard (issue 14 item 4; ASVS 5.0 V1.5/V3.7): a link the store redirects to must stay on the store.
// The address is parsed the way a browser will read it (WHATWG URL: backslashes are slashes, tabs and newlines are
// dropped), and only what is left as a path on our own origin is kept.
const base = 'https://rigkit.invalid';

// WHATWG URL is a global of every runtime the kit runs in (browsers, Node, workers); the domain's ES-only lib does
// not declare it, so only what this rule reads is declared here. Moved from the server so the storefront follows a
// product's RedirectUrl by the same rule (issue 17 row B8).
declare const URL: new (address: string, base?: string) => { origin: string; pathname: string; search: string; hash: string };

/**
 * The same-site path (path, query and fragment) `address` names, or null when a browser would leave the site:
 * another origin, a scheme-relative "//host" or "/\host" in any spelling, or a script URL. An absolute address is
 * accepted only on `ownOrigin` (the configured public origin), never on an origin taken from the request.
 */
export function sameSitePath(address: string, ownOrigin?: string): string | null {
  let parsed: InstanceType<typeof URL>;
  try {
    const own = ownOrigin ? new URL(ownOrigin).origin : undefined;
    parsed = new URL(address, base);
    if (parsed.origin !== base && parsed.origin !== own) return null;
    if (!address.startsWith('/') && parsed.origin === base) return null;
  } catch {
    return null;
  }
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  // A path that itself starts with two slashes (e.g. from "/.//host") would be read as another host by a browser.
  if (!path.startsWith('/') || /^\/[/\\]/.test(path)) return null;
  return path;
}
