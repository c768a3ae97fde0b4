import type { ReactNode } from 'react';
import { useRef } from 'react';
import type { BigItemListGroup, BigItemListItem, BigItemListView } from './bigItemGroups.ts';
import { bigItemListMessages, groupItemCountText } from './messages.ts';
import type { BigItemListProps, BigItemListState } from './useBigItemList.ts';
import { useBigItemList } from './useBigItemList.ts';
import { createPartsContext } from '../internal/createPartsContext.ts';
// Native toggle buttons with React Aria's toggle button group contract, without its press and focus-manager code (issue 21).
import { useNativeToggleGroup, useNativeToggleGroupItem } from '../internal/useNativeToggleGroup.ts';

interface BigItemListContextValue {
  list: BigItemListState<BigItemListItem>;
  renderItems: ((group: BigItemListGroup<BigItemListItem>) => ReactNode) | undefined;
}

const [BigItemListContext, useBigItemListContext] = createPartsContext<BigItemListContextValue>('BigItemList');

export interface BigItemListRootProps<Item extends BigItemListItem> extends BigItemListProps<Item> {
  /** Renders the chosen tile's items under the tiles, e.g. with `ItemGrid.Root`. */
  renderItems?: (group: BigItemListGroup<Item>) => ReactNode;
  /** The parts to show. @default the view toggle, the tiles and the results */
  children?: ReactNode;
  /** Class name of the root element. */
  className?: string;
}

/** Holds the list's state; `data-view` names the view and `data-state` whether a tile is chosen. */
function Root<Item extends BigItemListItem>({ renderItems, children, className, ...props }: BigItemListRootProps<Item>) {
  const list = useBigItemList(props);
  return (
    <BigItemListContext
      value={{
        list,
        renderItems: renderItems as ((group: BigItemListGroup<BigItemListItem>) => ReactNode) | undefined,
      }}
    >
      <div className={className} data-rigkit="big-item-list" data-view={list.view} data-state={list.selectedGroup ? 'selected' : 'idle'}>
        {children ?? (
          <>
            <ViewToggle />
            <Tiles />
            <Results />
          </>
        )}
      </div>
    </BigItemListContext>
  );
}

/** Props of the parts that render one element and take only a class name. */
export interface BigItemListPartProps {
  /** Class name of the element. */
  className?: string;
}

export interface BigItemListViewToggleProps extends BigItemListPartProps {
  /** Accessible name of the toggle. @default 'Shop by' */
  'aria-label'?: string;
}

/** The Category / Brand toggle (spec 1 §2): two toggle buttons of which one is always chosen. */
function ViewToggle({ className, 'aria-label': ariaLabel = bigItemListMessages.shopBy }: BigItemListViewToggleProps) {
  useBigItemListContext('ViewToggle'); // only to throw outside Root
  const ref = useRef<HTMLDivElement>(null);
  const { groupProps } = useNativeToggleGroup({ 'aria-label': ariaLabel }, ref);
  return (
    <div {...groupProps} ref={ref} className={className} data-part="view-toggle">
      <ViewButton view="category">{bigItemListMessages.category}</ViewButton>
      <ViewButton view="brand">{bigItemListMessages.brand}</ViewButton>
    </div>
  );
}

function ViewButton({ view, children }: { view: BigItemListView; children: ReactNode }) {
  const { list } = useBigItemListContext('ViewToggle');
  const { buttonProps, isSelected } = useNativeToggleGroupItem(view, list.viewToggle);
  return (
    <button {...buttonProps} data-part="view" data-state={isSelected ? 'on' : 'off'}>
      {children}
    </button>
  );
}

export interface BigItemListTilesProps extends BigItemListPartProps {
  /** Accessible name of the tiles. @default 'Category' or 'Brand', after the view */
  'aria-label'?: string;
}

/** The tiles of the current view; "No items found" when the view has none. */
function Tiles({ className, 'aria-label': ariaLabel }: BigItemListTilesProps) {
  const { list } = useBigItemListContext('Tiles');
  const ref = useRef<HTMLDivElement>(null);
  const label = ariaLabel ?? (list.view === 'category' ? bigItemListMessages.category : bigItemListMessages.brand);
  const { groupProps } = useNativeToggleGroup({ 'aria-label': label }, ref);
  if (list.groups.length === 0) {
    return (
      <p className={className} data-part="empty">
        {bigItemListMessages.noItemsFound}
      </p>
    );
  }
  return (
    <div {...groupProps} ref={ref} className={className} data-part="tiles">
      {list.groups.map((group) => (
        <Tile key={group.key} group={group} />
      ))}
    </div>
  );
}

export interface BigItemListTileProps extends BigItemListPartProps {
  /** The category or brand the tile stands for. */
  group: BigItemListGroup;
  /** The tile's content. @default the name, "Save up to N%" when something is discounted, and the item count */
  children?: ReactNode;
}

/** One category or brand: pressing it shows its items below, pressing it again hides them. */
function Tile({ group, children, className }: BigItemListTileProps) {
  const { list } = useBigItemListContext('Tile');
  const { buttonProps, isSelected } = useNativeToggleGroupItem(group.key, list.tiles);
  return (
    <button
      {...buttonProps}
      className={className}
      aria-controls={isSelected ? list.resultsId : undefined}
      data-part="tile"
      data-state={isSelected ? 'on' : 'off'}
      data-saving={group.bestSavingPercent > 0 ? 'discounted' : 'none'}
    >
      {children ?? (
        <>
          <span data-part="tile-name">{group.name}</span>
          {group.saveUpTo ? <span data-part="tile-saving">{group.saveUpTo}</span> : null}
          <span data-part="tile-count">{groupItemCountText(group.items.length)}</span>
        </>
      )}
    </button>
  );
}

export interface BigItemListResultsProps extends BigItemListPartProps {
  /** Renders the chosen tile's items. @default the Root's `renderItems` */
  children?: (group: BigItemListGroup) => ReactNode;
}

/** The chosen tile's items (spec 1 §2 "Selecting one shows a grid below"), a region named after the tile; nothing when none is chosen. */
function Results({ children, className }: BigItemListResultsProps) {
  const { list, renderItems } = useBigItemListContext('Results');
  const group = list.selectedGroup;
  if (!group) return null;
  const render = children ?? renderItems;
  return (
    <section id={list.resultsId} aria-label={group.name} className={className} data-part="results" data-group={group.key}>
      {render ? render(group) : null}
    </section>
  );
}

/**
 * The big item list (spec 1 §2): `Root` holds the state and by default renders `ViewToggle` (Category / Brand),
 * `Tiles` (one `Tile` per category or brand, with "Save up to N%") and `Results` (the chosen tile's items).
 */
export const BigItemList = { Root, ViewToggle, Tiles, Tile, Results };
