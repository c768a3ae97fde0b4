// Spec 1 §2: "A route can be a plain redirect, with the target optionally built from route parameters and the query
// string." One rule for every such route, so none builds its target by hand.

export interface PlainRedirect {
  /** The target, with `:name` placeholders filled from the route's parameters: '/account/order/:documentGuid'. */
  target: string;
  /** Whether the visitor's query string goes along to the target. @default false */
  keepsQuery?: boolean;
}

/**
 * The address a plain redirect sends to. Each parameter fills one path segment, encoded, so nothing a link carries
 * can add a segment or steer the redirect off the store ('//evil.example' stays a segment of this store); a
 * placeholder without a value is dropped with its slash.
 */
export function plainRedirectTarget(redirect: PlainRedirect, params: Readonly<Record<string, string | undefined>>, search = ''): string {
  const path = redirect.target.replace(/\/:(\w+)/g, (_placeholder, name: string) => {
    const value = params[name];
    return value === undefined || value === '' ? '' : `/${encodeURIComponent(value)}`;
  });
  const query = search.startsWith('?') ? search.slice(1) : search;
  return redirect.keepsQuery && query ? `${path || '/'}?${query}` : path || '/';
}
