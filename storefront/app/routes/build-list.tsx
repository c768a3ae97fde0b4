// /buildlist/{inventoryItemListSqid}/{buildListName} (spec 2 §2): the grid of a build list found by its sqid
// (getItemGrid with InventoryItemListSqid and ReturnAllImages, spec 2 §7), laid out as build tiles; "further layout
// not shown"): the list's name as its heading, its parts in the compact list. An unknown list is the 404 page.
import type { GridSettings } from '@rigkit/domain/grid';
import type { Route } from './+types/build-list';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { ProductSourceGrid } from '../components/ProductSourceGrid.tsx';
import { gridFirstPage } from '../lib/gridFirstPage.server.ts';
import { buildListItemsPath, useGridSource } from '../lib/gridItems.ts';
import { fetchBuildList } from '../lib/buildListPage.server.ts';
import { buildListPath } from '../lib/buildListPath.ts';
import { pageGridColumnCount } from '../lib/gridSettings.ts';
import { pageMeta } from '../lib/meta.ts';
import { skipRevalidationForQueryChanges } from '../lib/revalidation.ts';
// The sheets of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/pages/grid.css';

// Designed: a build list holds the parts of one PC (CPU, cooler, board ...), which read best as the compact list
// (Image, Description, Model, Price; spec 1 §2).
const buildListGridSettings: Partial<GridSettings> = { ColumnCount: pageGridColumnCount, GridType: 'compactlist' };

/** The list's name as the address writes it ("Streaming-PCs" or "Streaming%20PCs") in words: "Streaming PCs". */
export function buildListTitle(segment: string | undefined): string {
  const words = (segment ?? '').replace(/[-_+]+/g, ' ').replace(/\s+/g, ' ').trim();
  return words === '' ? 'Build list' : words;
}

export const shouldRevalidate = skipRevalidationForQueryChanges;

export async function loader(args: Route.LoaderArgs) {
  const sqid = args.params.sqid;
  const list = await fetchBuildList(args, sqid);
  const { items } = list;
  const title = list.title ?? buildListTitle(args.params.name);
  return {
    sqid,
    title,
    // The meta description names the list's first items in the list's own order.
    description: `${items.length} builds: ${items.slice(0, 3).map((item) => item.ItemDescription).join(', ')}.`,
    // The HTML carries the first page of the grid; the browser loads the rest (routes/grid-items-build-list.tsx) when
    // the shopper shows intent to change the view.
    grid: await gridFirstPage(args, items, buildListGridSettings),
  };
}

export function meta(args: Route.MetaArgs) {
  const data = args.loaderData;
  return pageMeta(args, {
    title: data?.title ?? 'Build list',
    description: data?.description,
    canonicalPath: data ? buildListPath(data.sqid, data.title) : undefined,
  });
}

export default function BuildListPage({ loaderData }: Route.ComponentProps) {
  const { sqid, title } = loaderData;
  const source = useGridSource(loaderData.grid, buildListItemsPath(sqid));
  return (
    <article className="build-list-page">
      <Breadcrumbs trail={[{ label: title }]} />
      <h1 className="page-heading">{title}</h1>
      <ProductSourceGrid key={sqid} source={source} label={title} hiddenHeading={`${title}: builds`} gridSettings={buildListGridSettings} />
    </article>
  );
}
