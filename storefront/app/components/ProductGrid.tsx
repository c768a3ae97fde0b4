// The storefront's item grid: the ItemGrid widget with its settings in the page address (spec 1 §4), React
// Router links, the shopper's store for the stock filter, and Add to Cart that refreshes the header's count.
import type { components } from '@rigkit/api-client';
import type { GridSettings } from '@rigkit/domain/grid';
import { gridViewStateFromSettings, defaultGridSettings } from '@rigkit/domain/grid';
import type { TileItem } from '@rigkit/react/ItemTile';
import { ItemGrid, useGridUrlSync } from '@rigkit/react/ItemGrid';
import { useMemo } from 'react';
import { Link, useRevalidator, useRouteLoaderData, useSearchParams } from 'react-router';
import { addOneItemToCart } from '../lib/cart.client.ts';
import { imageUrl } from '../lib/images.ts';
import type { RootData } from '../root.tsx';

type Category = components['schemas']['Category'];

export interface ProductGridProps {
  items: readonly TileItem[];
  gridSettings?: Partial<GridSettings>;
  label: string;
  categories?: readonly Category[];
  /** Grid id "cbc" and hidden headers keep their settings out of the address (domain rule). */
  gridId?: string;
  /** A visually hidden level-2 heading before the grid, for pages whose tiles (h3) would follow the h1 directly. */
  hiddenHeading?: string;
  /** Items shown before Show more; sliders show every item. @default 24 (a long category paints its first rows fast) */
  pageSize?: number;
}

export function ProductGrid({ items, gridSettings, label, categories, gridId, hiddenHeading, pageSize = 24 }: ProductGridProps) {
  const root = useRouteLoaderData<RootData>('root');
  const [searchParams, setSearchParams] = useSearchParams();
  const revalidator = useRevalidator();
  const defaults = useMemo(() => gridViewStateFromSettings({ ...defaultGridSettings, ...gridSettings }), [gridSettings]);
  const sync = useGridUrlSync({
    searchParams,
    setSearchParams: (next) => setSearchParams(next, { replace: true, preventScrollReset: true }),
    defaults,
    ...(gridId === undefined ? {} : { gridId }),
    ...(gridSettings?.ShowHeader === undefined ? {} : { showHeader: gridSettings.ShowHeader }),
    ...(gridSettings?.BlockUrlUpdating === undefined ? {} : { blockUrlUpdating: gridSettings.BlockUrlUpdating }),
  });
  const grid = (
    <ItemGrid.Root
      items={items}
      label={label}
      pageSize={pageSize}
      imageUrl={imageUrl}
      {...(gridSettings ? { gridSettings } : {})}
      settings={sync.settings}
      onSettingsChange={sync.onSettingsChange}
      {...(categories ? { categories } : {})}
      {...(root ? { shopper: { storeName: root.shopper.storeName, warehouseId: root.shopper.warehouseId } } : {})}
      renderLink={({ href, children, ...rest }) => (
        <Link to={href} {...rest}>
          {children}
        </Link>
      )}
      onAddToCart={async (item) => {
        await addOneItemToCart(item.InventoryItemId, item.ItemTypeCode === 'KIT' ? 'viewItemKit' : 'viewItemSTK');
        await revalidator.revalidate();
      }}
    />
  );
  if (!hiddenHeading) return grid;
  return (
    <>
      <h2 className="visually-hidden">{hiddenHeading}</h2>
      {grid}
    </>
  );
}
