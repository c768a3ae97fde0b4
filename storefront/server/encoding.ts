// Content negotiation and compression for what the storefront server keeps in memory (cached pages, static files).
// Compressed once with node:zlib and sent as bytes: hono/compress instead runs a CompressionStream over every
// response, per request, which was most of a static file's cost under load (bench/storefront-load.bench.ts).
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** Best first: brotli is about 20% smaller than gzip on our pages and scripts. */
const preference: readonly ContentEncoding[] = ['br', 'gzip', 'identity'];

/** The q-value each coding gets from an Accept-Encoding header (RFC 9110 §12.5.3); `*` covers codings not named. */
function qualities(acceptEncoding: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    const q = parameters.map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(parameter)?.[1]).find((value) => value !== undefined);
    result.set(coding, q === undefined ? 1 : Number(q));
  }
  return result;
}

/**
 * The coding to send for a request's Accept-Encoding, among those we have: the best one the client accepts with a
 * q-value above 0. No header means any coding is acceptable to the client, but we answer identity then, as every
 * HTTP client that can decode gzip says so (and autocannon, curl or a health check may not decode anything).
 */
export function negotiateEncoding(acceptEncoding: string | undefined, available: readonly ContentEncoding[] = preference): ContentEncoding {
  if (!acceptEncoding) return 'identity';
  const q = qualities(acceptEncoding);
  const wildcard = q.get('*');
  const accepted = (coding: ContentEncoding) => (q.get(coding) ?? (coding === 'identity' ? (wildcard ?? 1) : (wildcard ?? 0))) > 0;
  return preference.find((coding) => available.includes(coding) && accepted(coding)) ?? 'identity';
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Compresses in libuv's thread pool (off the event loop). `effort` picks the levels: 'max' for files compressed once
 * per process (gzip 9, brotli 11), 'fast' for pages that are compressed again every few seconds (gzip 6, brotli 5:
 * brotli 11 takes about a second of CPU on a 400 kB page, brotli 5 a few milliseconds and still beats gzip).
 */
export async function compress(bytes: Uint8Array, encoding: Exclude<ContentEncoding, 'identity'>, effort: 'max' | 'fast'): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(bytes, { level: effort === 'max' ? 9 : 6 });
  return brotliAsync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: effort === 'max' ? 11 : 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
    },
  });
}
