import { ItemGridChips as Chips } from './ItemGridChips.tsx';
import type { ItemGridRootProps } from './ItemGridContext.ts';
import { AttributeFilters, BrandFilter, CategoryFilter, Filters, StockFilter } from './ItemGridFilters.tsx';
import { ItemGridFrame } from './ItemGridFrame.tsx';
import { Count, FiltersTrigger, Header, LayoutMenu, Search, SortMenu } from './ItemGridHeader.tsx';
import { Empty, Items, ShowMore } from './ItemGridItems.tsx';
import { useItemGrid } from './useItemGrid.ts';

/** The grid's element and state over every item; alone it renders every part, with children only those you place. */
function Root(props: ItemGridRootProps) {
  return <ItemGridFrame grid={useItemGrid(props)} props={props} />;
}

/**
 * The item grid (spec 1 §2, §4, §5, §9) as compound parts: `<ItemGrid.Root>` alone renders them all; pass
 * children to arrange your own. Each part renders one element and carries its state in `data-*` attributes.
 * `ItemGridSourceRoot` takes a partial source (a server's first page, every item on demand) instead of `items`
 * and is not a member here: a page that imports only it leaves the grid engine out of its first download.
 */
export const ItemGrid = {
  Root,
  Header,
  Count,
  Search,
  LayoutMenu,
  SortMenu,
  FiltersTrigger,
  Filters,
  StockFilter,
  CategoryFilter,
  BrandFilter,
  AttributeFilters,
  Chips,
  Items,
  ShowMore,
  Empty,
};
