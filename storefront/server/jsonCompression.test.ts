import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { jsonCompression, jsonCompressionThreshold } from './jsonCompression.ts';

const large = { Items: Array.from({ length: 100 }, (_, index) => ({ InventoryItemId: 500_000 + index, Name: `Graphics card ${index}` })) };
const small = { success: false, errors: ['Too many attempts'] };

// As the storefront server stacks them (main.ts): hono/compress outside, this one inside.
const app = new Hono();
app.use(compress());
app.use(jsonCompression());
app.get('/large', (c) => {
  c.header('Set-Cookie', 'plesession=abc; Path=/; HttpOnly', { append: true });
  c.header('Vary', 'Origin');
  return c.json(large);
});
app.get('/small', (c) => c.json(small, 429));
// As @rigkit/server's jsonAnswer sends every answer: with its (uncompressed) length.
app.get('/large-stated', (c) => c.body(JSON.stringify(large), 200, { 'Content-Type': 'application/json', 'Content-Length': String(JSON.stringify(large).length) }));
app.get('/stated', (c) => c.body(JSON.stringify(small), 429, { 'Content-Type': 'application/json', 'Content-Length': String(JSON.stringify(small).length) }));
app.get('/page', (c) => c.html(`<p>${'page '.repeat(500)}</p>`));

const bodyOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('API answers compressed whole', () => {
  it('sends a large answer brotli-compressed with its length, keeping its cookies and Vary', async () => {
    const response = await app.request('/large', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(response.headers.get('Content-Encoding')).toBe('br');
    const body = await bodyOf(response);
    expect(Number(response.headers.get('Content-Length'))).toBe(body.byteLength);
    expect(JSON.parse(brotliDecompressSync(body).toString('utf8'))).toEqual(large);
    expect(response.headers.get('Vary')).toBe('Origin, Accept-Encoding');
    expect(response.headers.getSetCookie()).toEqual(['plesession=abc; Path=/; HttpOnly']);
  });

  it('replaces the length a large answer states with its compressed length (a client would wait for the rest)', async () => {
    const response = await app.request('/large-stated', { headers: { 'Accept-Encoding': 'br' } });
    const body = await bodyOf(response);
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(Number(response.headers.get('Content-Length'))).toBe(body.byteLength);
    expect(JSON.parse(brotliDecompressSync(body).toString('utf8'))).toEqual(large);
  });

  it('sends gzip to a client without brotli, and the plain answer to one that asks for nothing', async () => {
    const gzipped = await app.request('/large', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(await bodyOf(gzipped)).toString('utf8'))).toEqual(large);
    const plain = await app.request('/large');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.json()).toEqual(large);
  });

  it(`sends an answer under ${jsonCompressionThreshold} bytes as it is, with its length and status`, async () => {
    const response = await app.request('/small', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(response.status).toBe(429);
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('Content-Length')).toBe(String(JSON.stringify(small).length));
    expect(await response.json()).toEqual(small);
  });

  it('passes a small answer that states its length (as the API does) through unread', async () => {
    const response = await app.request('/stated', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(await response.json()).toEqual(small);
  });

  it('leaves pages to hono/compress', async () => {
    const response = await app.request('/page', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('Content-Length')).toBeNull();
    expect(gunzipSync(await bodyOf(response)).toString('utf8')).toContain('page page');
  });
});
