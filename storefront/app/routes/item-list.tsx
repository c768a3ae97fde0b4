// /ItemList/{InventoryItemListId} (spec 2 §2): the grid of a preset item list, attributes hidden (getItemGrid with
// InventoryItemListId, spec 2 §7). A list the store does not have is the 404 page.
import type { GridSettings } from '@rigkit/domain/grid';
import type { Route } from './+types/item-list';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { ProductGrid } from '../components/ProductGrid.tsx';
import { rethrowAsErrorPage } from '../lib/apiErrors.ts';
import { serverApi } from '../lib/api.server.ts';
import { pageGridColumnCount } from '../lib/gridSettings.ts';
import { pageMeta } from '../lib/meta.ts';
import { idParam, notFound } from '../lib/notFound.ts';
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
  const { client } = serverApi(args);
  const grid = await client
    .POST('/getItemGrid', { body: { InventoryItemListId: id, GenerateTitle: true }, signal: args.request.signal })
    .then(({ data }) => data.data)
    .catch(rethrowAsErrorPage);
  // An unknown list answers 404; a list left with no items to show is not found either.
  const items = grid?.Items ?? [];
  if (items.length === 0) notFound();
  return { id, items, title: grid?.Title ?? null };
}

export function meta(args: Route.MetaArgs) {
  const data = args.loaderData;
  return pageMeta(args, {
    title: data?.title ?? ITEM_LIST_TITLE,
    description: data ? `${data.items.length} products: ${data.items.slice(0, 3).map((item) => item.ItemDescription).join(', ')}.` : undefined,
    canonicalPath: data ? `/ItemList/${data.id}` : undefined,
  });
}

export default function ItemListPage({ loaderData }: Route.ComponentProps) {
  const { items, title } = loaderData;
  const heading = title ?? ITEM_LIST_TITLE;
  return (
    <article className="item-list-page">
      <Breadcrumbs trail={[{ label: heading }]} />
      <h1 className="page-heading">{heading}</h1>
      <ProductGrid items={items} label={heading} hiddenHeading={`${heading}: products`} gridSettings={itemListGridSettings} />
    </article>
  );
}
