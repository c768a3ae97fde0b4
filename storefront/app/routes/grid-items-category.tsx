// /GridItems/Categories/{InventoryCategoryId} (designed, issue 21 item 3): every item of a category's grid as JSON, the
// list the category page's first page was computed from (lib/gridItems.ts fetches it on the shopper's intent).
import type { Route } from './+types/grid-items-category';
import { fetchCategoryPage } from '../lib/categoryPage.server.ts';
import { gridItemsResponse } from '../lib/gridItems.server.ts';
import { idParam } from '../lib/notFound.ts';

export async function loader(args: Route.LoaderArgs) {
  const category = await fetchCategoryPage(args, idParam(args.params.id));
  return gridItemsResponse(category.ItemList?.Items ?? []);
}
