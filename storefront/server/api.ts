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

/** A message of the sandbox e-mail sender's outbox (the reference server sends no real e-mail). */
export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  kind: string;
  sentAt: Date;
}

export interface MountedApi {
  demoAccounts: DemoAccount[];
  /** The e-mails the in-process server would have sent, newest last; absent when /api is proxied elsewhere. */
  outbox?: () => Promise<OutboxMessage[]>;
  /** A fresh context per request: loaders read the ApiAccess from it. */
  loadContext(request: Request): RouterContextProvider;
  /** How the server itself calls the /api (the page cache reads a shopper's session with it). */
  access: ApiAccess;
  close(): Promise<void>;
}

interface MountOptions {
  dataDir: string;
  publicOrigin?: string;
  databaseUrl?: string;
  apiBaseUrl?: string;
}

function contextFor(apiContext: RouterContext<ApiAccess>, access: ApiAccess) {
  return () => new RouterContextProvider(new Map([[apiContext, { ...access, fetch: sessionReadOnce(access.fetch) }]]));
}

// The root loader reads the session for the header (cart count, login) and several page loaders read it again
// (the category's chosen games, the cart, the account guard), at the same time. One render sees one session.
const sessionPath = '/api/session/fetchSession';

interface ReadAnswer {
  status: number;
  statusText: string;
  headers: Headers;
  body: ArrayBuffer;
}

/**
 * A fetch for one render that answers repeated `GET fetchSession` calls with the same caller (session GUID, cookies,
 * auth key) from the first call's answer. Nothing else is shared: other calls may change data or read what changed.
 */
export function sessionReadOnce(fetchApi: typeof fetch): typeof fetch {
  const answers = new Map<string, Promise<ReadAnswer>>();
  return async (input, init) => {
    const request = new Request(input, init);
    if (request.method !== 'GET' || new URL(request.url).pathname !== sessionPath) return fetchApi(request);
    const caller = ['customersessionguid', 'cookie', 'pleauthkey'].map((name) => request.headers.get(name) ?? '').join('\n');
    let answer = answers.get(caller);
    if (!answer) {
      answer = fetchApi(request).then(async (response) => ({
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
        body: await response.arrayBuffer(),
      }));
      answers.set(caller, answer);
      // A failed read is not kept: the next caller asks again.
      answer.catch(() => answers.delete(caller));
    }
    const { status, statusText, headers, body } = await answer;
    return new Response(body.slice(0), { status, statusText, headers: new Headers(headers) });
  };
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
  const access: ApiAccess = { fetch, origin: target.origin };
  return { demoAccounts: [], loadContext: contextFor(apiContext, access), access, close: async () => {} };
}

export async function mountApi(app: Hono, options: MountOptions, apiContext: RouterContext<ApiAccess>): Promise<MountedApi> {
  if (options.apiBaseUrl) return proxyTo(app, options.apiBaseUrl, apiContext);

  const server = await import('@rigkit/server');
  // Pages are served from this process too: password hashing runs below them, so a burst of logins cannot slow
  // every shopper's page (issue 14 item 1).
  server.setHashingNiceness(server.storeHashingNiceness);
  const database = await server.openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  await server.seedIfEmpty(database.db);
  // Cookie mode: the storefront's client keeps the auth key in the HttpOnly cookie only, so it never appears in a
  // response body a script could read (issue 14 item 3).
  const api = server.createApp({
    db: database.db,
    authKeyMode: 'cookie',
    ...(options.publicOrigin ? { publicOrigin: options.publicOrigin } : {}),
    onInternalError: (error) => console.error('[rigkit api]', error),
  });
  // Every /api path goes to the API app itself (its routes already start with /api), so an unknown one gets its
  // envelope 404 rather than the storefront's HTML page (issue 14 item 8). The Node request stays in c.env.
  app.all('/api/*', (context) => api.fetch(context.req.raw, context.env));
  // Loaders call the API in-process: same handlers, no socket, no serialisation through the network stack.
  const access: ApiAccess = { fetch: (input, init) => Promise.resolve(api.fetch(new Request(input, init))), origin: 'http://rigkit.internal' };
  return {
    demoAccounts: Object.values(server.demoAccounts).map((account) => ({
      description: account.description,
      email: account.email,
      password: account.password,
      ...(account.totpSecret ? { note: `TOTP secret ${account.totpSecret}` } : {}),
    })),
    loadContext: contextFor(apiContext, access),
    access,
    // The app's e-mail sender is the sandbox on this database (createApp's default): this reads the same table.
    outbox: () => server.createSandboxEmail(database.db).outbox(),
    close: () => database.close(),
  };
}
