// A full-page cache for anonymous shoppers (issue 6: a category page p99 ≤ 10 ms at 64 connections, where one
// render takes ~30 ms of CPU). What Varnish or a CDN does in front of a store, inside the store's own process:
//   - a page is rendered once for an anonymous visitor and its bytes (identity, gzip, brotli) are kept with their
//     headers and ETag, keyed by the full URL and whether the visitor is a bot (the root loader's noindex), plus
//     the request headers the page names in Vary;
//   - fresh for `freshMs`, then served stale for up to `staleMs` more while one render replaces it in the
//     background; concurrent misses for one page wait for one render;
//   - bounded in bytes, least recently used out first.
// Which requests and pages qualify is pageCachePolicy.ts; the HTTP side (and the header X-Cache) is pageServer.ts.
import { createHash } from 'node:crypto';
import type { ContentEncoding } from './encoding.ts';
import { nonceOf, prepareStamping, type StampablePage } from './nonceStamp.ts';
import { compress } from './encoding.ts';
import type { PageAudience, RenderedPage } from './pageCachePolicy.ts';
import { uncacheableReason, varyHeaderNames } from './pageCachePolicy.ts';

export interface CachedPage {
  /** Response headers to send again (content type and the page's own), without Set-Cookie or hop-by-hop ones. */
  headers: ReadonlyArray<readonly [string, string]>;
  bodies: Readonly<Record<ContentEncoding, Buffer>>;
  /** Strong ETags differ by coding (RFC 9110 §8.8.3): the same page gzip-ed is other bytes. */
  etags: Readonly<Record<ContentEncoding, string>>;
  storedAt: number;
  /** What the page weighs in the cache's byte budget. */
  size: number;
  /**
   * A page whose Content-Security-Policy names a nonce, cut at it: every answer gets a fresh one (nonceStamp.ts), in
   * the body and the header, instead of the first render's.
   */
  stampable?: StampablePage;
}

/** A render of a page for an anonymous visitor: no cookies, so no session (the /api mints one only when storing). */
export type RenderForCache = () => Promise<RenderedPage>;

export type Lookup =
  | { state: 'fresh' | 'stale'; page: CachedPage }
  /** Not cached (or too old): the caller fills it with `fill`. */
  | { state: 'miss' }
  /** Recently found not cacheable (a 404, a failing render): rendered per request for `passMs` (Varnish "hit-for-pass"). */
  | { state: 'pass' };

export type FillResult = { cached: true; page: CachedPage } | { cached: false; reason: string };

export interface PageCacheOptions {
  /** How long a page is served without rendering it again. */
  freshMs: number;
  /** How long after that a page is still served (once, while one render in the background replaces it). */
  staleMs: number;
  /** The byte budget of all pages together; a page larger than a quarter of it is not kept. */
  maxBytes: number;
  /** How long a page found not cacheable is rendered per request without trying again. @default freshMs */
  passMs?: number;
  now?: () => number;
  /** Background refreshes that fail are reported here (the stale page stays until it expires). */
  onError?: (error: unknown) => void;
  /** Who the kept pages are answered to, which decides what may be kept (pageCachePolicy.ts). @default 'anonymous' */
  audience?: PageAudience;
}

export interface PageCache {
  lookup(primaryKey: string, header: (name: string) => string | undefined): Lookup;
  /** Renders the page once for every caller waiting on the same key; keeps it when it may be shared. */
  fill(primaryKey: string, header: (name: string) => string | undefined, render: RenderForCache): Promise<FillResult>;
  /** Renders again in the background unless a render for that key is running already. */
  refresh(primaryKey: string, header: (name: string) => string | undefined, render: RenderForCache): void;
  readonly stats: { entries: number; bytes: number };
  clear(): void;
}

// Sent again from the cache as they were rendered; everything else is the cache's to set per response.
const replayedHeaderExclusions = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  'age',
  'vary',
  'x-cache',
]);

const headerWeight = 64;

