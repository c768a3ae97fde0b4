// What every storefront grid gives the ItemGrid widget, whichever source its items come from (ProductGrid: every
// item; ProductSourceGrid: a server's first page): its settings in the page address (spec 1 §4), the shopper's store
// for the stock filter, Add to Cart that refreshes the header's count, build tiles whose Add sends the build to /cart,
// the feature list's compatibility wheels on PCs and the compare toggles.
import type { components } from '@rigkit/api-client';
import type { AddToCartLine } from '@rigkit/domain/cart';
import type { GridSettings } from '@rigkit/domain/grid';
import type { TileItem } from '@rigkit/api-client/mappers';
import { CompareToggle } from '@rigkit/react/CompareTray';
import { CompatibilityWheel } from '@rigkit/react/CompatibilityWheel';
import type { ItemGridPartsProps } from '@rigkit/react/ItemGrid';
import { useGridUrlSync } from '@rigkit/react/ItemGrid';
import type { ReactNode } from 'react';
import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate, useRevalidator, useRouteLoaderData, useSearchParams } from 'react-router';
import { addLineToCart, addOneItemToCart } from '../lib/cart.client.ts';
import type { GridCompatibility } from '../lib/gridCompatibility.ts';
import { gridShopper } from '../lib/gridShopper.ts';
import { gridUrlOptions } from '../lib/gridSettings.ts';
import { useTimezoneOffset } from '../lib/timezoneOffset.ts';
import type { RootData } from '../root.tsx';

type Category = components['schemas']['Category'];

export interface ProductGridOptions {
  gridSettings?: Partial<GridSettings>;
  label: string;
  categories?: readonly Category[];
  /** Grid id "cbc" and hidden headers keep their settings out of the address (domain rule). */
  gridId?: string;
  /** A visually hidden level-2 heading before the grid, for pages whose tiles (h3) would follow the h1 directly. */
  hiddenHeading?: string;
  /** Items shown before Show more; sliders show every item. @default 24 (a long category paints its first rows fast) */
  pageSize?: number;
  /** The feature list's compatibility wheels of the PCs for the shopper's first chosen game (lib/gridCompatibility.ts). */
  compatibility?: GridCompatibility | null;
}

/** The grid's items a page shows before Show more (designed). */
export const productGridPageSize = 24;

/** The ItemGrid props of a storefront grid, everything but its items. */
export function useProductGridProps({ gridSettings, label, categories, gridId, pageSize = productGridPageSize, compatibility }: ProductGridOptions): ItemGridPartsProps {
  const navigate = useNavigate();
  const root = useRouteLoaderData<RootData>('root');
  // WA by postcode or store from the session, and by the device's time zone once hydrated (spec 1 §5).
  const timezoneOffset = useTimezoneOffset();
  // Loads the cart writes once the page has hydrated, so an add does not wait for them.
  useEffect(() => {
    void import('../lib/cartLines.ts');
  }, []);
  const [searchParams, setSearchParams] = useSearchParams();
  const revalidator = useRevalidator();
  const urlOptions = useMemo(() => gridUrlOptions(gridSettings, gridId), [gridSettings, gridId]);
  const sync = useGridUrlSync({
    searchParams,
    setSearchParams: (next) => setSearchParams(next, { replace: true, preventScrollReset: true }),
    ...urlOptions,
  });
  // Stable callbacks: a new function each render would make every tile of the grid render again with it.
  const { revalidate } = revalidator;
  const addToCart = useCallback(
    async (item: TileItem) => {
      await addOneItemToCart(item.InventoryItemId, item.ItemTypeCode === 'KIT' ? 'viewItemKit' : 'viewItemSTK');
      await revalidate();
    },
    [revalidate],
  );
  // A build tile's Add (build layout, spec 1 §2 "Build tile"): the build with its choices joins the cart, then /cart.
  const addBuildToCart = useCallback(
    async (line: AddToCartLine) => {
      await addLineToCart(line);
      await navigate('/cart');
    },
    [navigate],
  );
  // The wheel of the shopper's first chosen game on each rated PC (featurelist only: ItemGrid asks in that layout).
  const renderCompatibility = useMemo(() => {
    if (!compatibility) return undefined;
    return (item: TileItem) => {
      const report = compatibility.reports[item.InventoryItemId];
      return report ? <CompatibilityWheel label={compatibility.gameName} level={report.level} parts={report.parts} size={96} /> : null;
    };
  }, [compatibility]);
  // Every tile's compare toggle (issue 17 defect 14); the tray in root.tsx lists the chosen items.
  const renderTileActions = useCallback((item: TileItem) => <CompareToggle item={{ InventoryItemId: item.InventoryItemId, ItemDescription: item.ItemDescription }} />, []);
  return {
    label,
    pageSize,
    ...(gridSettings ? { gridSettings } : {}),
    settings: sync.settings,
    onSettingsChange: sync.onSettingsChange,
    ...(categories ? { categories } : {}),
    ...(root ? { shopper: gridShopper(root.shopper, timezoneOffset) } : {}),
    onAddToCart: addToCart,
    onAddBuildToCart: addBuildToCart,
    ...(renderCompatibility ? { renderCompatibility } : {}),
    renderTileActions,
  };
}

/** The grid after its visually hidden heading, when the page asks for one. */
export function withHiddenHeading(grid: ReactNode, hiddenHeading: string | undefined): ReactNode {
  if (!hiddenHeading) return grid;
  return (
    <>
      <h2 className="visually-hidden">{hiddenHeading}</h2>
      {grid}
    </>
  );
}
