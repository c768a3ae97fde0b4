// One way to answer with a stored or drawn file (pictures, attachments, PDFs) instead of the JSON envelope: the
// headers every such answer needs (nosniff, a cache policy, a length for bytes) are set here once, so a new file
// route cannot forget one. Errors before the file still answer in the envelope (ApiError).
import type { Context, Hono } from 'hono';
import { ApiError } from './envelope.ts';

/** How long a file may be kept, and by whom. */
export const fileCaching = {
  /** Drawn from public data (product pictures, game art, samples): any cache, a day. */
  publicDay: 'public, max-age=86400',
  /** Never changes under its random address (an upload, a generated picture): the browser only, for a year. */
  privateImmutable: 'private, max-age=31536000, immutable',
  /** A customer's own file (a document, a print file): never stored. */
  privateNoStore: 'private, no-store',
} as const;

export interface FileAnswer {
  content: string | Uint8Array;
  contentType: string;
  caching: (typeof fileCaching)[keyof typeof fileCaching];
  /** `inline` or `attachment` with the file name the browser saves it under; absent for pictures. */
  disposition?: { type: 'inline' | 'attachment'; filename: string };
}

export function fileResponse(c: Context, file: FileAnswer): Response {
  const headers: Record<string, string> = { 'Content-Type': file.contentType };
  if (file.disposition) headers['Content-Disposition'] = `${file.disposition.type}; filename="${file.disposition.filename}"`;
  if (typeof file.content !== 'string') headers['Content-Length'] = String(file.content.byteLength);
  headers['Cache-Control'] = file.caching;
  headers['X-Content-Type-Options'] = 'nosniff';
  // A fresh Uint8Array: a Buffer from the database may be a view into a larger pool.
  return c.body(typeof file.content === 'string' ? file.content : Uint8Array.from(file.content), 200, headers);
}

export const svgContentType = 'image/svg+xml; charset=utf-8';

/** The width bounds of drawn pictures (spec 1 §9 tile sizes 50 to 750 px, with room either side). */
export const imageWidthLimits = { minimum: 16, maximum: 2000, default: 350 } as const;

/** The `width` query parameter of a picture address, checked (400 in the envelope when it is not a usable width). */
export function requestedImageWidth(c: Context): number {
  const widthText = c.req.query('width');
  const width = widthText === undefined ? imageWidthLimits.default : Number(widthText);
  if (!Number.isInteger(width) || width < imageWidthLimits.minimum || width > imageWidthLimits.maximum) {
    throw new ApiError(400, `width must be a whole number of pixels from ${imageWidthLimits.minimum} to ${imageWidthLimits.maximum}`);
  }
  return width;
}

/** Finds the file an address names, or null for the 404; it may throw an ApiError of its own (a bad width). */
export type FileLookup = (c: Context) => Promise<FileAnswer | null> | FileAnswer | null;

/**
 * Registers a GET address outside the contract that answers a file: the lookup finds it, this answers the 404 (in the
 * envelope, with `notFoundMessage`) or the file with its headers.
 */
export function registerFileRoute(app: Hono, path: string, notFoundMessage: string, lookup: FileLookup): void {
  app.get(path, async (c) => {
    const file = await lookup(c);
    if (!file) throw new ApiError(404, notFoundMessage);
    return fileResponse(c, file);
  });
}