async function toCachedPage(page: RenderedPage, storedAt: number): Promise<CachedPage> {
  const identity = Buffer.from(page.body.buffer, page.body.byteOffset, page.body.byteLength);
  const nonce = nonceOf(page.headers.get('content-security-policy'));
  const [gzip, br, stampable] = await Promise.all([
    compress(identity, 'gzip', 'fast'),
    compress(identity, 'br', 'fast'),
    nonce ? prepareStamping(identity, nonce) : undefined,
  ]);
  const hash = createHash('sha1').update(identity).digest('base64url');
  const headers = [...page.headers].filter(([name]) => !replayedHeaderExclusions.has(name.toLowerCase()));
  const stampableSize = stampable ? stampable.deflatedPieces.reduce((total, piece) => total + piece.byteLength, 0) : 0;
  return {
    headers,
    bodies: { identity, gzip, br },
    etags: { identity: `"${hash}"`, gzip: `"${hash}-gz"`, br: `"${hash}-br"` },
    storedAt,
    size: identity.byteLength + gzip.byteLength + br.byteLength + stampableSize + headers.length * headerWeight,
    ...(stampable ? { stampable } : {}),
  };
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const passMs = options.passMs ?? options.freshMs;
  // Map order is recency order: a hit moves its entry to the end, eviction takes from the front.
  const entries = new Map<string, CachedPage>();
  // Per URL, the request headers its page varies on (learnt from its Vary header, as Varnish does).
  const varyByPrimary = new Map<string, readonly string[]>();
  const passUntil = new Map<string, number>();
  const filling = new Map<string, Promise<FillResult>>();
  let bytes = 0;

  const variantKey = (primaryKey: string, names: readonly string[], header: (name: string) => string | undefined) =>
    names.length === 0 ? primaryKey : `${primaryKey}\n${names.map((name) => `${name}=${header(name) ?? ''}`).join('\n')}`;
  const keyFor = (primaryKey: string, header: (name: string) => string | undefined) => variantKey(primaryKey, varyByPrimary.get(primaryKey) ?? [], header);

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  }

  function store(key: string, page: CachedPage): void {
    remove(key);
    if (page.size > options.maxBytes / 4) return;
    entries.set(key, page);
    bytes += page.size;
    for (const [oldest] of entries) {
      if (bytes <= options.maxBytes) break;
      remove(oldest);
    }
  }

  async function render(primaryKey: string, header: (name: string) => string | undefined, renderPage: RenderForCache): Promise<FillResult> {
    let rendered: RenderedPage;
    try {
      rendered = await renderPage();
    } catch (error) {
      passUntil.set(primaryKey, now() + passMs);
      throw error;
    }
    const reason = uncacheableReason(rendered, options.audience);
    if (reason) {
      passUntil.set(primaryKey, now() + passMs);
      remove(keyFor(primaryKey, header));
      return { cached: false, reason };
    }
    const names = varyHeaderNames(rendered.headers);
    varyByPrimary.set(primaryKey, names);
    passUntil.delete(primaryKey);
    const page = await toCachedPage(rendered, now());
    store(variantKey(primaryKey, names, header), page);
    return { cached: true, page };
  }

  function fill(primaryKey: string, header: (name: string) => string | undefined, renderPage: RenderForCache): Promise<FillResult> {
    const key = keyFor(primaryKey, header);
    const running = filling.get(key);
    if (running) return running;
    const job = render(primaryKey, header, renderPage).finally(() => filling.delete(key));
    filling.set(key, job);
    return job;
  }

  return {
    lookup(primaryKey, header) {
      const until = passUntil.get(primaryKey);
      if (until !== undefined) {
        if (until > now()) return { state: 'pass' };
        passUntil.delete(primaryKey);
      }
      const key = keyFor(primaryKey, header);
      const page = entries.get(key);
      if (!page) return { state: 'miss' };
      const age = now() - page.storedAt;
      if (age >= options.freshMs + options.staleMs) {
        remove(key);
        return { state: 'miss' };
      }
      entries.delete(key);
      entries.set(key, page);
      return { state: age < options.freshMs ? 'fresh' : 'stale', page };
    },
    fill,
    refresh(primaryKey, header, renderPage) {
      if (filling.has(keyFor(primaryKey, header))) return;
      fill(primaryKey, header, renderPage).catch((error: unknown) => options.onError?.(error));
    },
    get stats() {
      return { entries: entries.size, bytes };
    },
    clear() {
      entries.clear();
      varyByPrimary.clear();
      passUntil.clear();
      bytes = 0;
    },
  };
}
