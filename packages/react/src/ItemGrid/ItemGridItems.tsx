// The items in the chosen layout (spec 1 §2): list of tiles, compact-list table, slider; skeletons while loading
// and "No items found" when nothing matches.
import { Fragment, useCallback, useEffect, useRef, useState } from 'react';
import { useNativeButton } from '../internal/useNativeButton.ts';
import { useNearViewport } from '../internal/useNearViewport.ts';
import { useItemGridContext } from './ItemGridContext.ts';
import { ItemGridSlider } from '../internal/ItemGridSlider.tsx';
import { itemGridMessages, showMoreText } from './messages.ts';

function SkeletonTiles({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <li key={index} data-part="skeleton" aria-hidden="true">
      <span data-part="skeleton-image" />
      <span data-part="skeleton-line" />
      <span data-part="skeleton-line" />
    </li>
  ));
}

/**
 * The items in the chosen layout: a table with column headers for the compact list, the slider in slider mode,
 * otherwise a list of tiles; skeleton tiles with aria-busy while loading.
 */
export function Items() {
  const { grid, props, renderTile } = useItemGridContext();
  const label = props.label ?? itemGridMessages.gridLabel;
  if (grid.state === 'loading') {
    return (
      <ul aria-label={label} aria-busy="true" data-part="items" data-state="loading">
        <SkeletonTiles count={grid.isSlider ? grid.slideCount : grid.columnCount} />
      </ul>
    );
  }
  if (grid.state === 'empty') return null;
  if (grid.isSlider) {
    return (
      <ItemGridSlider
        label={label}
        slideCount={grid.slideCount}
        isAutoplayEnabled={props.isAutoplayEnabled ?? true}
        slides={grid.items.map((item, index) => ({ key: item.InventoryItemId, content: renderTile({ item, index }) }))}
      />
    );
  }
  if (grid.settings.gridType === 'compactlist') {
    return (
      <table aria-label={label} aria-busy={grid.isUpdating || undefined} data-part="items" data-layout="compactlist" data-state={grid.isUpdating ? 'updating' : undefined}>
        <thead>
          <tr>
            {grid.compactListColumns.map((column) => (
              <th key={column} scope="col" data-column={column.toLowerCase().replace(' ', '-')}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.items.map((item, index) => (
            <Fragment key={item.InventoryItemId}>{renderTile({ item, index })}</Fragment>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <ul aria-label={label} aria-busy={grid.isUpdating || undefined} data-part="items" data-layout={grid.settings.gridType} data-state={grid.isUpdating ? 'updating' : undefined}>
      {grid.items.map((item, index) => (
        <li key={item.InventoryItemId} data-part="item">
          {renderTile({ item, index })}
        </li>
      ))}
    </ul>
  );
}

/** "No items found" when nothing matches (spec 1 §2). */
export function Empty() {
  const { grid } = useItemGridContext();
  if (grid.state !== 'empty') return null;
  return (
    <p data-part="empty" role="status">
      {itemGridMessages.noItemsFound}
    </p>
  );
}

/**
 * The Show more button under a grid given a page size, while matching items are still hidden (designed). Over a
 * partial source it asks for every item once it comes near the viewport, so the next page is there when pressed.
 */
export function ShowMore() {
  const { grid } = useItemGridContext();
  const ref = useRef<HTMLButtonElement>(null);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  // One ref function for the button's life: the observer below follows the element, not every render.
  const setRefs = useCallback((element: HTMLButtonElement | null) => {
    ref.current = element;
    setButton(element);
  }, []);
  const { buttonProps } = useNativeButton({ onPress: grid.showMore }, ref);
  const isPartial = grid.itemsSource === 'partial';
  const isNear = useNearViewport(isPartial ? button : null);
  const { requestItems } = grid;
  useEffect(() => {
    if (isPartial && isNear) requestItems();
  }, [isPartial, isNear, requestItems]);
  if (grid.state !== 'ready' || grid.hiddenCount === 0) return null;
  return (
    <button
      {...buttonProps}
      ref={setRefs}
      data-part="show-more"
      aria-busy={(grid.itemsSource !== 'complete' && grid.isUpdating) || undefined}
    >
      {showMoreText(grid.hiddenCount)}
    </button>
  );
}
