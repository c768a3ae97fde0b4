// The typed /api client for loaders and actions: one client and one cookie jar per incoming request, shared by
// every loader of that request (so a shopper without a plesession gets exactly one new GUID, not one per loader).
// The root middleware (`forwardApiCookies`) copies what the API set (plesession, pleauthkey) onto the response.
import type { RigkitClient, ServerCookieJar } from '@rigkit/api-client';
import { createRigkitClient, createServerCookieJar } from '@rigkit/api-client';
import type { MiddlewareFunction, RouterContextProvider } from 'react-router';
import { apiContext } from './api-context.ts';

export interface ServerApi {
  client: RigkitClient;
  cookies: ServerCookieJar;
}

interface ServerApiArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

// Keyed on the request's context: the storefront server makes a fresh context for every request.
const perRequest = new WeakMap<object, ServerApi>();

export function serverApi({ request, context }: ServerApiArgs): ServerApi {
  const existing = perRequest.get(context);
  if (existing) return existing;
  const access = context.get(apiContext);
  const cookies = createServerCookieJar(request.headers.get('cookie'), new URL(request.url).protocol === 'https:');
  const client = createRigkitClient({ baseUrl: access.origin, fetch: access.fetch, cookies, authKeyMode: 'cookie', isServer: true });
  const api = { client, cookies };
  perRequest.set(context, api);
  return api;
}

/** Root middleware: whatever the API answered with Set-Cookie during this request goes back to the shopper. */
export const forwardApiCookies: MiddlewareFunction<Response> = async ({ context }, next) => {
  const response = await next();
  const api = perRequest.get(context);
  if (!api) return response;
  const setCookies = api.cookies.getSetCookieHeaders();
  if (setCookies.length === 0) return response;
  // Redirects and some responses arrive with immutable headers: copy into a fresh response then.
  try {
    for (const header of setCookies) response.headers.append('Set-Cookie', header);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    for (const header of setCookies) headers.append('Set-Cookie', header);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
};
