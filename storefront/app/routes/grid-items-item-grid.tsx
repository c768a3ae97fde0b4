// /GridItems/ItemGrid?inventoryItemIds=…&showAttributes=… (designed, issue 21 item 3): every chosen item of /ItemGrid as
// JSON, the list its first page was computed from (lib/gridItems.ts fetches it on the shopper's intent).
import type { Route } from './+types/grid-items-item-grid';
import { gridItemsResponse } from '../lib/gridItems.server.ts';
import { fetchChosenItems } from '../lib/itemGridPage.server.ts';
import { pageUrl } from '../lib/requestUrl.ts';

export async function loader(args: Route.LoaderArgs) {
  const { items } = await fetchChosenItems(args, pageUrl(args.request).searchParams);
  return gridItemsResponse(items);
}
