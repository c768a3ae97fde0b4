// A grid page's loader sends its grid's first page, not every item (issue 21 item 3): the page the address's grid
// settings ask for, for the shopper's store, computed by the grid's own engine and view rules (itemGridFirstPage), so
// the browser hydrates it unchanged and loads every item only when the shopper shows intent to change the view.
import type { TileItem } from '@rigkit/api-client/mappers';
import type { GridSettings } from '@rigkit/domain/grid';
import type { ItemGridFirstPage } from '@rigkit/react/ItemGrid';
import { itemGridFirstPage } from '@rigkit/react/ItemGrid';
import type { RouterContextProvider } from 'react-router';
import { productGridPageSize } from '../components/useProductGridProps.tsx';
import { addressGridSettings } from './gridSettings.ts';
import { gridShopper } from './gridShopper.ts';
import { pageUrl } from './requestUrl.ts';
import { pageShopper } from './session.server.ts';

interface LoaderArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/**
 * The first page of a page grid over `items` (given as ProductSourceGrid will be: its gridSettings and gridId). The
 * session is the one the root loader reads: the storefront server answers one render's fetchSession calls once.
 */
export async function gridFirstPage(args: LoaderArgs, items: readonly TileItem[], gridSettings: Partial<GridSettings>, gridId?: string): Promise<ItemGridFirstPage> {
  const shopper = await pageShopper(args);
  return itemGridFirstPage(items, {
    gridSettings,
    settings: addressGridSettings(pageUrl(args.request), gridSettings, gridId),
    // The server knows no time zone: a shopper whose WA status changes with it gets the items loaded once hydrated.
    shopper: gridShopper(shopper, null),
    pageSize: productGridPageSize,
  });
}
