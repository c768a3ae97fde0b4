// The header parts (spec 1 §2): count, search box, view switch, sort menu and the mobile filter button.
import type { ReactNode } from 'react';
import { useRef } from 'react';
import { useNativeButton } from '../internal/useNativeButton.ts';
import { withIntent } from '../internal/withIntent.ts';
import { preloadFilterDialog } from './FilterDialog.tsx';
import { GridMenu } from './GridMenu.tsx';
import { GridSearchField } from './GridSearchField.tsx';
import { useItemGridContext } from './ItemGridContext.ts';
import { itemGridMessages, itemCountText } from './messages.ts';

/** The header bar (spec 1 §2): count, search, view switch, sort menu and, under 900 px, the filter button. Hidden when ShowHeader is false. */
export function Header({ children }: { children?: ReactNode }) {
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
export function Count() {
  const { grid } = useItemGridContext();
  return (
    <p data-part="count" role="status">
      {grid.state === 'loading' ? itemGridMessages.loading : itemCountText(grid.total)}
    </p>
  );
}

/** The 15-character search box; what it holds is lowercased (spec 1 §5). */
export function Search() {
  const { grid } = useItemGridContext();
  return <GridSearchField label={itemGridMessages.search} value={grid.settings.search} onChange={grid.setSearch} />;
}

/** The view switch (layout menu): the grid's allowed layouts (spec 1 §2). */
export function LayoutMenu() {
  const { grid } = useItemGridContext();
  const current = grid.layoutOptions.find((option) => option.value === grid.settings.gridType);
  return (
    <GridMenu
      label={itemGridMessages.layout}
      part="layout-menu"
      buttonContent={`${itemGridMessages.layout}: ${current?.label ?? grid.settings.gridType}`}
      options={grid.layoutOptions}
      selectedValue={grid.settings.gridType}
      onAction={grid.setLayout}
    />
  );
}

/** The sort menu: the same key again flips the direction, a new key starts ascending (spec 1 §4). */
export function SortMenu() {
  const { grid } = useItemGridContext();
  const current = grid.sortOptions.find((option) => option.value === grid.settings.sortKey);
  const direction = grid.settings.sortDirection === 'asc' ? itemGridMessages.ascending : itemGridMessages.descending;
  return (
    <GridMenu
      label={itemGridMessages.sort}
      part="sort-menu"
      buttonContent={
        <>
          {`${itemGridMessages.sort}: ${current?.label ?? grid.settings.sortKey} `}
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
export function FiltersTrigger() {
  const { grid, filterPanel } = useItemGridContext();
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useNativeButton({ onPress: filterPanel.open, 'aria-haspopup': 'dialog', 'aria-expanded': filterPanel.isOpen }, ref);
  if (!grid.isMobile) return null;
  return (
    <button {...withIntent(buttonProps, preloadFilterDialog)} ref={ref} data-part="filters-trigger" data-state={filterPanel.isOpen ? 'open' : 'closed'}>
      {itemGridMessages.filters}
      {grid.chips.length ? (
        <>
          {' '}
          <span data-part="filters-trigger-count">({grid.chips.length})</span>
        </>
      ) : null}
    </button>
  );
}
