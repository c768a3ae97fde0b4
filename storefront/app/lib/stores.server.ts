// The stores of the lookup bundle and the shopper's store and postcode, for the locator and contact pages.
import { toStoreRecord } from '@rigkit/api-client/mappers';
import type { RouterContextProvider } from 'react-router';
import { rethrowAsErrorPage } from './apiErrors.ts';
import { serverApi } from './api.server.ts';
import { shopperSession } from './session.server.ts';

interface LoaderArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

export async function storesAndShopper(args: LoaderArgs) {
  const { client } = serverApi(args);
  const [bundle, session] = await Promise.all([
    client.GET('/fetchLookupBundle', { signal: args.request.signal }).then(({ data }) => data.data).catch(rethrowAsErrorPage),
    shopperSession(args),
  ]);
  const preferences = session?.CustomerSessionPreferences;
  return {
    stores: (bundle?.Stores ?? []).map(toStoreRecord),
    defaultStoreId: preferences?.DefaultStoreId ?? undefined,
    postcode: preferences?.LocationPostcode ?? '',
  };
}
