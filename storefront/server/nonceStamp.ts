// A cached page answered with a fresh CSP nonce every time (issue 14 item 6, the page cache's part). A nonce is a
// secret of one response: a page kept in the cache and replayed with its first render's nonce would hand every
// visitor the same nonce, and an injected <script nonce=...> carrying it would run. So the cache keeps the page cut at
// its nonce, and each answer joins the pieces around a new one, in the body and in the Content-Security-Policy.
//
// Compressed answers stay cheap: each piece is kept deflated on its own and flushed to a byte boundary, so an answer
// is those pieces with the new nonce deflated between them, closed by an empty final block and wrapped in gzip's
// header and trailer (RFC 1951 §3.2.3 blocks, RFC 1952 members): no page is compressed per request. Brotli cannot be
// spliced like this, so a stamped page is sent gzip-coded (or identity) even to a client that prefers brotli.
import { constants, crc32, deflateRawSync } from 'node:zlib';

export interface StampablePage {
  /** The body cut at every occurrence of the render's nonce. */
  pieces: readonly Buffer[];
  /** Each piece as raw deflate blocks ending on a byte boundary (not final). */
  deflatedPieces: readonly Buffer[];
}

/** The nonce a page's Content-Security-Policy names for its scripts, if any. */
export function nonceOf(contentSecurityPolicy: string | null | undefined): string | undefined {
  return /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(contentSecurityPolicy ?? '')?.[1];
}

function split(body: Buffer, separator: string): Buffer[] {
  const pieces: Buffer[] = [];
  const needle = Buffer.from(separator, 'latin1');
  let start = 0;
  for (let at = body.indexOf(needle, start); at !== -1; at = body.indexOf(needle, start)) {
    pieces.push(body.subarray(start, at));
    start = at + needle.byteLength;
  }
  pieces.push(body.subarray(start));
  return pieces;
}

const flushedDeflate = (bytes: Buffer) => deflateRawSync(bytes, { level: 6, finishFlush: constants.Z_SYNC_FLUSH });

/** Cuts a rendered page at its nonce, once, when the cache keeps it. */
export function prepareStamping(body: Buffer, nonce: string): StampablePage {
  const pieces = split(body, nonce);
  return { pieces, deflatedPieces: pieces.map(flushedDeflate) };
}

// A final, empty fixed-Huffman block: BFINAL 1, BTYPE 01, end-of-block (RFC 1951 §3.2.6).
const finalBlock = Buffer.from([0x03, 0x00]);
// ID1 ID2, deflate, no flags, no time, no extra flags, unknown OS (RFC 1952 §2.3).
const gzipHeader = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);

/** The page's body with `nonce` where the render's nonce was, as identity and as one gzip member. */
export function stampNonce(page: StampablePage, nonce: string): { identity: Buffer; gzip: Buffer } {
  const nonceBytes = Buffer.from(nonce, 'latin1');
  const identityParts: Buffer[] = [];
  const gzipParts: Buffer[] = [gzipHeader];
  const deflatedNonce = page.pieces.length > 1 ? flushedDeflate(nonceBytes) : Buffer.alloc(0);
  page.pieces.forEach((piece, index) => {
    if (index > 0) {
      identityParts.push(nonceBytes);
      gzipParts.push(deflatedNonce);
    }
    identityParts.push(piece);
    gzipParts.push(page.deflatedPieces[index] ?? Buffer.alloc(0));
  });
  const identity = Buffer.concat(identityParts);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(identity) >>> 0, 0);
  trailer.writeUInt32LE(identity.byteLength % 2 ** 32, 4);
  gzipParts.push(finalBlock, trailer);
  return { identity, gzip: Buffer.concat(gzipParts) };
}
