import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import type { RenderForCache } from './pageCache.ts';
import { createPageCache } from './pageCache.ts';

const key = 'person http://store.test/Categories/101/CPU';
const noHeaders = () => undefined;

function setup(options: { maxBytes?: number } = {}) {
  let time = 1_000_000;
  const cache = createPageCache({
    freshMs: 30_000,
    staleMs: 60_000,
    maxBytes: options.maxBytes ?? 10_000_000,
    now: () => time,
  });
  return { cache, advance: (ms: number) => (time += ms) };
}

/** A render counting its calls, answering `html` (or what `answer` says) with a 200 HTML page. */
function renderer(html = '<html><body>CPU</body></html>', extraHeaders: Record<string, string> = {}) {
  const render = vi.fn<RenderForCache>(async () => ({
    status: 200,
    headers: new Headers({ 'content-type': 'text/html', link: '</assets/a.js>; rel=modulepreload', ...extraHeaders }),
    body: new TextEncoder().encode(html),
  }));
  return render;
}

describe('createPageCache', () => {
  it('keeps a rendered page with its headers, its identity, gzip and brotli bytes and an ETag per coding', async () => {
    const { cache } = setup();
    const render = renderer('<p>CPU</p>'.repeat(200));
    const result = await cache.fill(key, noHeaders, render);
    expect(result.cached).toBe(true);
    const found = cache.lookup(key, noHeaders);
    if (found.state !== 'fresh') throw new Error(`expected a fresh page, got ${found.state}`);
    const { page } = found;
    expect(page.bodies.identity.toString()).toBe('<p>CPU</p>'.repeat(200));
    expect(gunzipSync(page.bodies.gzip).toString()).toBe('<p>CPU</p>'.repeat(200));
    expect(brotliDecompressSync(page.bodies.br).toString()).toBe('<p>CPU</p>'.repeat(200));
    expect(new Set(Object.values(page.etags)).size).toBe(3);
    expect(page.headers).toEqual([
      ['content-type', 'text/html'],
      ['link', '</assets/a.js>; rel=modulepreload'],
    ]);
  });

  it('renders without a session and keeps no Set-Cookie', async () => {
    const { cache } = setup();
    const render = renderer();
    await cache.fill(key, noHeaders, render);
    expect(render).toHaveBeenCalledWith();
    const found = cache.lookup(key, noHeaders);
    expect(found.state === 'fresh' && found.page.headers.some(([name]) => name === 'set-cookie')).toBe(false);
  });

  it('is a miss before the first render', () => {
    expect(setup().cache.lookup(key, noHeaders).state).toBe('miss');
  });

  it('serves a page fresh for 30 s, stale for 60 s more, then misses', async () => {
    const { cache, advance } = setup();
    await cache.fill(key, noHeaders, renderer());
    advance(29_999);
    expect(cache.lookup(key, noHeaders).state).toBe('fresh');
    advance(1);
    expect(cache.lookup(key, noHeaders).state).toBe('stale');
    advance(59_999);
    expect(cache.lookup(key, noHeaders).state).toBe('stale');
    advance(1);
    expect(cache.lookup(key, noHeaders).state).toBe('miss');
  });

  it('replaces a stale page with one background render, however many visitors ask meanwhile', async () => {
    const { cache, advance } = setup();
    await cache.fill(key, noHeaders, renderer('<p>old price</p>'));
    advance(45_000);
    const render = renderer('<p>new price</p>');
    cache.refresh(key, noHeaders, render);
    cache.refresh(key, noHeaders, render);
    cache.refresh(key, noHeaders, render);
    expect(cache.lookup(key, noHeaders).state).toBe('stale');
    await vi.waitFor(() => expect(cache.lookup(key, noHeaders).state).toBe('fresh'));
    expect(render).toHaveBeenCalledTimes(1);
    const found = cache.lookup(key, noHeaders);
    expect(found.state === 'fresh' && found.page.bodies.identity.toString()).toBe('<p>new price</p>');
  });

  it('renders once for concurrent misses of one page', async () => {
    const { cache } = setup();
    const render = renderer();
    const results = await Promise.all(Array.from({ length: 64 }, () => cache.fill(key, noHeaders, render)));
    expect(render).toHaveBeenCalledTimes(1);
    expect(results.every((result) => result.cached)).toBe(true);
  });

  it('keeps one page per URL', async () => {
    const { cache } = setup();
    await cache.fill(key, noHeaders, renderer('<p>CPU</p>'));
    expect(cache.lookup('person http://store.test/Categories/101/CPU?sort=price', noHeaders).state).toBe('miss');
    expect(cache.lookup('bot http://store.test/Categories/101/CPU', noHeaders).state).toBe('miss');
  });

  it('does not keep a page it may not share and renders it per request for a while (hit-for-pass)', async () => {
    const { cache, advance } = setup();
    const render = vi.fn<RenderForCache>(async () => ({ status: 404, headers: new Headers({ 'content-type': 'text/html' }), body: new Uint8Array() }));
    await expect(cache.fill(key, noHeaders, render)).resolves.toEqual({ cached: false, reason: 'status 404' });
    expect(cache.lookup(key, noHeaders).state).toBe('pass');
    advance(30_000);
    expect(cache.lookup(key, noHeaders).state).toBe('miss');
  });

  it('drops a cached page whose new render may not be shared', async () => {
    const { cache, advance } = setup();
    await cache.fill(key, noHeaders, renderer());
    advance(40_000);
    const failing = vi.fn<RenderForCache>(async () => ({ status: 500, headers: new Headers({ 'content-type': 'text/html' }), body: new Uint8Array() }));
    await cache.fill(key, noHeaders, failing);
    expect(cache.stats.entries).toBe(0);
    expect(cache.lookup(key, noHeaders).state).toBe('pass');
  });

  it('passes a render that throws to the caller and renders per request for a while', async () => {
    const { cache } = setup();
    await expect(cache.fill(key, noHeaders, () => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
    expect(cache.lookup(key, noHeaders).state).toBe('pass');
  });

  it('keeps one copy per value of the request headers the page names in Vary', async () => {
    const { cache } = setup();
    const english = (name: string) => (name === 'accept-language' ? 'en-AU' : undefined);
    const german = (name: string) => (name === 'accept-language' ? 'de' : undefined);
    await cache.fill(key, english, renderer('<p>en</p>', { vary: 'Accept-Language' }));
    expect(cache.lookup(key, english).state).toBe('fresh');
    expect(cache.lookup(key, german).state).toBe('miss');
    await cache.fill(key, german, renderer('<p>de</p>', { vary: 'Accept-Language' }));
    const found = cache.lookup(key, german);
    expect(found.state === 'fresh' && found.page.bodies.identity.toString()).toBe('<p>de</p>');
    expect(cache.stats.entries).toBe(2);
  });

  it('evicts the least recently used pages to stay within its byte budget', async () => {
    // Each page weighs about 3,150 bytes (3,000 of HTML, its tiny gzip and brotli copies, two headers): four fit.
    const { cache } = setup({ maxBytes: 14_000 });
    const page = (name: string) => renderer(`<p>${name}</p>`.padEnd(3_000, ' '));
    await cache.fill('a', noHeaders, page('a'));
    await cache.fill('b', noHeaders, page('b'));
    await cache.fill('c', noHeaders, page('c'));
    expect(cache.lookup('a', noHeaders).state).toBe('fresh');
    await cache.fill('d', noHeaders, page('d'));
    await cache.fill('e', noHeaders, page('e'));
    expect(cache.stats.bytes).toBeLessThanOrEqual(14_000);
    expect(cache.stats.entries).toBe(4);
    expect(cache.lookup('b', noHeaders).state).toBe('miss');
    expect(cache.lookup('a', noHeaders).state).toBe('fresh');
    expect(cache.lookup('c', noHeaders).state).toBe('fresh');
    expect(cache.lookup('e', noHeaders).state).toBe('fresh');
  });

  it('does not keep a page larger than a quarter of its budget', async () => {
    const { cache } = setup({ maxBytes: 8_000 });
    await cache.fill(key, noHeaders, renderer('x'.repeat(4_000)));
    expect(cache.stats.entries).toBe(0);
  });
});
