import type { CSSProperties } from 'react';
import { useOverlayTriggerState } from 'react-stately/useOverlayTriggerState';
import { BuildTileCard } from '../BuildTile/index.ts';
import type { ItemTileComponentProps, TileItem } from '../ItemTile/index.ts';
import { ItemTile } from '../ItemTile/index.ts';
import { ItemGridChips as Chips } from './ItemGridChips.tsx';
import type { ItemGridRootProps } from './ItemGridContext.ts';
import { ItemGridContext } from './ItemGridContext.ts';
import { AttributeFilters, BrandFilter, CategoryFilter, Filters, StockFilter } from './ItemGridFilters.tsx';
import { Count, FiltersTrigger, Header, LayoutMenu, Search, SortMenu } from './ItemGridHeader.tsx';
import { Empty, Items, ShowMore } from './ItemGridItems.tsx';
import { useItemGrid } from './useItemGrid.ts';

/** The grid's element and state; alone it renders every part, with children only those you place. */
function Root(props: ItemGridRootProps) {
  const grid = useItemGrid(props);
  const filterPanel = useOverlayTriggerState({});
  const getTileProps = ({ item, index }: { item: TileItem; index: number }): ItemTileComponentProps => ({
    item,
    // The first row is what the shopper sees first (and Lighthouse measures): load it at once.
    imageLoading: index < (grid.isSlider ? grid.slideCount : grid.columnCount) ? 'eager' : 'lazy',
    layout: grid.settings.gridType,
    isInSlider: grid.isSlider,
    ...(props.imageUrl ? { imageUrl: props.imageUrl } : {}),
    usePlainDescription: grid.gridSettings.UsePlainDescription,
    showAttributes: grid.gridSettings.ShowAttributes,
    columns: grid.compactListColumns,
    ...(props.onAddToCart ? { onAddToCart: props.onAddToCart } : {}),
    ...(props.renderCompatibility && grid.settings.gridType === 'featurelist' ? { compatibility: props.renderCompatibility(item) } : {}),
    ...(props.renderTileActions ? { extraActions: props.renderTileActions(item) } : {}),
  });
  // The build layout draws build tiles with their pickers and total (spec 1 §2 layouts "build", "Build tile");
  // every other layout draws item tiles.
  const renderTile = ({ item, index }: { item: TileItem; index: number }) =>
    grid.settings.gridType === 'build' ? (
      <BuildTileCard
        item={item}
        {...(props.imageUrl ? { imageUrl: props.imageUrl } : {})}
        imageLoading={getTileProps({ item, index }).imageLoading ?? 'lazy'}
        {...(props.onAddBuildToCart ? { onAddToCart: props.onAddBuildToCart } : {})}
      />
    ) : (
      <ItemTile {...getTileProps({ item, index })} />
    );
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
