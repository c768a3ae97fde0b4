import type { CSSProperties, ReactNode } from 'react';
import { createContext, useContext, useId, useRef } from 'react';
import { useButton } from 'react-aria/useButton';
import type { OverlayTriggerState } from 'react-stately/useOverlayTriggerState';
import { useOverlayTriggerState } from 'react-stately/useOverlayTriggerState';
import type { ImageUrlBuilder, ItemTileComponentProps, ItemTileLinkProps, TileItem } from '../ItemTile/index.ts';
import { ItemTile } from '../ItemTile/index.ts';
import { FilterDialog } from './FilterDialog.tsx';
import { FilterToggle } from './FilterToggle.tsx';
import { GridMenu } from './GridMenu.tsx';
import { GridSearchField } from './GridSearchField.tsx';
import { ItemGridSlider } from './ItemGridSlider.tsx';
import { ITEM_GRID_TEXT, itemCountText, removeFilterText } from './messages.ts';
import type { ItemGridFilterOption, ItemGridAria, ItemGridProps } from './useItemGrid.ts';
import { useItemGrid } from './useItemGrid.ts';

export interface ItemGridRootProps extends ItemGridProps {
  /** Builds tile image addresses from an image id and the layout's width (spec 1 §9). */
  imageUrl: ImageUrlBuilder;
  /** Renders product links, e.g. with your router's Link. @default a plain `<a href>` */
  renderLink?: (link: ItemTileLinkProps) => ReactNode;
  /** Called when a tile's Add to Cart is pressed; add 1, or 1 more, with `addOneToCart` from @rigkit/domain/cart. */
  onAddToCart?: (item: TileItem) => void | Promise<void>;
  /** Accessible name of the item list. @default 'Items' */
  label?: string;
  /** Whether slider mode moves on its own every 4 s. @default true */
  isAutoplayEnabled?: boolean;
  /** The parts to show; @default header, chips, filters, items and the empty state */
  children?: ReactNode;
  /** Class name of the root element. */
  className?: string;
}

interface ItemGridContextValue {
  grid: ItemGridAria;
  props: ItemGridRootProps;
  filterPanel: OverlayTriggerState;
  /** Prop getter for one tile (downshift style): everything a tile needs from the grid. */
  getTileProps: (options: { item: TileItem; index: number }) => ItemTileComponentProps;
}

const ItemGridContext = createContext<ItemGridContextValue | null>(null);

/** The grid's state and behaviour inside `ItemGrid.Root`, for parts of your own. */
export function useItemGridContext(): ItemGridContextValue {
  const context = useContext(ItemGridContext);
  if (!context) throw new Error('ItemGrid parts must be rendered inside <ItemGrid.Root>.');
  return context;
}

function Root(props: ItemGridRootProps) {
  const grid = useItemGrid(props);
  const filterPanel = useOverlayTriggerState({});
  const getTileProps = ({ item, index }: { item: TileItem; index: number }): ItemTileComponentProps => ({
    item,
    // The first row is what the shopper sees first (and Lighthouse measures): load it at once.
    imageLoading: index < (grid.isSlider ? grid.slideCount : grid.columnCount) ? 'eager' : 'lazy',
    layout: grid.settings.gridType,
    isInSlider: grid.isSlider,
    imageUrl: props.imageUrl,
    usePlainDescription: grid.gridSettings.UsePlainDescription,
    showAttributes: grid.gridSettings.ShowAttributes,
    columns: grid.compactListColumns,
    ...(props.renderLink ? { renderLink: props.renderLink } : {}),
    ...(props.onAddToCart ? { onAddToCart: props.onAddToCart } : {}),
  });
  return (
    <ItemGridContext.Provider value={{ grid, props, filterPanel, getTileProps }}>
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
                <Empty />
              </div>
            </div>
          </>
        )}
      </div>
    </ItemGridContext.Provider>
  );
}

/** The header bar (spec 1 §2): count, search, view switch, sort menu and, under 900 px, the filter button. Hidden when ShowHeader is false. */
function Header({ children }: { children?: ReactNode }) {
  const { grid } = useItemGridContext();
  if (!grid.gridSettings.ShowHeader || grid.isSlider) return null;
  return (
    <div data-part="header">
      {children ?? (
        <>
          <Count />
          <Search />
          <LayoutMenu />
          <SortMenu />
          <FiltersTrigger />
        </>
      )}
    </div>
  );
}

