// A build list as getItemGrid answers it for its sqid (spec 2 §2, §7: with every image), for the /buildlist page and
// for its items' own address (routes/grid-items-build-list.tsx): both read the same answer. An unknown list, or one
// with no items to show, is the 404 page.
import type { RouterContextProvider } from 'react-router';
import { rethrowAsErrorPage } from './apiErrors.ts';
import { serverApi } from './api.server.ts';
import { notFound } from './notFound.ts';

export async function fetchBuildList(args: { request: Request; context: Readonly<RouterContextProvider> }, sqid: string) {
  if (!/^[A-Za-z0-9]{1,64}$/.test(sqid)) notFound();
  const { client } = serverApi(args);
  const grid = await client
    .POST('/getItemGrid', { body: { InventoryItemListSqid: sqid, ReturnAllImages: true, GenerateTitle: true }, signal: args.request.signal })
    .then(({ data }) => data.data)
    .catch(rethrowAsErrorPage);
  const items = grid?.Items ?? [];
  if (items.length === 0) notFound();
  return { items, title: grid?.Title ?? null };
}
