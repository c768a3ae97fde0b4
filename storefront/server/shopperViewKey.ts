// The key a shopper's catalogue pages are kept under (pageServer.ts): their view (app/lib/shopperView.ts), read
// from their session through the /api, as the render's loaders will read it.
import { createRigkitClient, createServerCookieJar } from '@rigkit/api-client';
import type { ApiAccess } from '../app/lib/api-context.ts';
import { shopperView, shopperViewKey } from '../app/lib/shopperView.ts';

/** The view key of the shopper whose Cookie header this is, or undefined when their session cannot be read. */
export function createShopperViewKey(access: ApiAccess): (cookieHeader: string) => Promise<string | undefined> {
  return async (cookieHeader) => {
    const cookies = createServerCookieJar(cookieHeader, false);
    const client = createRigkitClient({ baseUrl: access.origin, fetch: access.fetch, cookies, authKeyMode: 'cookie', isServer: true });
    try {
      const { data } = await client.GET('/session/fetchSession');
      return data.data ? shopperViewKey(shopperView(data.data)) : undefined;
    } catch {
      return undefined;
    }
  };
}
