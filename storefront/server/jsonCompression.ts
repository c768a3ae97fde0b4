// API answers compressed whole, off the event loop. hono/compress runs a CompressionStream over every answer whose
// length it does not know, which is every JSON answer: a few hundred microseconds of the event loop each, even for a
// 100-byte error, taken from the pages served beside them (a burst of 30 logins: bench/login-burst.ts). A JSON answer
// is a string already in memory, so it is read whole and compressed in libuv's thread pool; under 1 kB (where
// compression gains little) it is sent as it is, and not even read when the API states its length. Pages stream, so they stay with hono/compress.
import type { MiddlewareHandler } from 'hono';
import { compress, negotiateEncoding } from './encoding.ts';

/** Below this many bytes an answer is sent uncompressed (hono/compress's threshold too). */
export const jsonCompressionThreshold = 1024;

const json = /^application\/(?:[\w.+-]+\+)?json\b/i;
const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const varyAcceptEncoding = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** Registered after hono/compress, so it sees the answer first and leaves that middleware nothing to do for JSON. */
export function jsonCompression(): MiddlewareHandler {
  return async function compressJson(c, next) {
    await next();
    const { res } = c;
    const type = res.headers.get('Content-Type') ?? '';
    if (!json.test(type) || !res.body || c.req.method === 'HEAD' || res.headers.has('Content-Encoding') || noTransform.test(res.headers.get('Cache-Control') ?? '')) return;
    // The API states its answers' lengths (@rigkit/server's jsonAnswer): a small one is sent without being read.
    const length = res.headers.get('Content-Length');
    if (length !== null && Number(length) < jsonCompressionThreshold) return;
    // On the answer itself: Hono copies its headers onto the replacement below.
    const vary = res.headers.get('Vary');
    if (vary !== '*' && !varyAcceptEncoding.test(vary ?? '')) res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const bytes = new Uint8Array(await res.arrayBuffer());
    const encoding = bytes.byteLength < jsonCompressionThreshold ? 'identity' : negotiateEncoding(c.req.header('Accept-Encoding'));
    // A copy of the compressed bytes (a few kB) types them as the Response wants.
    const body = encoding === 'identity' ? bytes : new Uint8Array(await compress(bytes, encoding, 'fast'));
    // Off the answer too: Hono copies the answer's headers onto the replacement, and would restore its old length.
    res.headers.delete('Content-Length');
    const headers = new Headers(res.headers);
    if (encoding !== 'identity') headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(body.byteLength));
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
  };
}
