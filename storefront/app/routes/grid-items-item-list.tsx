// /GridItems/ItemList/{InventoryItemListId} (designed, issue 21 item 3): every item of a preset list's grid as JSON, the
// list the /ItemList page's first page was computed from (lib/gridItems.ts fetches it on the shopper's intent).
import type { Route } from './+types/grid-items-item-list';
import { gridItemsResponse } from '../lib/gridItems.server.ts';
import { fetchItemList } from '../lib/itemListPage.server.ts';
import { idParam } from '../lib/notFound.ts';

export async function loader(args: Route.LoaderArgs) {
  const { items } = await fetchItemList(args, idParam(args.params.id));
  return gridItemsResponse(items);
}
