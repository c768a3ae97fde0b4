import type { Key } from 'react';
import { useId } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import type { ToggleGroupState } from 'react-stately/useToggleGroupState';
import { useToggleGroupState } from 'react-stately/useToggleGroupState';
import type { BigItemListGroup, BigItemListGroupKey, BigItemListItem, BigItemListSources, BigItemListView } from './bigItemGroups.ts';
import { bigItemGroups } from './bigItemGroups.ts';

export interface BigItemListProps<Item extends BigItemListItem> extends BigItemListSources {
  /** The items the tiles group, as the API sends them (ItemTile). */
  items: readonly Item[];
  /** Whether tiles are categories or brands (controlled). */
  view?: BigItemListView;
  /** The view shown first when uncontrolled. @default 'category' */
  defaultView?: BigItemListView;
  /** Called when the shopper switches between Category and Brand. */
  onViewChange?: (view: BigItemListView) => void;
  /** The chosen tile (controlled); null for none. */
  selectedKey?: BigItemListGroupKey | null;
  /** The tile chosen first when uncontrolled. @default null */
  defaultSelectedKey?: BigItemListGroupKey | null;
  /** Called with the chosen tile's key, or null when the shopper deselects it. */
  onSelectionChange?: (key: BigItemListGroupKey | null) => void;
}

export interface BigItemListState<Item extends BigItemListItem> {
  view: BigItemListView;
  /** The current view's tiles. */
  groups: BigItemListGroup<Item>[];
  /** The chosen tile of the current view; a choice made in the other view waits there. */
  selectedGroup: BigItemListGroup<Item> | undefined;
  /** State of the Category/Brand toggle (single choice, never empty). */
  viewToggle: ToggleGroupState;
  /** State of the tiles (single choice, may be empty). */
  tiles: ToggleGroupState;
  /** The id of the element the chosen tile's items show in. */
  resultsId: string;
}

const firstKey = (keys: Set<Key>): Key | undefined => keys.values().next().value;

/**
 * The big item list (spec 1 §2): a Category/Brand toggle, a tile per category or brand with its best saving, and
 * the chosen tile's items shown below. Selecting the chosen tile again hides them.
 */
export function useBigItemList<Item extends BigItemListItem>(props: BigItemListProps<Item>): BigItemListState<Item> {
  const [view, setView] = useControlledState(props.view, props.defaultView ?? 'category', props.onViewChange);
  const [selectedKey, setSelectedKey] = useControlledState<BigItemListGroupKey | null>(props.selectedKey, props.defaultSelectedKey ?? null, props.onSelectionChange);
  const groups = bigItemGroups(view, props.items, props);
  const selectedGroup = groups.find((group) => group.key === selectedKey);

  const viewToggle = useToggleGroupState({
    selectionMode: 'single',
    disallowEmptySelection: true,
    selectedKeys: [view],
    onSelectionChange: (keys) => {
      const next = firstKey(keys);
      if (next === 'category' || next === 'brand') setView(next);
    },
  });
  const tiles = useToggleGroupState({
    selectionMode: 'single',
    selectedKeys: selectedGroup ? [selectedGroup.key] : [],
    onSelectionChange: (keys) => {
      const next = firstKey(keys);
      setSelectedKey(groups.find((group) => group.key === next)?.key ?? null);
    },
  });

  return { view, groups, selectedGroup, viewToggle, tiles, resultsId: useId() };
}
