import { randomBytes } from 'node:crypto';
import { deflateRawSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { StampablePage } from './nonceStamp.ts';
import { prepareStamping, stampNonce as stampedParts } from './nonceStamp.ts';

const stampNonce = (page: StampablePage, nonce: string, encoding: 'identity' | 'gzip') => Buffer.concat(stampedParts(page, nonce, encoding));

// As long as the store's nonces (newCspNonce: 22 characters), so answers are spliced rather than gzip-ed whole.
const renderNonce = 'RenderNonceRenderNonce';
const newNonce = () => randomBytes(16).toString('base64url');

/** A page the size of a category page, with the nonce in 64 places and random text between. */
function page(): string {
  return Array.from({ length: 65 }, () => randomBytes(1 + Math.floor(Math.random() * 4000)).toString('base64')).join(`<script nonce="${renderNonce}">`);
}

describe('stampNonce', () => {
  it('answers one gzip member that decodes, its length and CRC checked, to the page with the new nonce in every place', async () => {
    const html = page();
    const stampable = await prepareStamping(Buffer.from(html), renderNonce);
    for (const nonce of [newNonce(), newNonce()]) {
      const expected = html.replaceAll(renderNonce, nonce);
      expect(gunzipSync(stampNonce(stampable, nonce, 'gzip')).toString()).toBe(expected);
      expect(stampNonce(stampable, nonce, 'identity').toString()).toBe(expected);
    }
  });

  it('refers back across the nonces as one stream of the page would, so the page gzip-s as small as it does whole', async () => {
    // Tiles whose markup repeats from one script to the next, as a category page's does.
    const tile = (index: number) => `<li data-part="item"><article data-rigkit="item-tile"><h3><a href="/Products/${500000 + index}">Ryzen ${index}</a></h3></article></li>`;
    const html = Array.from({ length: 68 }, (_, index) => Array.from({ length: 6 }, (_, line) => tile(index * 6 + line)).join('')).join(`<script nonce="${renderNonce}">`);
    const stampable = await prepareStamping(Buffer.from(html), renderNonce);
    const nonce = newNonce();
    const stamped = stampNonce(stampable, nonce, 'gzip');
    expect(gunzipSync(stamped).toString()).toBe(html.replaceAll(renderNonce, nonce));
    const deflatedApart = stampable.pieces.reduce((sum, piece) => sum + deflateRawSync(piece, { level: 9 }).byteLength, 0);
    expect(stamped.byteLength).toBeLessThan(deflatedApart * 0.6);
  });

  it('stamps a page with zero bytes of its own (deflated piece by piece) correctly', async () => {
    const html = Array.from({ length: 8 }, (_, index) => `<p>\u0000${'\u0000tile '.repeat(40)}${index}</p>`).join(`<script nonce="${renderNonce}">`);
    const stampable = await prepareStamping(Buffer.from(html), renderNonce);
    const nonce = newNonce();
    expect(gunzipSync(stampNonce(stampable, nonce, 'gzip')).toString()).toBe(html.replaceAll(renderNonce, nonce));
  });

  it('stamps a page without the nonce as it is', async () => {
    const stampable = await prepareStamping(Buffer.from('<p>no scripts</p>'), renderNonce);
    expect(gunzipSync(stampNonce(stampable, newNonce(), 'gzip')).toString()).toBe('<p>no scripts</p>');
  });

  it('stamps a nonce of another length too', async () => {
    const html = page();
    const stampable = await prepareStamping(Buffer.from(html), renderNonce);
    expect(gunzipSync(stampNonce(stampable, 'short', 'gzip')).toString()).toBe(html.replaceAll(renderNonce, 'short'));
  });
});
