import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress, negotiateEncoding } from './encoding.ts';

describe('negotiateEncoding', () => {
  it.each([
    { acceptEncoding: undefined, expected: 'identity' },
    { acceptEncoding: '', expected: 'identity' },
    { acceptEncoding: 'gzip, deflate, br, zstd', expected: 'br' },
    { acceptEncoding: 'gzip, deflate', expected: 'gzip' },
    { acceptEncoding: 'GZIP', expected: 'gzip' },
    { acceptEncoding: 'br;q=0, gzip;q=0.8', expected: 'gzip' },
    { acceptEncoding: 'br;q=0, gzip;q=0', expected: 'identity' },
    { acceptEncoding: '*', expected: 'br' },
    { acceptEncoding: '*;q=0, gzip', expected: 'gzip' },
    { acceptEncoding: 'deflate', expected: 'identity' },
  ] as const)('answers $expected to Accept-Encoding "$acceptEncoding"', ({ acceptEncoding, expected }) => {
    expect(negotiateEncoding(acceptEncoding)).toBe(expected);
  });

  it('only picks among the codings it has', () => {
    expect(negotiateEncoding('gzip, br', ['gzip', 'identity'])).toBe('gzip');
  });
});

describe('compress', () => {
  const text = Buffer.from('<p>rigkit</p>'.repeat(500));

  it.each(['max', 'fast'] as const)('gzip at %s effort decodes back to the same bytes and is smaller', async (effort) => {
    const gzipped = await compress(text, 'gzip', effort);
    expect(gzipped.byteLength).toBeLessThan(text.byteLength);
    expect(gunzipSync(gzipped).equals(text)).toBe(true);
  });

  it.each(['max', 'fast'] as const)('brotli at %s effort decodes back to the same bytes and is smaller', async (effort) => {
    const brotli = await compress(text, 'br', effort);
    expect(brotli.byteLength).toBeLessThan(text.byteLength);
    expect(brotliDecompressSync(brotli).equals(text)).toBe(true);
  });
});
