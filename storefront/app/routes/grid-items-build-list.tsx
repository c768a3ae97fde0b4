// /GridItems/BuildList/{inventoryItemListSqid} (designed, issue 21 item 3): every item of a build list's grid as JSON,
// the list the /buildlist page's first page was computed from (lib/gridItems.ts fetches it on the shopper's intent).
import type { Route } from './+types/grid-items-build-list';
import { gridItemsResponse } from '../lib/gridItems.server.ts';
import { fetchBuildList } from '../lib/buildListPage.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const { items } = await fetchBuildList(args, args.params.sqid);
  return gridItemsResponse(items);
}
