import type { StateGroupCode, StoreCard, StoreLocatorSelection, StoreRecord } from '@rigkit/domain/stores';
import {
  defaultStoreIdFromSelection,
  describeStoreLocatorSelection,
  groupStoresByState,
  onlineStoreId,
  stateGroupSelection,
  storesInSelection,
} from '@rigkit/domain/stores';
import { useControlledState } from 'react-stately/useControlledState';
import type { NativeButtonProps } from '../internal/useNativeButton.ts';
import { storeLocatorMessages } from './messages.ts';

/** What is selected, as the root's `data-state` names it. */
export type StoreLocatorState = 'none' | 'state' | 'store';

export interface StoreLocatorProps {
  /** The stores of the lookup bundle (fetchLookupBundle's Stores, through `toStoreRecord`). */
  stores: readonly StoreRecord[];
  /** The selection (controlled): a StoreId, a state group (WA -6, VIC -3) or null for none. */
  value?: StoreLocatorSelection;
  /** The selection first shown when uncontrolled. @default null */
  defaultValue?: StoreLocatorSelection;
  /** Called when the shopper selects a store, a state group or none. */
  onChange?: (selection: StoreLocatorSelection) => void;
  /** The shopper's default store (DefaultStoreId), marked "Your store" on its card. */
  defaultStoreId?: number;
  /** Called when the shopper picks a store: it becomes their default store (spec 1 §4). */
  onDefaultStoreChange?: (storeId: number) => void;
  /** A raster tile address (`{z}/{x}/{y}`) drawn under the pins; without it the bundled state outlines are. @default undefined */
  tileUrl?: string;
  /** Attribution the tile provider asks for, shown in the map's corner when `tileUrl` is set. */
  tileAttribution?: string;
}

export interface StoreLocatorStoreRow {
  card: StoreCard;
  isSelected: boolean;
  isDefault: boolean;
  /** Dimmed on the map and list when another state or store is selected. */
  isInSelection: boolean;
  chooseButtonProps: NativeButtonProps;
}

export interface StoreLocatorPin extends StoreLocatorStoreRow {
  /** Latitude and longitude. */
  position: [number, number];
}

export interface StoreLocatorGroup {
  heading: string;
  state: StateGroupCode;
  isSelected: boolean;
  stateButtonProps: NativeButtonProps;
  stores: StoreLocatorStoreRow[];
}

export interface StoreLocatorAria {
  state: StoreLocatorState;
  selection: StoreLocatorSelection;
  /** The line saying what is shown ("Showing Victoria stores"). */
  showing: string;
  groups: StoreLocatorGroup[];
  /** The cards with coordinates, for the map's pins. */
  pins: StoreLocatorPin[];
  showAllButtonProps: NativeButtonProps;
  selectStore: (storeId: number) => void;
  tileUrl: string | undefined;
  tileAttribution: string | undefined;
}

/**
 * Behaviour of the store locator (spec 1 §2 "Store locator", §4 "Store locator selection"): the stores grouped
 * under Western Australia and Victoria, a selection of one store, a state group or none, and picking a store makes
 * it the shopper's default. Store 1, the online/delivery store, is no place to visit and is not listed (designed).
 */
export function useStoreLocator(props: StoreLocatorProps): StoreLocatorAria {
  const [selection, setSelection] = useControlledState<StoreLocatorSelection>(props.value as StoreLocatorSelection, props.defaultValue ?? null, props.onChange);
  const described = describeStoreLocatorSelection(selection);
  const visitable = props.stores.filter((store) => store.StoreId !== onlineStoreId);
  const inSelection = new Set(storesInSelection(visitable, selection).map((store) => store.StoreId));

  const selectStore = (storeId: number) => {
    setSelection(storeId);
    const defaultStoreId = defaultStoreIdFromSelection(storeId);
    if (defaultStoreId !== undefined && defaultStoreId !== props.defaultStoreId) props.onDefaultStoreChange?.(defaultStoreId);
  };

  const groups = groupStoresByState(visitable).map((group): StoreLocatorGroup => {
    const isSelected = described.kind === 'state' && described.state === group.state;
    return {
      heading: group.heading,
      state: group.state,
      isSelected,
      stateButtonProps: {
        'aria-pressed': isSelected,
        onPress: () => setSelection(isSelected ? null : stateGroupSelection[group.state]),
      },
      stores: group.stores.map((card) => {
        const isSelectedStore = described.kind === 'store' && described.storeId === card.StoreId;
        return {
          card,
          isSelected: isSelectedStore,
          isDefault: props.defaultStoreId === card.StoreId,
          isInSelection: inSelection.has(card.StoreId),
          chooseButtonProps: { 'aria-pressed': isSelectedStore, onPress: () => selectStore(card.StoreId) },
        };
      }),
    };
  });

  const rows = groups.flatMap((group) => group.stores);
  const selectedRow = rows.find((row) => row.isSelected);
  const selectedGroup = groups.find((group) => group.isSelected);
  const showing = selectedRow
    ? storeLocatorMessages.showing.store(selectedRow.card.StoreName)
    : selectedGroup
      ? storeLocatorMessages.showing.state(selectedGroup.heading)
      : storeLocatorMessages.showing.none;

  return {
    state: selectedRow ? 'store' : selectedGroup ? 'state' : 'none',
    selection,
    showing,
    groups,
    pins: rows.flatMap((row) => (row.card.Latitude != null && row.card.Longitude != null ? [{ ...row, position: [row.card.Latitude, row.card.Longitude] as [number, number] }] : [])),
    showAllButtonProps: { isDisabled: selection === null, onPress: () => setSelection(null) },
    selectStore,
    tileUrl: props.tileUrl,
    tileAttribution: props.tileAttribution,
  };
}
