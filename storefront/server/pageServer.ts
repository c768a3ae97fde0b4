// The storefront's Node request listener: static files and cached pages are answered here, straight from memory,
// before Hono and React Router build a Request and a Response for them (most of a cached page's cost under load);
// everything else (the /api, pages not cached) goes on to Hono. A catalogue page for a shopper with a session is
// kept per view of that shopper (what the page shows of them: app/lib/shopperView.ts), read from the session first.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { newCspNonce } from '@rigkit/server/securityHeaders';
import { isbot } from 'isbot';
import { viewportHintFor } from '../app/lib/viewportHint.ts';
import type { ContentEncoding } from './encoding.ts';
import { negotiateEncoding } from './encoding.ts';
import { stampNonce } from './nonceStamp.ts';
import type { CachedPage, PageCache, RenderForCache } from './pageCache.ts';
import { bypassReason, hasShopperCookie } from './pageCachePolicy.ts';
import type { StaticFiles } from './staticFiles.ts';

type Listener = (incoming: IncomingMessage, outgoing: ServerResponse) => void;

export interface ViewPages {
  /** A cache whose audience is 'same view' (pageCachePolicy.ts). */
  cache: PageCache;
  /** The key of the view of the shopper these cookies belong to (shopperViewKey), or undefined when unreadable. */
  viewKey(cookieHeader: string): Promise<string | undefined>;
  /** Called when a request of that shopper may change their view: before it is handled and once it has ended. */
  forget(cookieHeader: string): void;
}

/** X-Cache says how a page was answered: tests and benches read it, as they would a CDN's. */
export type CacheStatus = 'HIT' | 'STALE' | 'MISS' | 'PASS' | 'BYPASS';

export interface StorefrontListenerOptions {
  staticFiles: StaticFiles;
  /** Absent when the cache is switched off (RIGKIT_PAGE_CACHE=off). */
  pageCache?: PageCache;
  /** Catalogue pages of shoppers with a session; absent (or with the cache off), they are rendered per request. */
  viewPages?: ViewPages;
  /** Renders a document request through React Router (the same handler Hono calls). */
  renderDocument(request: Request): Promise<Response>;
  /** Hono's listener, for everything not answered here. */
  next: Listener;
  now?: () => number;
  /** The CSP nonce of one answer of a cached page. @default newCspNonce (128 random bits) */
  newNonce?: () => string;
  onError?: (error: unknown) => void;
}

// Request headers that must not reach a render whose result is shared: validators and the coding (the cache answers
// those per request) and, for an anonymous page, the visitor's cookies (the render gets a throw-away session).
const headersNotRendered = new Set(['cookie', 'accept-encoding', 'if-none-match', 'if-modified-since', 'connection', 'keep-alive']);

/** Answers from a small memo: browsers send a handful of distinct values, and isbot's pattern is long. */
function memoised<Value>(compute: (key: string) => Value, limit = 1000): (key: string) => Value {
  const memo = new Map<string, Value>();
  return (key) => {
    const known = memo.get(key);
    if (known !== undefined) return known;
    const value = compute(key);
    if (memo.size >= limit) memo.clear();
    memo.set(key, value);
    return value;
  };
}

const separator = '\u0000';
/** 'bot' or 'person', and the width the page is rendered for, from the user agent and Sec-CH-UA-Mobile. */
const visitorKindOf = memoised((key) => {
  const [userAgent = '', mobileHint] = key.split(separator);
  const screenHeaders = new Headers({ 'user-agent': userAgent });
  if (mobileHint !== undefined) screenHeaders.set('sec-ch-ua-mobile', mobileHint);
  return `${isbot(userAgent) ? 'bot' : 'person'} ${viewportHintFor(screenHeaders)}`;
});
const visitorKind = (userAgent: string, mobileHint: string | undefined) => visitorKindOf(mobileHint === undefined ? userAgent : `${userAgent}${separator}${mobileHint}`);
const encodingFor = memoised((acceptEncoding: string) => negotiateEncoding(acceptEncoding));
const stampedEncodingFor = memoised((acceptEncoding: string) => negotiateEncoding(acceptEncoding, ['gzip', 'identity']));

