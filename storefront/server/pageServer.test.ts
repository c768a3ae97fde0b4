import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageCache } from './pageCache.ts';
import type { PageAudience } from './pageCachePolicy.ts';
import type { ViewPages } from './pageServer.ts';
import { createStorefrontListener } from './pageServer.ts';
import { assetCacheControl, createStaticFiles } from './staticFiles.ts';

const categoryHtml = `<!DOCTYPE html><html><body><h1>CPU</h1>${'<div class="tile">Ryzen</div>'.repeat(200)}</body></html>`;
const script = `export const grid = ${JSON.stringify('x'.repeat(4_000))};`;
const shopperGuid = '0b8e2a54-3c1d-4e6f-9a7b-1c2d3e4f5a6b';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let server: Server;
let origin: string;
let clientDirectory: string;
let renders: Request[];
let renderStatus: number;
let nextCalls: string[];

function ask(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(`${origin}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    sent.once('error', reject);
    sent.end();
  });
}

function decoded(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString();
  if (encoding === 'gzip') return gunzipSync(answer.body).toString();
  return answer.body.toString();
}

/** The nonce the fake render stamps into its page and its CSP (as main.ts's renderDocument does), when set. */
let renderNonce: string | undefined;
const renderedNonces: string[] = [];
const nonceHtml = (nonce: string) => `<!DOCTYPE html><html><head><script nonce="${nonce}">window.__ctx=1</script></head><body>${'<div class="tile">Ryzen</div>'.repeat(200)}<script nonce="${nonce}" type="module">import "/assets/a.js"</script></body></html>`;

/** The view each shopper's Cookie header reads as (shopperViewKey.ts), for the views' cache; absent: unreadable. */
const viewsByCookie: Record<string, string> = {
  'plesession=shopper-a': 'cart 2',
  'plesession=shopper-b': 'cart 2',
  'plesession=shopper-c': 'cart 3',
  '__Host-pleauthkey=customer-d': 'Dana, cart 0',
};
let viewKeyCalls: string[];
let forgotten: string[];
/** Extra headers the fake render answers a shopper's page with (a logged-in shopper's no-store, a Set-Cookie). */
let shopperRenderHeaders: Record<string, string>;
const viewHtml = (view: string) => `<!DOCTYPE html><html><body><header>${view}</header><h1>CPU</h1></body></html>`;

async function start(options: { cache: boolean }) {
  const newCache = (audience: PageAudience) => createPageCache({ freshMs: 30_000, staleMs: 60_000, maxBytes: 10_000_000, audience });
  const viewPages: ViewPages = {
    cache: newCache('same view'),
    viewKey(cookieHeader) {
      viewKeyCalls.push(cookieHeader);
      return Promise.resolve(viewsByCookie[cookieHeader]);
    },
    forget: (cookieHeader) => forgotten.push(cookieHeader),
  };
  const listener = createStorefrontListener({
    staticFiles: createStaticFiles(clientDirectory),
    ...(options.cache ? { pageCache: newCache('anonymous'), viewPages } : {}),
    // Like React Router with the real /api: a page that stores nothing sets no cookie (the session is minted on store).
    async renderDocument(request) {
      renders.push(request);
      const headers = new Headers({ 'content-type': 'text/html' });
      const view = viewsByCookie[request.headers.get('cookie') ?? ''];
      if (view !== undefined) {
        for (const [name, value] of Object.entries(shopperRenderHeaders)) headers.set(name, value);
        return new Response(viewHtml(view), { status: 200, headers });
      }
      if (renderNonce) {
        const nonce = `${renderNonce}${renders.length}`;
        renderedNonces.push(nonce);
        headers.set('content-security-policy', `default-src 'self'; script-src 'self' 'nonce-${nonce}'; frame-ancestors 'none'`);
        return new Response(nonceHtml(nonce), { status: 200, headers });
      }
      return new Response(renderStatus === 200 ? categoryHtml : 'Not found', { status: renderStatus, headers });
    },
    next(incoming: IncomingMessage, outgoing: ServerResponse) {
      nextCalls.push(`${incoming.method} ${incoming.url}`);
      outgoing.writeHead(renderStatus === 200 && !incoming.url?.startsWith('/assets/') ? 200 : 404, { 'content-type': 'text/plain' });
      outgoing.end('rendered by Hono');
    },
    onError: () => undefined,
  });
  server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeEach(() => {
  clientDirectory = mkdtempSync(join(tmpdir(), 'rigkit-page-server-'));
  mkdirSync(join(clientDirectory, 'assets'));
  writeFileSync(join(clientDirectory, 'assets', 'grid-AbC123.js'), script);
  writeFileSync(join(clientDirectory, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(join(clientDirectory, '.vite'));
  writeFileSync(join(clientDirectory, '.vite', 'manifest.json'), '{}');
  renders = [];
  nextCalls = [];
  renderStatus = 200;
  renderNonce = undefined;
  renderedNonces.length = 0;
  viewKeyCalls = [];
  forgotten = [];
  shopperRenderHeaders = {};
});

afterEach(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(clientDirectory, { recursive: true, force: true });
});

describe('the page cache in front of Hono', () => {
  beforeEach(() => start({ cache: true }));

  it('renders an anonymous catalogue page once, then answers it from memory', async () => {
    const first = await ask('/Categories/101/CPU');
    const second = await ask('/Categories/101/CPU');
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect(decoded(first)).toBe(categoryHtml);
    expect(decoded(second)).toBe(categoryHtml);
    expect(renders).toHaveLength(1);
    expect(nextCalls).toEqual([]);
  });

  it('sets no session cookie on a cached page: the /api mints the session when something is stored (issue 14 item 2)', async () => {
    const answers = [await ask('/Categories/101/CPU'), await ask('/Categories/101/CPU')];
    expect(answers.map((answer) => answer.headers['x-cache'])).toEqual(['MISS', 'HIT']);
    expect(answers.map((answer) => answer.headers['set-cookie'])).toEqual([undefined, undefined]);
  });

  it('renders the shared page without the visitor’s cookies, coding or validators, as a new session', async () => {
    await ask('/Categories/101/CPU?sort=price', { cookie: '_ga=GA1.2.3', 'accept-encoding': 'br', 'if-none-match': '"x"', 'accept-language': 'en-AU' });
    const render = renders[0];
    expect(render?.method).toBe('GET');
    expect(render?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/Categories\/101\/CPU\?sort=price$/);
    expect(render?.headers.get('cookie')).toBeNull();
    expect(render?.headers.get('accept-encoding')).toBeNull();
    expect(render?.headers.get('if-none-match')).toBeNull();
    expect(render?.headers.get('accept-language')).toBe('en-AU');
  });

  it('answers every hit of a cached page with a fresh CSP nonce, the same in its policy and its scripts (issue 14 item 6)', async () => {
    renderNonce = 'RenderNonce';
    const answers = [
      await ask('/Categories/101/CPU'),
      await ask('/Categories/101/CPU', { 'accept-encoding': 'gzip' }),
      await ask('/Categories/101/CPU', { 'accept-encoding': 'br, gzip' }),
      await ask('/Categories/101/CPU', { 'accept-encoding': 'br, gzip' }),
    ];
    expect(renders).toHaveLength(1);
    expect(answers.map((answer) => answer.headers['x-cache'])).toEqual(['MISS', 'HIT', 'HIT', 'HIT']);
    expect(answers.map((answer) => answer.headers['content-encoding'])).toEqual([undefined, 'gzip', 'gzip', 'gzip']);
    const nonces = answers.map((answer) => {
      const policyNonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1] ?? '';
      const html = decoded(answer);
      expect(html).toBe(nonceHtml(policyNonce));
      return policyNonce;
    });
    expect(new Set(nonces).size).toBe(4);
    expect(nonces).not.toContain(renderedNonces[0]);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('revalidates a cached page with a 304 that carries no policy, so the copy the browser keeps stays runnable', async () => {
    renderNonce = 'RenderNonce';
    const first = await ask('/Categories/101/CPU', { 'accept-encoding': 'gzip' });
    const again = await ask('/Categories/101/CPU', { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.headers['content-security-policy']).toBeUndefined();
  });

  it.each([
    { who: 'a shopper with a session', cookie: `plesession=${shopperGuid}` },
    { who: 'a logged-in shopper', cookie: `plesession=${shopperGuid}; pleauthkey=secret` },
    { who: 'a shopper with only the auth key', cookie: 'pleauthkey=secret' },
  ])('always renders for $who, even when the anonymous page is cached', async ({ cookie }) => {
    await ask('/Categories/101/CPU');
    const answer = await ask('/Categories/101/CPU', { cookie });
    expect(answer.headers['x-cache']).toBe('BYPASS');
    expect(answer.body.toString()).toBe('rendered by Hono');
    expect(nextCalls).toEqual(['GET /Categories/101/CPU']);
  });

  it.each(['POST', 'PUT'])('sends a %s on to Hono', async (method) => {
    const answer = await ask('/Categories/101/CPU', {}, method);
    expect(answer.headers['x-cache']).toBe('BYPASS');
    expect(nextCalls).toEqual([`${method} /Categories/101/CPU`]);
    expect(renders).toHaveLength(0);
  });

  it.each(['/cart', '/account', '/Login', '/Categories/101/CPU.data?_routes=root'])('renders %s every time', async (path) => {
    await ask(path);
    await ask(path);
    expect(nextCalls).toHaveLength(2);
    expect(renders).toHaveLength(0);
  });

  it('leaves the /api to Hono without an X-Cache header', async () => {
    const answer = await ask('/api/fetchCategories');
    expect(answer.headers['x-cache']).toBeUndefined();
    expect(nextCalls).toEqual(['GET /api/fetchCategories']);
  });

  it.each([
    { acceptEncoding: 'gzip, deflate, br, zstd', encoding: 'br' },
    { acceptEncoding: 'gzip', encoding: 'gzip' },
    { acceptEncoding: '', encoding: undefined },
  ])('answers Accept-Encoding "$acceptEncoding" with $encoding', async ({ acceptEncoding, encoding }) => {
    await ask('/Categories/101/CPU');
    const answer = await ask('/Categories/101/CPU', acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['vary']).toBe('Accept-Encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.byteLength);
    expect(decoded(answer)).toBe(categoryHtml);
  });

  it('answers 304 to a validator naming the ETag of the coding asked for', async () => {
    const first = await ask('/Categories/101/CPU', { 'accept-encoding': 'gzip' });
    const etag = String(first.headers['etag']);
    const again = await ask('/Categories/101/CPU', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
    const otherCoding = await ask('/Categories/101/CPU', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(otherCoding.status).toBe(200);
  });

  it('answers HEAD with the page’s headers and no body', async () => {
    await ask('/Categories/101/CPU');
    const answer = await ask('/Categories/101/CPU', {}, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['x-cache']).toBe('HIT');
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(categoryHtml));
    expect(answer.body.byteLength).toBe(0);
  });

  it('keeps a copy per URL and another for bots', async () => {
    await ask('/Categories/101/CPU');
    await ask('/Categories/101/CPU?sort=price');
    await ask('/Categories/101/CPU', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await ask('/Categories/101/CPU', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36' });
    expect(renders).toHaveLength(3);
  });

  it('keeps a copy per kind of screen the page is rendered for (phone, tablet, laptop)', async () => {
    const laptops = ['Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/140.0'];
    const phones = ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1', 'Mozilla/5.0 (Linux; Android 15; Pixel 9) Chrome/140.0 Mobile Safari/537.36'];
    for (const userAgent of [...laptops, ...phones]) await ask('/Categories/101/CPU', { 'user-agent': userAgent });
    await ask('/Categories/101/CPU', { 'user-agent': 'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1' });
    await ask('/Categories/101/CPU', { 'user-agent': laptops[0] ?? '', 'sec-ch-ua-mobile': '?1' });
    expect(renders.map((render) => render.headers.get('user-agent'))).toEqual([laptops[0], phones[0], 'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1']);
  });

  it('renders a page it may not share through Hono, marked PASS, and does not keep it', async () => {
    renderStatus = 404;
    const first = await ask('/Categories/999/Nothing');
    const second = await ask('/Categories/999/Nothing');
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['PASS', 'PASS']);
    expect(first.status).toBe(404);
    expect(renders).toHaveLength(1);
    expect(nextCalls).toHaveLength(2);
  });

  it('renders once when 32 anonymous visitors ask for an uncached page at the same time', async () => {
    const answers = await Promise.all(Array.from({ length: 32 }, () => ask('/Categories/101/CPU')));
    expect(renders).toHaveLength(1);
    expect(answers.every((answer) => decoded(answer) === categoryHtml)).toBe(true);
  });
});

describe('catalogue pages for shoppers with a session, kept per view', () => {
  beforeEach(() => start({ cache: true }));

  it('renders a shopper’s page with their cookies once, then answers every shopper with the same view from memory', async () => {
    const first = await ask('/Categories/101/CPU', { cookie: 'plesession=shopper-a' });
    const again = await ask('/Categories/101/CPU', { cookie: 'plesession=shopper-a' });
    const sameView = await ask('/Categories/101/CPU', { cookie: 'plesession=shopper-b' });
    expect([first, again, sameView].map((answer) => answer.headers['x-cache'])).toEqual(['MISS', 'HIT', 'HIT']);
    expect([first, again, sameView].map(decoded)).toEqual([viewHtml('cart 2'), viewHtml('cart 2'), viewHtml('cart 2')]);
    expect(renders.map((render) => render.headers.get('cookie'))).toEqual(['plesession=shopper-a']);
    expect(nextCalls).toEqual([]);
  });

  it('renders a shopper whose view differs a page of their own', async () => {
    await ask('/Categories/101/CPU', { cookie: 'plesession=shopper-a' });
    const other = await ask('/Categories/101/CPU', { cookie: 'plesession=shopper-c' });
    expect(other.headers['x-cache']).toBe('MISS');
    expect(decoded(other)).toBe(viewHtml('cart 3'));
    expect(renders).toHaveLength(2);
  });

  it('tells every cache between the store and the shopper that the page is theirs', async () => {
    const answer = await ask('/Categories/101/CPU', { cookie: 'plesession=shopper-a' });
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    expect(answer.headers['vary']).toBe('Accept-Encoding, Cookie');
  });

  it('keeps a logged-in shopper’s page and answers it with the no-store it was rendered with', async () => {
    shopperRenderHeaders = { 'cache-control': 'no-store' };
    const answers = [await ask('/Categories/101/CPU', { cookie: '__Host-pleauthkey=customer-d' }), await ask('/Categories/101/CPU', { cookie: '__Host-pleauthkey=customer-d' })];
    expect(answers.map((answer) => answer.headers['x-cache'])).toEqual(['MISS', 'HIT']);
    expect(answers.map((answer) => answer.headers['cache-control'])).toEqual(['no-store', 'no-store']);
    expect(answers.map(decoded)).toEqual([viewHtml('Dana, cart 0'), viewHtml('Dana, cart 0')]);
  });

  it('does not keep a shopper’s page whose render set a cookie, and renders it through Hono', async () => {
    shopperRenderHeaders = { 'set-cookie': 'plesession=renewed; Path=/; HttpOnly' };
    const answer = await ask('/Categories/101/CPU', { cookie: 'plesession=shopper-a' });
    expect(answer.headers['x-cache']).toBe('BYPASS');
    expect(nextCalls).toEqual(['GET /Categories/101/CPU']);
    expect(answer.body.toString()).toBe('rendered by Hono');
  });

  it('renders through Hono a shopper whose session cannot be read', async () => {
    const answer = await ask('/Categories/101/CPU', { cookie: 'plesession=unknown' });
    expect(answer.headers['x-cache']).toBe('BYPASS');
    expect(renders).toEqual([]);
    expect(nextCalls).toEqual(['GET /Categories/101/CPU']);
  });

  it('forgets a shopper’s view when they call the /api, before the call and after it', async () => {
    await ask('/Categories/101/CPU', { cookie: 'plesession=shopper-a' });
    expect(forgotten).toEqual([]);
    await ask('/api/updateCart', { cookie: 'plesession=shopper-a' }, 'POST');
    await new Promise((resolve) => setImmediate(resolve));
    expect(forgotten).toEqual(['plesession=shopper-a', 'plesession=shopper-a']);
    expect(nextCalls).toEqual(['POST /api/updateCart']);
  });

  it('does not read the session for pages outside the catalogue', async () => {
    const answer = await ask('/cart', { cookie: 'plesession=shopper-a' });
    expect(answer.headers['x-cache']).toBe('BYPASS');
    expect(viewKeyCalls).toEqual([]);
    expect(nextCalls).toEqual(['GET /cart']);
  });
});

describe('static files', () => {
  beforeEach(() => start({ cache: true }));

  it('serves a built script from memory, immutable, gzip-ed once for gzip clients', async () => {
    const answer = await ask('/assets/grid-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe(assetCacheControl);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(decoded(answer)).toBe(script);
    expect(nextCalls).toEqual([]);
  });

  it('moves brotli clients to brotli once it is made', async () => {
    const first = await ask('/assets/grid-AbC123.js', { 'accept-encoding': 'gzip, br' });
    expect(first.headers['content-encoding']).toBe('gzip');
    await vi.waitFor(async () => {
      const later = await ask('/assets/grid-AbC123.js', { 'accept-encoding': 'gzip, br' });
      expect(later.headers['content-encoding']).toBe('br');
      expect(decoded(later)).toBe(script);
    });
  });

  it('answers a client without Accept-Encoding with the file as it is, and 304 to its ETag', async () => {
    const answer = await ask('/assets/grid-AbC123.js');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(script);
    const again = await ask('/assets/grid-AbC123.js', { 'if-none-match': String(answer.headers['etag']) });
    expect(again.status).toBe(304);
  });

  it('serves the favicon uncompressed (too small to gain) with a day of caching', async () => {
    const answer = await ask('/favicon.svg', { 'accept-encoding': 'gzip, br' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('public, max-age=86400');
    expect(answer.headers['content-type']).toBe('image/svg+xml');
  });

  it.each(['/assets/missing.js', '/.vite/manifest.json'])('sends %s on to Hono (not a file the site serves)', async (path) => {
    await ask(path);
    expect(nextCalls).toEqual([`GET ${path}`]);
  });
});

describe('with RIGKIT_PAGE_CACHE=off', () => {
  beforeEach(() => start({ cache: false }));

  it('renders every page through Hono, without an X-Cache header, and still serves files from memory', async () => {
    const first = await ask('/Categories/101/CPU');
    await ask('/Categories/101/CPU');
    expect(first.headers['x-cache']).toBeUndefined();
    expect(nextCalls).toEqual(['GET /Categories/101/CPU', 'GET /Categories/101/CPU']);
    expect((await ask('/assets/grid-AbC123.js')).body.toString()).toBe(script);
  });
});
