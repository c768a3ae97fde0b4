// /ItemGrid?inventoryItemIds=comma list, showTitle, showAttributes (spec 2 §2): a grid of the chosen items. showTitle
// asks getItemGrid to GenerateTitle and shows it as the heading; showAttributes asks it to ReturnAttributes and shows
// them on the tiles (spec 2 §7). The grid keeps its own settings in the address beside these (spec 1 §4).
import type { GridSettings } from '@rigkit/domain/grid';
import { INVENTORY_ITEM_IDS_PARAMETER, isAddressFlagOn, parseInventoryItemIds } from '@rigkit/domain/grid';
import { useMemo } from 'react';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/item-grid';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { ProductGrid } from '../components/ProductGrid.tsx';
import { badRequest, rethrowAsErrorPage } from '../lib/apiErrors.ts';
import { serverApi } from '../lib/api.server.ts';
import { pageGridColumnCount } from '../lib/gridSettings.ts';
import { pageMeta } from '../lib/meta.ts';
import { pageUrl } from '../lib/requestUrl.ts';
// The sheets of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/pages/grid.css';

/** Designed: the heading when no generated title was asked for. */
export const ITEM_GRID_DEFAULT_TITLE = 'Selected items';

// The grid's own settings change only the query's grid keys: the items are fetched again only when the address's
// choice of items or its flags change.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const choice = (url: URL) => ['inventoryItemIds', 'showTitle', 'showAttributes'].map((key) => url.searchParams.get(key)).join('|');
  if (currentUrl.pathname === nextUrl.pathname && choice(currentUrl) === choice(nextUrl)) return false;
  return defaultShouldRevalidate;
}

export async function loader(args: Route.LoaderArgs) {
  const query = pageUrl(args.request).searchParams;
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

export function meta(args: Route.MetaArgs) {
  const title = args.loaderData?.title ?? ITEM_GRID_DEFAULT_TITLE;
  const items = args.loaderData?.items ?? [];
  return pageMeta(args, { title, description: items.length > 0 ? `${items.length} chosen products: ${items.slice(0, 3).map((item) => item.ItemDescription).join(', ')}.` : 'Chosen products.' });
}

export default function ItemGridPage({ loaderData }: Route.ComponentProps) {
  const { items, title, showAttributes } = loaderData;
  const heading = title ?? ITEM_GRID_DEFAULT_TITLE;
  const gridSettings = useMemo<Partial<GridSettings>>(() => ({ ColumnCount: pageGridColumnCount, ...(showAttributes ? { ShowAttributes: true } : {}) }), [showAttributes]);
  return (
    <article className="item-grid-page">
      <Breadcrumbs trail={[{ label: heading }]} />
      <h1 className="page-heading">{heading}</h1>
      <ProductGrid items={items} label={heading} hiddenHeading={`${heading}: products`} gridSettings={gridSettings} />
    </article>
  );
}