function header(incoming: IncomingMessage, name: string): string | undefined {
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** RFC 9110 §13.1.2: does If-None-Match name this ETag (weakly compared), or `*`? */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

function absoluteUrl(incoming: IncomingMessage): string {
  const secure = (incoming.socket as Partial<TLSSocket>).encrypted === true;
  return `${secure ? 'https' : 'http'}://${incoming.headers.host ?? 'localhost'}${incoming.url ?? '/'}`;
}

/** Sends `body`, one buffer or several written in one go (corked: one writev, no copy into one buffer). */
function send(incoming: IncomingMessage, outgoing: ServerResponse, status: number, headers: OutgoingHttpHeaders, body: Buffer | readonly Buffer[] | undefined): void {
  const parts = body === undefined ? [] : Buffer.isBuffer(body) ? [body] : body;
  if (body && status === 200) headers['content-length'] = parts.reduce((sum, part) => sum + part.byteLength, 0);
  outgoing.writeHead(status, headers);
  if (incoming.method === 'HEAD' || status === 304) return void outgoing.end();
  outgoing.cork();
  for (const part of parts) outgoing.write(part);
  outgoing.end();
}

export function createStorefrontListener(options: StorefrontListenerOptions): Listener {
  const { staticFiles, pageCache, next } = options;
  const now = options.now ?? Date.now;
  const newNonce = options.newNonce ?? newCspNonce;
  const onError = options.onError ?? ((error: unknown) => console.error('[rigkit storefront]', error));

  function sendPage(incoming: IncomingMessage, outgoing: ServerResponse, page: CachedPage, status: CacheStatus, forView: boolean): void {
    const acceptEncoding = header(incoming, 'accept-encoding') ?? '';
    // A page with a CSP nonce is spliced per answer, which brotli cannot be (nonceStamp.ts): gzip or identity.
    const encoding: ContentEncoding = page.stampable ? stampedEncodingFor(acceptEncoding) : encodingFor(acceptEncoding);
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of page.headers) {
      const existing = headers[name];
      headers[name] = existing === undefined ? value : `${String(existing)}, ${value}`;
    }
    headers['vary'] = forView ? 'Accept-Encoding, Cookie' : 'Accept-Encoding';
    // A shopper's page (their name, their cart's count) is theirs: no cache between the store and them keeps it.
    if (forView && headers['cache-control'] === undefined) headers['cache-control'] = 'private, no-cache';
    headers['etag'] = page.etags[encoding];
    headers['age'] = String(Math.max(0, Math.floor((now() - page.storedAt) / 1000)));
    headers['x-cache'] = status;
    // No session cookie: the /api mints the visitor's session GUID when something is first stored in it (issue 14
    // item 2), so a cached page, like every page for a new visitor, names none.
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    if (matchesEtag(header(incoming, 'if-none-match'), page.etags[encoding])) {
      // The browser keeps the copy it has, whose scripts carry the nonce of the policy it stored with it: a 304 with
      // a new policy would replace that policy and block them (RFC 9111 §4.3.4), so it carries none.
      if (page.stampable) delete headers['content-security-policy'];
      send(incoming, outgoing, 304, headers, undefined);
      return;
    }
    if (!page.stampable) {
      send(incoming, outgoing, 200, headers, page.bodies[encoding]);
      return;
    }
    // A fresh nonce for this answer alone (issue 14 item 6): in the policy and in every script the render stamped.
    const nonce = newNonce();
    const policy = String(headers['content-security-policy'] ?? '');
    headers['content-security-policy'] = policy.replace(/'nonce-[^']*'/g, `'nonce-${nonce}'`);
    send(incoming, outgoing, 200, headers, stampNonce(page.stampable, nonce, encoding === 'gzip' ? 'gzip' : 'identity'));
  }

  async function serveStatic(incoming: IncomingMessage, outgoing: ServerResponse, pathname: string): Promise<boolean> {
    const found = await staticFiles.get(pathname, header(incoming, 'accept-encoding'));
    if (!found) return false;
    const { file, encoding, body } = found;
    const etag = encoding === 'identity' ? file.etag : file.etag.replace(/"$/, `-${encoding}"`);
    const headers: OutgoingHttpHeaders = {
      'content-type': file.contentType,
      'cache-control': file.cacheControl,
      // Static files are never sniffed into another type (issue 14 item 6).
      'x-content-type-options': 'nosniff',
      etag,
      'last-modified': file.lastModified,
    };
    if (file.compressible) headers['vary'] = 'Accept-Encoding';
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    send(incoming, outgoing, matchesEtag(header(incoming, 'if-none-match'), etag) ? 304 : 200, headers, body);
    return true;
  }

  /**
   * Answers a page from `cache`, rendering it on a miss: for every anonymous visitor, or (with `viewKey`) for the
   * shoppers whose view is that key, rendered with the cookies of the one who asked.
   */
  async function servePage(incoming: IncomingMessage, outgoing: ServerResponse, cache: PageCache, viewKey?: string): Promise<boolean> {
    const url = absoluteUrl(incoming);
    // The root loader reads two things from the request besides its address and the shopper: whether it is a bot
    // (pages for bots are noindex, issue 6 per-page meta) and the kind of screen grids are rendered for
    // (app/lib/viewportHint.ts: phone, tablet or laptop). Each combination gets its own copy.
    const visitor = visitorKind(header(incoming, 'user-agent') ?? '', header(incoming, 'sec-ch-ua-mobile'));
    const primaryKey = viewKey === undefined ? `${visitor} ${url}` : `${visitor} ${viewKey} ${url}`;
    const requestHeader = (name: string) => header(incoming, name);
    const render = renderFor(incoming, url, viewKey !== undefined);
    const found = cache.lookup(primaryKey, requestHeader);
    if (found.state === 'fresh' || found.state === 'stale') {
      sendPage(incoming, outgoing, found.page, found.state === 'fresh' ? 'HIT' : 'STALE', viewKey !== undefined);
      if (found.state === 'stale') cache.refresh(primaryKey, requestHeader, render);
      return true;
    }
    if (found.state === 'pass') return false;
    const result = await cache.fill(primaryKey, requestHeader, render);
    if (!result.cached) return false;
    sendPage(incoming, outgoing, result.page, 'MISS', viewKey !== undefined);
    return true;
  }

  async function serveViewPage(incoming: IncomingMessage, outgoing: ServerResponse, viewPages: ViewPages, cookieHeader: string): Promise<boolean> {
    const viewKey = await viewPages.viewKey(cookieHeader);
    return viewKey !== undefined && servePage(incoming, outgoing, viewPages.cache, viewKey);
  }

  /**
   * The render the cache keeps: the visitor's request without validators or coding and, for an anonymous page,
   * without their cookies, as a new visitor with no session.
   */
  function renderFor(incoming: IncomingMessage, url: string, withCookies: boolean): RenderForCache {
    // Made on every answer, run only on a miss or a stale hit: nothing is built until then.
    return async () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) {
        if (value === undefined || (headersNotRendered.has(name) && !(withCookies && name === 'cookie'))) continue;
        headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      const request = new Request(url, { method: 'GET', headers });
      const response = await options.renderDocument(request);
      return { status: response.status, headers: response.headers, body: new Uint8Array(await response.arrayBuffer()) };
    };
  }

  async function handle(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    const method = incoming.method ?? 'GET';
    const rawUrl = incoming.url ?? '/';
    const queryAt = rawUrl.indexOf('?');
    const pathname = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
    const isRead = method === 'GET' || method === 'HEAD';
    if (isRead && staticFiles.has(pathname) && (await serveStatic(incoming, outgoing, pathname))) return;
    const cookieHeader = header(incoming, 'cookie');
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const reason = isApi ? undefined : bypassReason(method, pathname, cookieHeader);
    const { viewPages } = options;
    // Anything a shopper does but load a catalogue page (an /api call, the cart, a form post) may change their view.
    if (viewPages && cookieHeader && reason !== 'cookie' && hasShopperCookie(cookieHeader)) {
      viewPages.forget(cookieHeader);
      outgoing.once('close', () => viewPages.forget(cookieHeader));
    }
    if (!pageCache || isApi) return next(incoming, outgoing);
    if (reason === undefined && (await servePage(incoming, outgoing, pageCache))) return;
    if (reason === 'cookie' && viewPages && cookieHeader && (await serveViewPage(incoming, outgoing, viewPages, cookieHeader))) return;
    outgoing.setHeader('x-cache', reason === undefined ? 'PASS' : 'BYPASS');
    next(incoming, outgoing);
  }

  return (incoming, outgoing) => {
    handle(incoming, outgoing).catch((error: unknown) => {
      onError(error);
      // Whatever failed here (a build replaced under a running store, a render that threw), Hono and React Router
      // still answer the request the ordinary way, with their error pages.
      if (!outgoing.headersSent) next(incoming, outgoing);
      else outgoing.destroy();
    });
  };
}
