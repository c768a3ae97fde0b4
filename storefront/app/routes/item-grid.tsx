// /ItemGrid?inventoryItemIds=comma list, showTitle, showAttributes (spec 2 §2): a grid of the chosen items. showTitle
// asks getItemGrid to GenerateTitle and shows it as the heading; showAttributes asks it to ReturnAttributes and shows
// them on the tiles (spec 2 §7). The grid keeps its own settings in the address beside these (spec 1 §4).
import type { GridSettings } from '@rigkit/domain/grid';
import { useMemo } from 'react';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/item-grid';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { ProductSourceGrid } from '../components/ProductSourceGrid.tsx';
import { gridFirstPage } from '../lib/gridFirstPage.server.ts';
import { chosenItemsPath, itemGridChoiceKeys, useGridSource } from '../lib/gridItems.ts';
import { fetchChosenItems } from '../lib/itemGridPage.server.ts';
import { pageGridColumnCount } from '../lib/gridSettings.ts';
import { pageMeta } from '../lib/meta.ts';
import { pageUrl } from '../lib/requestUrl.ts';
// The sheets of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/pages/grid.css';

/** Designed: the heading when no generated title was asked for. */
export const ITEM_GRID_DEFAULT_TITLE = 'Selected items';

/** The grid's settings: attributes on the tiles when the address asks for them (spec 2 §2). */
const itemGridSettings = (showAttributes: boolean): Partial<GridSettings> => ({ ColumnCount: pageGridColumnCount, ...(showAttributes ? { ShowAttributes: true } : {}) });

// The grid's own settings change only the query's grid keys: the items are fetched again only when the address's
// choice of items or its flags change.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const choice = (url: URL) => itemGridChoiceKeys.map((key) => url.searchParams.get(key)).join('|');
  if (currentUrl.pathname === nextUrl.pathname && choice(currentUrl) === choice(nextUrl)) return false;
  return defaultShouldRevalidate;
}

export async function loader(args: Route.LoaderArgs) {
  const query = pageUrl(args.request).searchParams;
  const { items, title, showAttributes } = await fetchChosenItems(args, query);
  return {
    title,
    showAttributes,
    itemsPath: chosenItemsPath(query),
    description: items.length > 0 ? `${items.length} chosen products: ${items.slice(0, 3).map((item) => item.ItemDescription).join(', ')}.` : 'Chosen products.',
    // The HTML carries the first page of the grid; the browser loads the rest (routes/grid-items-item-grid.tsx) when
    // the shopper shows intent to change the view.
    grid: await gridFirstPage(args, items, itemGridSettings(showAttributes)),
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: args.loaderData?.title ?? ITEM_GRID_DEFAULT_TITLE, description: args.loaderData?.description ?? 'Chosen products.' });
}

export default function ItemGridPage({ loaderData }: Route.ComponentProps) {
  const { title, showAttributes, itemsPath } = loaderData;
  const heading = title ?? ITEM_GRID_DEFAULT_TITLE;
  const gridSettings = useMemo(() => itemGridSettings(showAttributes), [showAttributes]);
  const source = useGridSource(loaderData.grid, itemsPath);
  return (
    <article className="item-grid-page">
      <Breadcrumbs trail={[{ label: heading }]} />
      <h1 className="page-heading">{heading}</h1>
      <ProductSourceGrid key={itemsPath} source={source} label={heading} hiddenHeading={`${heading}: products`} gridSettings={gridSettings} />
    </article>
  );
}
