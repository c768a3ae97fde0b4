// The /api half of the storefront server: the reference server in this process (default), or a proxy to
// API_BASE_URL. Either way loaders get an ApiAccess through React Router's context.
import type { Hono } from 'hono';
import { RouterContextProvider } from 'react-router';
import type { RouterContext } from 'react-router';
import type { ApiAccess } from '../app/lib/api-context.ts';

export interface DemoAccount {
  description: string;
  email: string;
  password: string;
  note?: string;
}

export interface MountedApi {
  demoAccounts: DemoAccount[];
  /** A fresh context per request: loaders read the ApiAccess from it. */
  loadContext(request: Request): RouterContextProvider;
  close(): Promise<void>;
}

interface MountOptions {
  dataDir: string;
  databaseUrl?: string;
  apiBaseUrl?: string;
}

function contextFor(apiContext: RouterContext<ApiAccess>, access: ApiAccess) {
  return () => new RouterContextProvider(new Map([[apiContext, access]]));
}

function proxyTo(app: Hono, apiBaseUrl: string, apiContext: RouterContext<ApiAccess>): MountedApi {
  const target = new URL(apiBaseUrl);
  app.all('/api/*', async (context) => {
    const incoming = new URL(context.req.url);
    const url = new URL(incoming.pathname + incoming.search, target);
    const request = new Request(url, context.req.raw);
    request.headers.delete('host');
    return fetch(request);
  });
  return { demoAccounts: [], loadContext: contextFor(apiContext, { fetch, origin: target.origin }), close: async () => {} };
}

export async function mountApi(app: Hono, options: MountOptions, apiContext: RouterContext<ApiAccess>): Promise<MountedApi> {
  if (options.apiBaseUrl) return proxyTo(app, options.apiBaseUrl, apiContext);

  const server = await import('@rigkit/server');
  const database = await server.openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  await server.seedIfEmpty(database.db);
  const api = server.createApp({ db: database.db, onInternalError: (error) => console.error('[rigkit api]', error) });
  // createApp's routes already start with /api.
  app.route('/', api);
  // Loaders call the API in-process: same handlers, no socket, no serialisation through the network stack.
  const inProcessFetch: typeof fetch = (input, init) => Promise.resolve(api.fetch(new Request(input, init)));
  return {
    demoAccounts: Object.values(server.demoAccounts).map((account) => ({
      description: account.description,
      email: account.email,
      password: account.password,
      ...(account.totpSecret ? { note: `TOTP secret ${account.totpSecret}` } : {}),
    })),
    loadContext: contextFor(apiContext, { fetch: inProcessFetch, origin: 'http://rigkit.internal' }),
    close: () => database.close(),
  };
}
