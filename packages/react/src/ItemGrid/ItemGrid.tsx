import type { CSSProperties } from 'react';
import { useOverlayTriggerState } from 'react-stately/useOverlayTriggerState';
import { ItemGridChips as Chips } from './ItemGridChips.tsx';
import type { ItemGridRootProps } from './ItemGridContext.ts';
import { ItemGridContext } from './ItemGridContext.ts';
import { AttributeFilters, BrandFilter, CategoryFilter, Filters, StockFilter } from './ItemGridFilters.tsx';
import { Count, FiltersTrigger, Header, LayoutMenu, Search, SortMenu } from './ItemGridHeader.tsx';
import { Empty, Items, ShowMore } from './ItemGridItems.tsx';
import { useGridTiles } from './ItemGridTile.tsx';
import { useItemGrid } from './useItemGrid.ts';

/** The grid's element and state; alone it renders every part, with children only those you place. */
function Root(props: ItemGridRootProps) {
  const grid = useItemGrid(props);
  const filterPanel = useOverlayTriggerState({});
  const { getTileProps, renderTile } = useGridTiles(grid, props);
  return (
    <ItemGridContext.Provider value={{ grid, props, filterPanel, getTileProps, renderTile }}>
      <div
        className={props.className}
        data-rigkit="item-grid"
        data-state={grid.state}
        data-layout={grid.settings.gridType}
        data-mode={grid.isSlider ? 'slider' : 'list'}
        data-viewport={grid.isMobile ? 'mobile' : 'desktop'}
        data-columns={grid.columnCount}
        style={{ '--rk-grid-columns': grid.columnCount } as CSSProperties}
      >
        {props.children ?? (
          <>
            <Header />
            <Chips />
            <div data-part="body">
              <Filters />
              <div data-part="results">
                <Items />
                <ShowMore />
                <Empty />
              </div>
            </div>
          </>
        )}
      </div>
    </ItemGridContext.Provider>
  );
}

/**
 * The item grid (spec 1 §2, §4, §5, §9) as compound parts: `<ItemGrid.Root>` alone renders them all; pass
 * children to arrange your own. Each part renders one element and carries its state in `data-*` attributes.
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
