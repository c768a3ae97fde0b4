// A cached page answered with a fresh CSP nonce every time (issue 14 item 6, the page cache's part). A nonce is a
// secret of one response: a page kept in the cache and replayed with its first render's nonce would hand every
// visitor the same nonce, and an injected <script nonce=...> carrying it would run. So the cache keeps the page cut at
// its nonce, and each answer joins the pieces around a new one, in the body and in the Content-Security-Policy.
//
// Compressed answers stay cheap: each piece is kept deflated and flushed to a byte boundary, so an answer is those
// pieces with the new nonce between them as stored (uncompressed) blocks (the empty stored block that ends each
// flushed piece, given the nonce's length), closed by an empty final block and wrapped in gzip's header and trailer (RFC 1951 §3.2.3-3.2.4 blocks, RFC 1952 members): no page is compressed per request,
// and no compressor is started for one (a deflate stream's set-up cost more than the rest of an answer). Each piece
// is deflated with the page before it as its dictionary, so it refers back across the cuts as one stream of the whole
// page would (a category page has 67 nonces: deflated apart, its pieces were a third larger than the page in one).
// The dictionary has zero bytes where the nonces go and a page has none of its own, so no reference reaches into a
// nonce's place; the distances hold for a nonce of the render's length, and another length is gzip-ed whole.
// Nor is the trailer's CRC-32 run over the page again (128 calls over 150 kB were a third of a cached answer's time):
// CRC-32 is affine, so for messages of one length crc(a ⊕ b) = crc(a) ⊕ crc(b) ⊕ crc(zeros). The page's CRC with
// any nonce is the CRC of the page with zeros in the nonce's places, xor, for each place, the nonce's own part moved
// past the bytes after it: a 32×32 bit matrix per place (zlib's crc32_combine operator). Every place moves the same
// part, so the matrices are summed (xor-ed) into one, made once per cached page: one product per answer.
// Brotli cannot be spliced like this, so a stamped page is sent gzip-coded (or identity) even to a client that
// prefers brotli.
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw, gzipSync } from 'node:zlib';

