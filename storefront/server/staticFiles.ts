// The built client files (/assets/*, /favicon.svg) served from memory, each compressed once per process.
// Vite names every /assets file by its content hash, so they never change while this process runs: read once,
// gzip 9 and brotli 11 once, answered with `immutable` caching and without a Request/Response per hit.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { ContentEncoding } from './encoding.ts';
import { compress, negotiateEncoding } from './encoding.ts';

const contentTypes: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
};
// Formats that are already compressed: gzip or brotli would only add bytes.
const compressible = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.map', '.txt']);
// Smaller than this, the headers outweigh what compression saves.
const minimumCompressedSize = 1024;

/** How long browsers keep a file: hashed /assets forever, other files (the favicon) a day. */
export const assetCacheControl = 'public, max-age=31536000, immutable';
export const otherFileCacheControl = 'public, max-age=86400';

export interface StaticFile {
  contentType: string;
  cacheControl: string;
  etag: string;
  lastModified: string;
  identity: Buffer;
  /** Filled on the first request that asks for each coding; absent until then or when compression does not pay. */
  encoded: Partial<Record<Exclude<ContentEncoding, 'identity'>, Buffer>>;
  compressible: boolean;
}

export interface StaticFileBody {
  file: StaticFile;
  encoding: ContentEncoding;
  body: Buffer;
}

/** Every file under the client build directory, by URL path (`/assets/x.js`, `/favicon.svg`). */
function listFiles(directory: string, urlPrefix: string, into: Map<string, string>): void {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    // Dot files (a Vite manifest, editor files) are not the site's to serve.
    if (entry.name.startsWith('.')) continue;
    const path = join(directory, entry.name);
    if (entry.isDirectory()) listFiles(path, `${urlPrefix}${entry.name}/`, into);
    else if (entry.isFile()) into.set(`${urlPrefix}${entry.name}`, path);
  }
}

export interface StaticFiles {
  /** Whether the path is one of the build's files (so the caller answers it here rather than rendering a page). */
  has(pathname: string): boolean;
  /** The file's bytes in the best coding the client accepts that is ready; starts the better ones in the background. */
  get(pathname: string, acceptEncoding: string | undefined): Promise<StaticFileBody | undefined>;
}

/**
 * The files of `clientDirectory`. Only names are listed at start (no start-up cost, issue 5's first-200 budget): a
 * file is read on its first request and kept. gzip is made on the first request that accepts it (tens of
 * milliseconds at most); brotli 11 takes longer, so it is made in the background and used from then on.
 */
export function createStaticFiles(clientDirectory: string): StaticFiles {
  const paths = new Map<string, string>();
  listFiles(clientDirectory, '/', paths);
  const loaded = new Map<string, StaticFile>();
  const pending = new Map<string, Promise<Buffer | undefined>>();

  function load(pathname: string): StaticFile | undefined {
    const existing = loaded.get(pathname);
    if (existing) return existing;
    const path = paths.get(pathname);
    if (!path) return undefined;
    let identity: Buffer;
    try {
      identity = readFileSync(path);
    } catch {
      // The build directory was replaced under the running store: the page asking for it is gone as well.
      paths.delete(pathname);
      return undefined;
    }
    const extension = extname(path).toLowerCase();
    const file: StaticFile = {
      contentType: contentTypes[extension] ?? 'application/octet-stream',
      cacheControl: pathname.startsWith('/assets/') ? assetCacheControl : otherFileCacheControl,
      etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
      lastModified: statSync(path).mtime.toUTCString(),
      identity,
      encoded: {},
      compressible: compressible.has(extension) && identity.byteLength >= minimumCompressedSize,
    };
    loaded.set(pathname, file);
    return file;
  }

  function encode(pathname: string, file: StaticFile, encoding: Exclude<ContentEncoding, 'identity'>): Promise<Buffer | undefined> {
    const key = `${encoding} ${pathname}`;
    let job = pending.get(key);
    if (!job) {
      job = compress(file.identity, encoding, 'max').then((bytes) => {
        // Kept only when it saves bytes; otherwise the identity is what every client gets.
        if (bytes.byteLength < file.identity.byteLength) file.encoded[encoding] = bytes;
        return file.encoded[encoding];
      });
      pending.set(key, job);
    }
    return job;
  }

  return {
    has: (pathname) => paths.has(pathname),
    async get(pathname, acceptEncoding) {
      const file = load(pathname);
      if (!file) return undefined;
      if (!file.compressible) return { file, encoding: 'identity', body: file.identity };
      const wanted = negotiateEncoding(acceptEncoding);
      if (wanted === 'identity') return { file, encoding: 'identity', body: file.identity };
      const ready = file.encoded[wanted];
      if (ready) return { file, encoding: wanted, body: ready };
      if (wanted === 'br') {
        const brotli = encode(pathname, file, 'br');
        // A client that takes brotli takes gzip too (every browser): gzip now, brotli once it is made.
        if (negotiateEncoding(acceptEncoding, ['gzip', 'identity']) === 'gzip') {
          const gzipped = file.encoded.gzip ?? (await encode(pathname, file, 'gzip'));
          return gzipped ? { file, encoding: 'gzip', body: gzipped } : { file, encoding: 'identity', body: file.identity };
        }
        const bytes = await brotli;
        return bytes ? { file, encoding: 'br', body: bytes } : { file, encoding: 'identity', body: file.identity };
      }
      const gzipped = await encode(pathname, file, 'gzip');
      return gzipped ? { file, encoding: 'gzip', body: gzipped } : { file, encoding: 'identity', body: file.identity };
    },
  };
}
