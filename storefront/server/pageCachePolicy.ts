// Which requests the page cache may answer and which rendered pages it may keep (storefront/server/README.md).
// The rule of every full-page cache in front of a store (Varnish, a CDN): only anonymous catalogue pages, never
// anything that depends on who asks. A request carrying the store's session or login cookie is always rendered.
import { authKeyName, sessionCookieName } from '@rigkit/api-client';

/** The cookies the storefront and its /api read to know the shopper (spec 1 §9: plesession; pleauthkey). */
export const shopperCookieNames: ReadonlySet<string> = new Set([sessionCookieName, authKeyName, `__Host-${authKeyName}`]);

// The catalogue pages: the same for every anonymous visitor, and most of a store's traffic from new visitors,
// crawlers and shared links. Not listed, so always rendered: the cart, wishlists, login and logout, the account
// area, content pages (some are private), /ChooseMyGamingPC (its address saves games to the session), custom
// builds (a key string in the address loads a saved configuration) and product previews.
const cataloguePaths: readonly RegExp[] = [
  /^\/$/,
  /^\/categories\/\d+(\/[^/]*)*$/i,
  /^\/categorygroups\/\d+(\/[^/]*)?$/i,
  /^\/brands\/\d+(\/[^/]*)?$/i,
  /^\/products\/(?!.*\/build(\/|$))[^/]+(\/[^/]*)*$/i,
  /^\/promotion\/\d+$/i,
  /^\/search(\/[^/]*)?$/i,
  /^\/compare$/i,
  /^\/itemgrid$/i,
  /^\/itemlist\/\d+$/i,
  /^\/buildlist\/[^/]+(\/[^/]*)?$/i,
  /^\/software\/\d+(\/[^/]*)?$/i,
];

export type BypassReason = 'method' | 'path' | 'cookie';

/** Whether a Cookie header carries one of the store's shopper cookies (any value, even empty). */
export function hasShopperCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  for (const pair of cookieHeader.split(';')) {
    const name = pair.split('=', 1)[0]?.trim();
    if (name && shopperCookieNames.has(name)) return true;
  }
  return false;
}

/** The shopper cookies of a Cookie header (name=value, in the header's order), '' when it has none: who is asking. */
export function shopperCookiesOf(cookieHeader: string | undefined): string {
  if (!cookieHeader) return '';
  return cookieHeader
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => shopperCookieNames.has(pair.split('=', 1)[0] ?? ''))
    .join('; ');
}

/** Why a request must be rendered rather than answered from the cache, or undefined when the cache may answer. */
export function bypassReason(method: string, pathname: string, cookieHeader: string | undefined): BypassReason | undefined {
  if (method !== 'GET' && method !== 'HEAD') return 'method';
  // React Router's client navigations (`.data`) and anything outside the catalogue.
  if (pathname.endsWith('.data') || !cataloguePaths.some((pattern) => pattern.test(pathname))) return 'path';
  if (hasShopperCookie(cookieHeader)) return 'cookie';
  return undefined;
}

/** The rendered page, as the cache sees it before deciding to keep it. */
export interface RenderedPage {
  status: number;
  headers: Headers;
  body: Uint8Array;
}

// React's marker for a Suspense boundary that failed on the server and is left to the browser: a page with a
// passing error in it must not be handed to everyone for the next minute.
const serverErrorBoundary = '<!--$!-->';

/**
 * Who a kept page is answered to: every anonymous visitor (rendered without a session, pageServer.ts), or the
 * shoppers whose view of the page is the same (rendered with one of their sessions, app/lib/shopperView.ts).
 */
export type PageAudience = 'anonymous' | 'same view';

/**
 * Why a rendered page must not be kept, or undefined when it may be answered to its audience. A render that stored
 * something in the /api answers its Set-Cookie. A page for a shopper's view says private or no-store to the caches
 * between the store and the browser; the store itself answers it only to the same view.
 */
export function uncacheableReason(page: RenderedPage, audience: PageAudience = 'anonymous'): string | undefined {
  if (page.status !== 200) return `status ${page.status}`;
  if (!(page.headers.get('content-type') ?? '').startsWith('text/html')) return 'not an HTML page';
  if (page.headers.getSetCookie().length > 0) return 'Set-Cookie';
  const cacheControl = (page.headers.get('cache-control') ?? '').toLowerCase();
  if (audience === 'anonymous' && /\b(no-store|private|no-cache)\b/.test(cacheControl)) return `Cache-Control: ${cacheControl}`;
  if ((page.headers.get('vary') ?? '').includes('*')) return 'Vary: *';
  const html = Buffer.from(page.body.buffer, page.body.byteOffset, page.body.byteLength).toString('latin1');
  if (html.includes(serverErrorBoundary)) return 'a part of the page failed to render';
  return undefined;
}

// Varied on by the cache itself (encoding) or never seen by the render (the shopper's cookies are not passed on).
const handledVary = new Set(['accept-encoding', 'cookie']);

/** The request headers a rendered page says it varies on, beyond those the cache handles itself. */
export function varyHeaderNames(headers: Headers): string[] {
  return (headers.get('vary') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '' && !handledVary.has(name))
    .sort();
}
