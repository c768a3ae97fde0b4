import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { prepareStamping, stampNonce } from './nonceStamp.ts';

const renderNonce = 'RenderNonceRenderNonce==';
const newNonce = () => randomBytes(16).toString('base64');

/** A page the size of a category page, with the nonce in 64 places and random text between. */
function page(): string {
  return Array.from({ length: 65 }, () => randomBytes(1 + Math.floor(Math.random() * 4000)).toString('base64')).join(`<script nonce="${renderNonce}">`);
}

describe('stampNonce', () => {
  it('answers one gzip member that decodes, its length and CRC checked, to the page with the new nonce in every place', () => {
    const html = page();
    const stampable = prepareStamping(Buffer.from(html), renderNonce);
    for (const nonce of [newNonce(), newNonce()]) {
      const expected = html.replaceAll(renderNonce, nonce);
      expect(gunzipSync(stampNonce(stampable, nonce, 'gzip')).toString()).toBe(expected);
      expect(stampNonce(stampable, nonce, 'identity').toString()).toBe(expected);
    }
  });

  it('stamps a page without the nonce as it is', () => {
    const stampable = prepareStamping(Buffer.from('<p>no scripts</p>'), renderNonce);
    expect(gunzipSync(stampNonce(stampable, newNonce(), 'gzip')).toString()).toBe('<p>no scripts</p>');
  });

  it('stamps a nonce of another length too', () => {
    const html = page();
    const stampable = prepareStamping(Buffer.from(html), renderNonce);
    expect(gunzipSync(stampNonce(stampable, 'short', 'gzip')).toString()).toBe(html.replaceAll(renderNonce, 'short'));
  });
});
