// A preset item list as getItemGrid answers it (spec 2 §2, §7), for the /ItemList page and for its items' own address
// (routes/grid-items-item-list.tsx): both read the same answer. An unknown list, or one with no items to show, is
// the 404 page.
import type { RouterContextProvider } from 'react-router';
import { rethrowAsErrorPage } from './apiErrors.ts';
import { serverApi } from './api.server.ts';
import { notFound } from './notFound.ts';

export async function fetchItemList(args: { request: Request; context: Readonly<RouterContextProvider> }, id: number) {
  const { client } = serverApi(args);
  const grid = await client
    .POST('/getItemGrid', { body: { InventoryItemListId: id, GenerateTitle: true }, signal: args.request.signal })
    .then(({ data }) => data.data)
    .catch(rethrowAsErrorPage);
  const items = grid?.Items ?? [];
  if (items.length === 0) notFound();
  return { items, title: grid?.Title ?? null };
}
