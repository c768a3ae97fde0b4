// The reference storefront's production server: one Node process on one port serving
//   /api/*   the reference API (@rigkit/server on PGlite or PostgreSQL), or a proxy to API_BASE_URL;
//   /assets  the built client files, immutable;
//   *        server-rendered pages from the React Router build.
// Static files and catalogue pages are answered from memory before Hono (pageServer.ts, README.md).
// Run by `npm start` (scripts/start.ts) after `react-router build`.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { RouterContext, ServerBuild } from 'react-router';
import { createRequestHandler } from 'react-router';
import { applySecurityHeaders, newCspNonce, pathHasNul } from '@rigkit/server/securityHeaders';
import type { ApiAccess } from '../app/lib/api-context.ts';
import type { PageRequest } from '../app/lib/page-context.ts';
import { mountApi } from './api.ts';
import { jsonCompression } from './jsonCompression.ts';
import { devOutboxEnabled, renderOutbox } from './devOutbox.ts';
import { createPageCache } from './pageCache.ts';
import type { PageAudience } from './pageCachePolicy.ts';
import { pageCacheEnabled, pageCacheFreshMs, pageCacheMaxBytes, pageCacheStaleMs, viewKeyMaxAgeMs } from './pageCacheSettings.ts';
import { createStorefrontListener } from './pageServer.ts';
import { createShopperViewKey } from './shopperViewKey.ts';
import { rememberViewKeys } from './viewKeyMemo.ts';
import { createStaticFiles } from './staticFiles.ts';

export interface StorefrontServerOptions {
  port: number;
  /** Where the embedded database lives (ignored when databaseUrl is set). */
  dataDir: string;
  /** PostgreSQL instead of the embedded PGlite. */
  databaseUrl?: string;
  /** Another backend implementing the contract: /api is proxied there and the local server is not started. */
  apiBaseUrl?: string;
  /** The store's public origin for canonical addresses, e.g. https://shop.example. @default PUBLIC_ORIGIN, else http://localhost:<port> */
  publicOrigin?: string;
  /** The anonymous page cache (README.md); off when false. @default on, unless RIGKIT_PAGE_CACHE=off */
  pageCache?: boolean;
}

const storefrontRoot = fileURLToPath(new URL('..', import.meta.url));
// RIGKIT_BUILD_DIR (as in react-router.config.ts) serves a build made elsewhere, so an engineer's end-to-end run
// does not lose its client files when someone else rebuilds storefront/build in the same checkout.
const buildRoot = resolve(storefrontRoot, process.env['RIGKIT_BUILD_DIR'] ?? 'build');

