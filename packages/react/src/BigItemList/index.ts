export { BigItemList } from './BigItemList.tsx';
export type {
  BigItemListPartProps,
  BigItemListResultsProps,
  BigItemListRootProps,
  BigItemListTileProps,
  BigItemListTilesProps,
  BigItemListViewToggleProps,
} from './BigItemList.tsx';
export { useBigItemList } from './useBigItemList.ts';
export type { BigItemListProps, BigItemListState } from './useBigItemList.ts';
export { bigItemGroups } from './bigItemGroups.ts';
export type { BigItemListGroup, BigItemListGroupKey, BigItemListItem, BigItemListSources, BigItemListView } from './bigItemGroups.ts';
export { bigItemListMessages, BIG_ITEM_LIST_TEXT, groupItemCountText } from './messages.ts';