export interface StampablePage {
  /** The body cut at every occurrence of the render's nonce. */
  pieces: readonly Buffer[];
  /**
   * Each piece as raw deflate blocks (not final), referring back into the pieces before, ended by a sync flush's empty
   * stored block: its last four bytes are that block's LEN and NLEN (0000 FFFF).
   */
  deflatedPieces: readonly Buffer[];
  /** The render's nonce's length in bytes (a stamped nonce of another length is gzip-ed with the page). */
  nonceLength: number;
  /** The CRC-32 of the page with zero bytes where each nonce goes. */
  zeroedCrc: number;
  /** How many places the nonce has. */
  places: number;
  /** The sum of the operators moving a CRC past the bytes after each nonce place. */
  shift: Uint32Array;
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

const deflateRawAsync = promisify(deflateRaw);
// How far back a deflate reference reaches (RFC 1951 §2): more dictionary than that is never used.
const deflateWindow = 32 * 1024;

/** Each piece deflated (in the thread pool) with what precedes it in `zeroed`, the page with zeros for the nonces. */
function deflatePieces(pieces: readonly Buffer[], zeroed: Buffer, nonceLength: number): Promise<Buffer[]> {
  // A page with zero bytes of its own could match into a nonce's place: its pieces are deflated apart.
  const refersBack = pieces.every((piece) => !piece.includes(0));
  let start = 0;
  return Promise.all(
    pieces.map((piece, index) => {
      const dictionary = refersBack && start > 0 ? { dictionary: zeroed.subarray(Math.max(0, start - deflateWindow), start) } : {};
      start += piece.byteLength + (index < pieces.length - 1 ? nonceLength : 0);
      // Level 9: a page is deflated once for every answer of the next 30 s, off the event loop.
      return deflateRawAsync(piece, { level: 9, finishFlush: constants.Z_SYNC_FLUSH, ...dictionary });
    }),
  );
}

/** Cuts a rendered page at its nonce, once, when the cache keeps it. */
export async function prepareStamping(body: Buffer, nonce: string): Promise<StampablePage> {
  const pieces = split(body, nonce);
  const nonceLength = Buffer.byteLength(nonce, 'latin1');
  const zeros = Buffer.alloc(nonceLength);
  const zeroed = Buffer.concat(pieces.flatMap((piece, index) => (index > 0 ? [zeros, piece] : [piece])));
  // Place i (before piece i + 1) is followed by that piece and every later nonce and piece.
  const shifts = pieces.slice(1).map((_, place) => zeroBytesOperator(pieces.slice(place + 1).reduce((sum, piece) => sum + piece.byteLength, 0) + nonceLength * (pieces.length - 2 - place)));
  const shift = shifts.reduce((sum, operator) => sum.map((column, index) => column ^ (operator[index] as number)), new Uint32Array(32));
  return { pieces, deflatedPieces: await deflatePieces(pieces, zeroed, nonceLength), nonceLength, zeroedCrc: crc32(zeroed), places: shifts.length, shift };
}

// GF(2) 32×32 matrices as 32 columns: times(m, v) is m·v, compose(a, b) is a·b.
function times(matrix: Uint32Array, vector: number): number {
  let sum = 0;
  for (let column = 0; vector !== 0; column += 1, vector >>>= 1) if (vector & 1) sum ^= matrix[column] as number;
  return sum >>> 0;
}
function compose(a: Uint32Array, b: Uint32Array): Uint32Array {
  return Uint32Array.from(b, (column) => times(a, column));
}
/** The operator that appends `count` zero bytes to a CRC-32 (zlib's crc32_combine, by squaring). */
function zeroBytesOperator(count: number): Uint32Array {
  // One zero bit: the reflected polynomial, then each bit moves down one place.
  let power: Uint32Array = Uint32Array.from({ length: 32 }, (_, column) => (column === 0 ? 0xedb88320 : 2 ** (column - 1)));
  for (let bit = 0; bit < 3; bit += 1) power = compose(power, power);
  let result: Uint32Array = Uint32Array.from({ length: 32 }, (_, column) => 2 ** column);
  for (let remaining = count; remaining > 0; remaining = Math.floor(remaining / 2)) {
    if (remaining % 2 === 1) result = compose(power, result);
    power = compose(power, power);
  }
  return result;
}

/** The page's CRC-32 with `nonce` (of the render's nonce's length) in every place, from the prepared operators. */
function stampedCrc(page: StampablePage, nonce: Buffer): number {
  const nonceCrc = (crc32(nonce) ^ crc32(Buffer.alloc(page.nonceLength))) >>> 0;
  return (page.zeroedCrc ^ times(page.shift, nonceCrc)) >>> 0;
}

/** A stored block's LEN and NLEN (its ones' complement), little-endian (RFC 1951 §3.2.4). */
function storedLength(length: number): Buffer {
  const fields = Buffer.alloc(4);
  fields.writeUInt16LE(length, 0);
  fields.writeUInt16LE(~length & 0xffff, 2);
  return fields;
}

// A final, empty fixed-Huffman block: BFINAL 1, BTYPE 01, end-of-block (RFC 1951 §3.2.6).
const finalBlock = Buffer.from([0x03, 0x00]);
// ID1 ID2, deflate, no flags, no time, no extra flags, unknown OS (RFC 1952 §2.3).
const gzipHeader = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);

/**
 * The page's body with `nonce` where the render's nonce was, as it is or as one gzip member: the buffers to send in
 * order (written together, they are not copied into one).
 */
export function stampNonce(page: StampablePage, nonce: string, encoding: 'identity' | 'gzip'): Buffer[] {
  const nonceBytes = Buffer.from(nonce, 'latin1');
  if (encoding === 'identity') return page.pieces.flatMap((piece, index) => (index > 0 ? [nonceBytes, piece] : [piece]));
  if (nonceBytes.byteLength !== page.nonceLength) return [gzipSync(Buffer.concat(stampNonce(page, nonce, 'identity')))];
  const nonceLength = storedLength(nonceBytes.byteLength);
  const parts: Buffer[] = [gzipHeader];
  page.deflatedPieces.forEach((deflated, index) => {
    if (index === page.deflatedPieces.length - 1) return void parts.push(deflated);
    // The piece's closing empty stored block, made to hold the nonce.
    parts.push(deflated.subarray(0, -4), nonceLength, nonceBytes);
  });
  const length = page.pieces.reduce((sum, piece) => sum + piece.byteLength, 0) + nonceBytes.byteLength * page.places;
  const crc = stampedCrc(page, nonceBytes);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  parts.push(finalBlock, trailer);
  return parts;
}
