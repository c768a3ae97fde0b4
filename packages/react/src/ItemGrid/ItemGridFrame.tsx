// The Root's element and context, whichever source the grid's items come from (ItemGrid.tsx: every item;
// ItemGridSourceRoot.tsx: a partial source). A partial source's grid also listens here for the shopper's intent to
// change the view: pointing at or focusing the header, the filters or the chips starts loading every item.
import type { CSSProperties, SyntheticEvent } from 'react';
import { useOverlayTriggerState } from 'react-stately/useOverlayTriggerState';
import { ItemGridChips as Chips } from './ItemGridChips.tsx';
import type { ItemGridPartsProps } from './ItemGridContext.ts';
import { ItemGridContext } from './ItemGridContext.ts';
import { Filters } from './ItemGridFilters.tsx';
import { Header } from './ItemGridHeader.tsx';
import { Empty, Items, ShowMore } from './ItemGridItems.tsx';
import { useGridTiles } from './ItemGridTile.tsx';
import type { ItemGridAria } from './useItemGrid.ts';

/** The parts whose use changes the view; the tiles are not among them (pointing at a tile is no intent to filter). */
const viewControls = '[data-part="header"], [data-part="filters"], [data-part="chips"], [data-part="filter-dialog"]';

export function ItemGridFrame({ grid, props }: { grid: ItemGridAria; props: ItemGridPartsProps }) {
  const filterPanel = useOverlayTriggerState({});
  const { getTileProps, renderTile } = useGridTiles(grid, props);
  const isPartial = grid.itemsSource === 'partial';
  // Delegated: one listener for whatever parts the children arrange; React's events reach it from the portalled
  // filter dialog too.
  const onIntent = (event: SyntheticEvent) => {
    if (event.target instanceof Element && event.target.closest(viewControls)) grid.requestItems();
  };
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
        data-items={grid.itemsSource === 'complete' ? undefined : grid.itemsSource}
        style={{ '--rk-grid-columns': grid.columnCount } as CSSProperties}
        {...(isPartial ? { onPointerOver: onIntent, onFocus: onIntent } : {})}
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