/** How many items match, announced politely as filters change. */
function Count() {
  const { grid } = useItemGridContext();
  return (
    <p data-part="count" role="status">
      {grid.state === 'loading' ? ITEM_GRID_TEXT.loading : itemCountText(grid.total)}
    </p>
  );
}

/** The 15-character search box; what it holds is lowercased (spec 1 §5). */
function Search() {
  const { grid } = useItemGridContext();
  return <GridSearchField label={ITEM_GRID_TEXT.search} value={grid.settings.search} onChange={grid.setSearch} />;
}

/** The view switch (layout menu): the grid's allowed layouts (spec 1 §2). */
function LayoutMenu() {
  const { grid } = useItemGridContext();
  const current = grid.layoutOptions.find((option) => option.value === grid.settings.gridType);
  return (
    <GridMenu
      label={ITEM_GRID_TEXT.layout}
      part="layout-menu"
      buttonContent={`${ITEM_GRID_TEXT.layout}: ${current?.label ?? grid.settings.gridType}`}
      options={grid.layoutOptions}
      selectedValue={grid.settings.gridType}
      onAction={grid.setLayout}
    />
  );
}

/** The sort menu: the same key again flips the direction, a new key starts ascending (spec 1 §4). */
function SortMenu() {
  const { grid } = useItemGridContext();
  const current = grid.sortOptions.find((option) => option.value === grid.settings.sortKey);
  const direction = grid.settings.sortDirection === 'asc' ? ITEM_GRID_TEXT.ascending : ITEM_GRID_TEXT.descending;
  return (
    <GridMenu
      label={ITEM_GRID_TEXT.sort}
      part="sort-menu"
      buttonContent={
        <>
          {`${ITEM_GRID_TEXT.sort}: ${current?.label ?? grid.settings.sortKey} `}
          <span data-part="sort-direction" data-direction={grid.settings.sortDirection}>
            ({direction})
          </span>
        </>
      }
      options={grid.sortOptions}
      selectedValue={grid.settings.sortKey}
      onAction={grid.chooseSort}
    />
  );
}

/** Opens the mobile filter panel; shown only under 900 px (spec 1 §2, §9). */
function FiltersTrigger() {
  const { grid, filterPanel } = useItemGridContext();
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton({ onPress: filterPanel.open, 'aria-haspopup': 'dialog', 'aria-expanded': filterPanel.isOpen }, ref);
  if (!grid.isMobile) return null;
  return (
    <button {...buttonProps} ref={ref} data-part="filters-trigger" data-state={filterPanel.isOpen ? 'open' : 'closed'}>
      {ITEM_GRID_TEXT.filters}
      {grid.chips.length ? (
        <>
          {' '}
          <span data-part="filters-trigger-count">({grid.chips.length})</span>
        </>
      ) : null}
    </button>
  );
}

/** The filter column on desktop; under 900 px the same filters in a dialog (spec 1 §2 mobile filter panel). Absent while loading. */
function Filters({ children }: { children?: ReactNode }) {
  const { grid, filterPanel } = useItemGridContext();
  // While items load there is nothing to count: no filter column rather than a column of zeros.
  if (!grid.gridSettings.ShowHeader || grid.isSlider || grid.state === 'loading') return null;
  const content = children ?? (
    <>
      <StockFilter />
      <CategoryFilter />
      <BrandFilter />
      <AttributeFilters />
    </>
  );
  if (grid.isMobile) {
    return (
      <FilterDialog title={ITEM_GRID_TEXT.filters} closeLabel={ITEM_GRID_TEXT.closeFilters} state={filterPanel}>
        {content}
      </FilterDialog>
    );
  }
  return (
    <aside data-part="filters" aria-label={ITEM_GRID_TEXT.filters}>
      {content}
    </aside>
  );
}

/** The stock filter: six choices, one at a time, labelled with the shopper's store and state (spec 1 §2, §4, §9). */
function StockFilter() {
  const { grid } = useItemGridContext();
  const name = useId();
  return (
    <fieldset data-part="stock-filter">
      <legend>{ITEM_GRID_TEXT.stock}</legend>
      {grid.stockOptions.map((option) => (
        <label key={option.value} data-part="stock-choice" data-state={option.isSelected ? 'checked' : 'unchecked'}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.isSelected}
            onChange={() => grid.chooseStock(option.value)}
          />
          <span data-part="filter-label">{option.label}</span> <span data-part="filter-count">({option.count})</span>
        </label>
      ))}
    </fieldset>
  );
}

