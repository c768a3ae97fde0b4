// The shopper's session for pages that depend on who is logged in (the private-route guard, the account area).
// Several loaders of one request may ask: the answer is fetched once per request.
import type { components } from '@rigkit/api-client';
import type { RouterContextProvider } from 'react-router';
import { serverApi } from './api.server.ts';
import type { ShopperView } from './shopperView.ts';
import { shopperView } from './shopperView.ts';

type SessionBundle = components['schemas']['SessionBundle'];

interface SessionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

const perRequest = new WeakMap<object, Promise<SessionBundle | undefined>>();

export function shopperSession(args: SessionArgs): Promise<SessionBundle | undefined> {
  const existing = perRequest.get(args.context);
  if (existing) return existing;
  const { client } = serverApi(args);
  const session = client.GET('/session/fetchSession', { signal: args.request.signal }).then(({ data }) => data.data ?? undefined);
  perRequest.set(args.context, session);
  return session;
}

export async function isLoggedIn(args: SessionArgs): Promise<boolean> {
  return (await shopperSession(args))?.CustomerSessionPreferences.IsLoggedIn ?? false;
}

/** What a catalogue page shows of its shopper (shopperView.ts); an unreadable session shows a new visitor's. */
export function pageShopper(args: SessionArgs): Promise<ShopperView> {
  return shopperSession(args).then(shopperView, () => shopperView(undefined));
}
