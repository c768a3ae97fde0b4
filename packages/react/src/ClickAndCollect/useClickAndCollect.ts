// Click and Collect (spec 3 §2.6, §4.4): the cart's pickup options grouped by state (WA, VIC, …), each store with the
// availability of every cart line there. Choosing a store that has everything is the choice; another opens its item
// list first (Available, AvailableAfterTransfer, Unavailable) and is chosen with "Collect from …". The rules are the
// domain's (pickupOptionsByState, storeHasEveryCartItem, storeItemAvailability).
import { useControlledState } from 'react-stately/useControlledState';
import { pickupOptionsByState, storeHasEveryCartItem, storeItemAvailability, type CollectableCartItem, type StoreItemAvailability } from '@rigkit/domain/checkout';
import { stateHeadings } from '@rigkit/domain/region';
import type { ShippingOption } from '@rigkit/domain/shipping';

/** A cart line as the store list shows it. */
export interface CollectableLine extends CollectableCartItem {
  LineNumber: number;
  ItemDescription: string;
}

/** empty when no store suits the postcode, choosing, or chosen. */
export type ClickAndCollectState = 'empty' | 'choosing' | 'chosen';

export interface ClickAndCollectProps {
  /** The cart's shipping options for the postcode; only the pickup ones (stores) are listed. */
  options: readonly ShippingOption[];
  /** The cart's lines with their availability per warehouse. */
  items: readonly CollectableLine[];
  /** The chosen store's option (controlled). */
  value?: ShippingOption | null;
  /** The store chosen at first (uncontrolled). @default null */
  defaultValue?: ShippingOption | null;
  /** Called with the store the shopper chooses. */
  onChange?: (option: ShippingOption) => void;
  /** The warehouse whose item list is open (controlled). */
  expandedWarehouseId?: number | null;
  /** The warehouse whose list is open at first (uncontrolled). @default null */
  defaultExpandedWarehouseId?: number | null;
  /** Called when a store without everything is selected and its item list opens. */
  onExpandedChange?: (warehouseId: number | null) => void;
}

export interface CollectStoreItem {
  line: CollectableLine;
  availability: StoreItemAvailability;
}

export interface CollectStore {
  option: ShippingOption;
  key: string;
  /** WarehouseName, else the option's DisplayName. */
  name: string;
  isExpanded: boolean;
  isSelected: boolean;
  /** Every cart line at this store. */
  items: readonly CollectStoreItem[];
  /** Select: the choice when the store has everything, else its item list opens. */
  select: () => void;
  /** "Collect from …": the choice, whatever the store has. */
  choose: () => void;
}

export interface CollectStateGroup {
  /** The state code (WA). */
  state: string;
  /** Its heading (Western Australia). */
  heading: string;
  stores: readonly CollectStore[];
}

export interface ClickAndCollectAria {
  state: ClickAndCollectState;
  groups: readonly CollectStateGroup[];
  selected: ShippingOption | null;
}

const headingOf = (state: string) => (state in stateHeadings ? stateHeadings[state as keyof typeof stateHeadings] : state);

export function useClickAndCollect(props: ClickAndCollectProps): ClickAndCollectAria {
  const [selected, setSelected] = useControlledState<ShippingOption | null>(props.value as ShippingOption | null, props.defaultValue ?? null);
  const [expanded, setExpanded] = useControlledState<number | null>(props.expandedWarehouseId as number | null, props.defaultExpandedWarehouseId ?? null, props.onExpandedChange);
  const choose = (option: ShippingOption) => {
    setSelected(option);
    props.onChange?.(option);
  };
  const groups = [...pickupOptionsByState(props.options)].map(([state, options]) => ({
    state,
    heading: headingOf(state),
    stores: options.map((option) => {
      const warehouseId = option.InventoryWarehouseId;
      return {
        option,
        key: `${option.ShippingMethodId}:${warehouseId}`,
        name: option.WarehouseName ?? option.DisplayName,
        isExpanded: expanded === warehouseId,
        isSelected: selected?.InventoryWarehouseId === warehouseId && selected.ShippingMethodId === option.ShippingMethodId,
        items: props.items.map((line) => ({ line, availability: storeItemAvailability(line, warehouseId) })),
        select: () => (storeHasEveryCartItem(props.items, warehouseId) ? choose(option) : setExpanded(warehouseId)),
        choose: () => choose(option),
      };
    }),
  }));
  return { state: groups.length === 0 ? 'empty' : selected ? 'chosen' : 'choosing', groups, selected };
}