function ToggleGroup<Value>({ legend, part, options, onToggle }: { legend: string; part: string; options: ItemGridFilterOption<Value>[]; onToggle: (value: Value) => void }) {
  if (options.length === 0) return null;
  return (
    <fieldset data-part={part}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <FilterToggle
          key={String(option.value)}
          label={option.label}
          count={option.count}
          isSelected={option.isSelected}
          onToggle={() => onToggle(option.value)}
        />
      ))}
    </fieldset>
  );
}

/** Categories, multi-select (spec 1 §4); named from the `categories` tree. */
function CategoryFilter() {
  const { grid } = useItemGridContext();
  return <ToggleGroup legend={ITEM_GRID_TEXT.category} part="category-filter" options={grid.categoryOptions} onToggle={grid.toggleCategory} />;
}

/** Brands, multi-select with counts (spec 1 §4). */
function BrandFilter() {
  const { grid } = useItemGridContext();
  return <ToggleGroup legend={ITEM_GRID_TEXT.brand} part="brand-filter" options={grid.brandOptions} onToggle={grid.toggleBrand} />;
}

/** One group per attribute key, multi-select with counts (spec 1 §4). */
function AttributeFilters() {
  const { grid } = useItemGridContext();
  if (grid.attributeGroups.length === 0) return null;
  return (
    <div data-part="attribute-filters">
      {grid.attributeGroups.map((group) => (
        <ToggleGroup
          key={group.key}
          legend={group.key}
          part="attribute-filter"
          options={group.options}
          onToggle={(value) => grid.toggleAttribute(group.key, value)}
        />
      ))}
    </div>
  );
}

function ChipButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton({ onPress: onRemove, 'aria-label': removeFilterText(label) }, ref);
  return (
    <button {...buttonProps} ref={ref} data-part="chip">
      <span data-part="chip-label">{label}</span>
      <span data-part="chip-remove" aria-hidden="true">
        ×
      </span>
    </button>
  );
}

function ClearAllButton() {
  const { grid } = useItemGridContext();
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton({ onPress: grid.clearFilters }, ref);
  return (
    <button {...buttonProps} ref={ref} data-part="clear-all">
      {ITEM_GRID_TEXT.clearAll}
    </button>
  );
}

/** The active filters as removable chips (spec 1 §2), with "Clear all"; nothing when no filter is on. */
function Chips() {
  const { grid } = useItemGridContext();
  if (grid.chips.length === 0 || grid.isSlider) return null;
  return (
    <div role="group" aria-label={ITEM_GRID_TEXT.activeFilters} data-part="chips">
      {grid.chips.map((chip) => (
        <ChipButton key={chip.key} label={chip.label} onRemove={() => grid.removeChip(chip.chip)} />
      ))}
      <ClearAllButton />
    </div>
  );
}

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
function Items() {
  const { grid, props, getTileProps } = useItemGridContext();
  const label = props.label ?? ITEM_GRID_TEXT.gridLabel;
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
        slides={grid.items.map((item, index) => ({ key: item.InventoryItemId, content: <ItemTile {...getTileProps({ item, index })} /> }))}
      />
    );
  }
  if (grid.settings.gridType === 'compactlist') {
    return (
      <table aria-label={label} data-part="items" data-layout="compactlist">
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
            <ItemTile key={item.InventoryItemId} {...getTileProps({ item, index })} />
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <ul aria-label={label} data-part="items" data-layout={grid.settings.gridType}>
      {grid.items.map((item, index) => (
        <li key={item.InventoryItemId} data-part="item">
          <ItemTile {...getTileProps({ item, index })} />
        </li>
      ))}
    </ul>
  );
}

/** "No items found" when nothing matches (spec 1 §2). */
function Empty() {
  const { grid } = useItemGridContext();
  if (grid.state !== 'empty') return null;
  return (
    <p data-part="empty" role="status">
      {ITEM_GRID_TEXT.noItemsFound}
    </p>
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
  Empty,
};
