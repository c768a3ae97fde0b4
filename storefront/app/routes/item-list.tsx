// /ItemList/{InventoryItemListId} (spec 2 §2): the grid of a preset item list, attributes hidden (getItemGrid with
// InventoryItemListId, spec 2 §7). A list the store does not have is the 404 page.
import type { GridSettings } from '@rigkit/domain/grid';
import type { Route } from './+types/item-list';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { ProductSourceGrid } from '../components/ProductSourceGrid.tsx';
import { gridFirstPage } from '../lib/gridFirstPage.server.ts';
import { itemListItemsPath, useGridSource } from '../lib/gridItems.ts';
import { fetchItemList } from '../lib/itemListPage.server.ts';
import { pageGridColumnCount } from '../lib/gridSettings.ts';
import { pageMeta } from '../lib/meta.ts';
import { idParam } from '../lib/notFound.ts';
import { skipRevalidationForQueryChanges } from '../lib/revalidation.ts';
// The sheets of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/pages/grid.css';

/** Designed: the heading while the list's generated title (its name) is missing. */
export const ITEM_LIST_TITLE = 'Item list';

// spec 2 §2: "Grid of a preset list, attributes hidden".
const itemListGridSettings: Partial<GridSettings> = { ColumnCount: pageGridColumnCount, ShowAttributes: false };

export const shouldRevalidate = skipRevalidationForQueryChanges;

export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  const { items, title } = await fetchItemList(args, id);
  return {
    id,
    title,
    // The meta description names the list's first items in the list's own order.
    description: `${items.length} products: ${items.slice(0, 3).map((item) => item.ItemDescription).join(', ')}.`,
    // The HTML carries the first page of the grid; the browser loads the rest (routes/grid-items-item-list.tsx) when
    // the shopper shows intent to change the view.
    grid: await gridFirstPage(args, items, itemListGridSettings),
  };
}

export function meta(args: Route.MetaArgs) {
  const data = args.loaderData;
  return pageMeta(args, {
    title: data?.title ?? ITEM_LIST_TITLE,
    description: data?.description,
    canonicalPath: data ? `/ItemList/${data.id}` : undefined,
  });
}

export default function ItemListPage({ loaderData }: Route.ComponentProps) {
  const { id, title } = loaderData;
  const heading = title ?? ITEM_LIST_TITLE;
  const source = useGridSource(loaderData.grid, itemListItemsPath(id));
  return (
    <article className="item-list-page">
      <Breadcrumbs trail={[{ label: heading }]} />
      <h1 className="page-heading">{heading}</h1>
      <ProductSourceGrid key={id} source={source} label={heading} hiddenHeading={`${heading}: products`} gridSettings={itemListGridSettings} />
    </article>
  );
}
