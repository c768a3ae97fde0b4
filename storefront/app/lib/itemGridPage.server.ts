// The chosen items of /ItemGrid as getItemGrid answers them (spec 2 §2, §7), for the page and for its items' own
// address (routes/grid-items-item-grid.tsx): both read the same answer for the same address flags.
import { INVENTORY_ITEM_IDS_PARAMETER, isAddressFlagOn, parseInventoryItemIds } from '@rigkit/domain/grid';
import type { RouterContextProvider } from 'react-router';
import { badRequest, rethrowAsErrorPage } from './apiErrors.ts';
import { serverApi } from './api.server.ts';

export async function fetchChosenItems(args: { request: Request; context: Readonly<RouterContextProvider> }, query: URLSearchParams) {
  const ids = parseInventoryItemIds(query.get(INVENTORY_ITEM_IDS_PARAMETER));
  if (!ids) badRequest();
  const showTitle = isAddressFlagOn(query.get('showTitle'));
  const showAttributes = isAddressFlagOn(query.get('showAttributes'));
  if (ids.length === 0) return { items: [], title: null, showAttributes };
  const { client } = serverApi(args);
  const grid = await client
    .POST('/getItemGrid', {
      body: { InventoryItemIds: ids, ...(showTitle ? { GenerateTitle: true } : {}), ...(showAttributes ? { ReturnAttributes: true } : {}) },
      signal: args.request.signal,
    })
    .then(({ data }) => data.data)
    .catch(rethrowAsErrorPage);
  return { items: grid?.Items ?? [], title: showTitle ? (grid?.Title ?? null) : null, showAttributes };
}
