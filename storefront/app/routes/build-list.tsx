// /buildlist/{inventoryItemListSqid}/{buildListName} (spec 2 §2): the grid of a build list found by its sqid
// (getItemGrid with InventoryItemListSqid and ReturnAllImages, spec 2 §7), laid out as build tiles; "further layout
// not shown"): the list's name as its heading, its parts in the compact list. An unknown list is the 404 page.
import type { GridSettings } from '@rigkit/domain/grid';
import type { Route } from './+types/build-list';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { ProductGrid } from '../components/ProductGrid.tsx';
import { rethrowAsErrorPage } from '../lib/apiErrors.ts';
import { serverApi } from '../lib/api.server.ts';
import { buildListPath } from '../lib/buildListPath.ts';
import { pageGridColumnCount } from '../lib/gridSettings.ts';
import { pageMeta } from '../lib/meta.ts';
import { notFound } from '../lib/notFound.ts';
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
  if (!/^[A-Za-z0-9]{1,64}$/.test(sqid)) notFound();
  const { client } = serverApi(args);
  const grid = await client
    .POST('/getItemGrid', { body: { InventoryItemListSqid: sqid, ReturnAllImages: true, GenerateTitle: true }, signal: args.request.signal })
    .then(({ data }) => data.data)
    .catch(rethrowAsErrorPage);
  const items = grid?.Items ?? [];
  if (items.length === 0) notFound();
  const title = grid?.Title ?? buildListTitle(args.params.name);
  return { sqid, items, title };
}

export function meta(args: Route.MetaArgs) {
  const data = args.loaderData;
  return pageMeta(args, {
    title: data?.title ?? 'Build list',
    description: data ? `${data.items.length} builds: ${data.items.slice(0, 3).map((item) => item.ItemDescription).join(', ')}.` : undefined,
    canonicalPath: data ? buildListPath(data.sqid, data.title) : undefined,
  });
}

export default function BuildListPage({ loaderData }: Route.ComponentProps) {
  const { items, title } = loaderData;
  return (
    <article className="build-list-page">
      <Breadcrumbs trail={[{ label: title }]} />
      <h1 className="page-heading">{title}</h1>
      <ProductGrid items={items} label={title} hiddenHeading={`${title}: builds`} gridSettings={buildListGridSettings} />
    </article>
  );
}
