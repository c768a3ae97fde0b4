// The reference storefront's production server: one Node process on one port serving
//   /api/*   the reference API (@rigkit/server on PGlite or PostgreSQL), or a proxy to API_BASE_URL;
//   /assets  the built client files, immutable;
//   *        server-rendered pages from the React Router build.
// Run by `npm start` (scripts/start.ts) after `react-router build`.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { RouterContext, ServerBuild } from 'react-router';
import { createRequestHandler } from 'react-router';
import type { ApiAccess } from '../app/lib/api-context.ts';
import { mountApi } from './api.ts';

export interface StorefrontServerOptions {
  port: number;
  /** Where the embedded database lives (ignored when databaseUrl is set). */
  dataDir: string;
  /** PostgreSQL instead of the embedded PGlite. */
  databaseUrl?: string;
  /** Another backend implementing the contract: /api is proxied there and the local server is not started. */
  apiBaseUrl?: string;
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
  const { apiContext } = build.entry.module as { apiContext?: RouterContext<ApiAccess> };
  if (!apiContext) throw new Error('the storefront build does not export apiContext from entry.server');

  const app = new Hono();
  // Pages, assets and API answers are sent gzip-compressed: 3 to 4 times fewer bytes (bench/lighthouse.bench.ts).
  app.use(compress());
  const api = await mountApi(app, options, apiContext);
  app.use(
    '/assets/*',
    serveStatic({
      root: join(buildRoot, 'client'),
      onFound: (_path, context) => context.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.use('/favicon.svg', serveStatic({ root: join(buildRoot, 'client'), onFound: (_path, context) => context.header('Cache-Control', 'public, max-age=86400') }));
  const handleDocument = createRequestHandler(build, 'production');
  app.all('*', (context) => handleDocument(context.req.raw, api.loadContext(context.req.raw)));

  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const instance = serve({ fetch: app.fetch, port: options.port, hostname: '0.0.0.0' }, () => resolve(instance));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://localhost:${port}`,
    port,
    demoAccounts: api.demoAccounts,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await api.close();
    },
  };
}