export async function startStorefront(options: StorefrontServerOptions) {
  const serverBuildPath = join(buildRoot, 'server', 'index.js');
  if (!existsSync(serverBuildPath)) throw new Error('storefront is not built: run `pnpm --filter @rigkit/storefront build`');
  const build = (await import(serverBuildPath)) as ServerBuild;

  // The context key must be the build's own instance: entry.server re-exports it for exactly this.
  const { apiContext, pageRequestContext } = build.entry.module as { apiContext?: RouterContext<ApiAccess>; pageRequestContext?: RouterContext<PageRequest> };
  if (!apiContext || !pageRequestContext) throw new Error('the storefront build does not export apiContext and pageRequestContext from entry.server');
  const configuredOrigin = options.publicOrigin ?? process.env['PUBLIC_ORIGIN'];
  // Unconfigured, the origin is this server's own, known once it listens (port 0 picks a free port).
  let publicOrigin = configuredOrigin ?? `http://localhost:${options.port}`;

  const app = new Hono();
  // Pages not cached and API answers are sent compressed: 3 to 4 times fewer bytes (bench/lighthouse.bench.ts). Pages
  // stream through hono/compress; API answers are compressed whole, off the event loop (jsonCompression.ts). Static
  // files and cached pages never get here: they are compressed once and kept (pageServer.ts).
  app.use(compress());
  app.use(jsonCompression());
  const api = await mountApi(app, { ...options, ...(configuredOrigin ? { publicOrigin: configuredOrigin } : {}) }, apiContext);
  const handleDocument = createRequestHandler(build, 'production');
  // Every page, rendered here or for the page cache: a fresh CSP nonce, the configured origin, the security headers
  // (one module with the API's, @rigkit/server/securityHeaders), and no-store for a logged-in shopper's page.
  const renderDocument = async (request: Request) => {
    if (pathHasNul(request.url)) {
      const refused = new Response('Bad request: the address contains a NUL character.', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
      applySecurityHeaders(refused.headers, { isPrivate: true });
      return refused;
    }
    const cspNonce = newCspNonce();
    const context = api.loadContext(request);
    context.set(pageRequestContext, { cspNonce, origin: publicOrigin });
    const response = await handleDocument(request, context);
    const cardProviderOrigin = process.env['CARD_PROVIDER_ORIGIN'];
    applySecurityHeaders(response.headers, {
      nonce: cspNonce,
      isPrivate: /(?:^|;\s*)(?:__Host-)?pleauthkey=[^;]/.test(request.headers.get('cookie') ?? ''),
      frameSources: cardProviderOrigin ? [cardProviderOrigin] : [],
    });
    return response;
  };
  const readOutbox = api.outbox;
  if (readOutbox && devOutboxEnabled(process.env['RIGKIT_DEV_OUTBOX'])) {
    app.get('/dev/outbox', async () => {
      const response = new Response(renderOutbox(await readOutbox()), { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
      applySecurityHeaders(response.headers, { isPrivate: true });
      return response;
    });
  }
  app.all('*', (context) => renderDocument(context.req.raw));

  const pageCacheOn = options.pageCache ?? pageCacheEnabled(process.env['RIGKIT_PAGE_CACHE']);
  const newPageCache = (audience: PageAudience) =>
    createPageCache({
      freshMs: pageCacheFreshMs,
      staleMs: pageCacheStaleMs,
      maxBytes: pageCacheMaxBytes,
      audience,
      onError: (error) => console.error('[rigkit page cache]', error),
    });
  const listener = createStorefrontListener({
    staticFiles: createStaticFiles(join(buildRoot, 'client')),
    ...(pageCacheOn ? { pageCache: newPageCache('anonymous'), viewPages: { cache: newPageCache('same view'), ...rememberViewKeys(createShopperViewKey(api.access), { maxAgeMs: viewKeyMaxAgeMs }) } } : {}),
    renderDocument,
    next: getRequestListener(app.fetch),
  });
  const server = createServer(listener);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '0.0.0.0', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  publicOrigin = configuredOrigin ?? `http://localhost:${port}`;
  const cardProvider = process.env['CARD_PROVIDER_ORIGIN'] ? null : await startSandboxCardProvider([publicOrigin, `http://localhost:${port}`, `http://127.0.0.1:${port}`]);
  return {
    url: `http://localhost:${port}`,
    port,
    demoAccounts: api.demoAccounts,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Open support-chat event streams never finish on their own, and server.close waits for every connection:
      // requests in flight get a second to finish, then what is still open (the streams) is cut. Their widgets
      // reconnect to the next process with Last-Event-ID (issue 18 item 8).
      setTimeout(() => server.closeAllConnections(), 1000).unref();
      await closed;
      await cardProvider?.close();
      await api.close();
    },
  };
}

/**
 * The local card provider on a port of its own, a different origin from the store's (so its card fields are a
 * cross-origin iframe, as with a real provider). Loaders read its origin from CARD_PROVIDER_ORIGIN, which a store
 * using a real provider sets instead.
 */
async function startSandboxCardProvider(storeOrigins: readonly string[]) {
  const { createSandboxCardProvider } = await import('@rigkit/server');
  const provider = createSandboxCardProvider({ allowedParentOrigins: storeOrigins });
  const server = createServer(getRequestListener(provider.fetch));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(process.env['CARD_PROVIDER_PORT'] ?? 0), '0.0.0.0', () => resolve());
  });
  const address = server.address();
  process.env['CARD_PROVIDER_ORIGIN'] = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
