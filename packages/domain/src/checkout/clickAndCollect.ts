import type { CartLineAvailability } from '../cart/types.ts';
import { isPickupShippingOption } from '../shipping/classification.ts';
import type { ShippingOption } from '../shipping/types.ts';

// Click and collect (spec 3 §2.6, §4.4): stores grouped by state; a store that has every cart item available is
// selected straight away, otherwise its item-availability list opens with a Select button.
export const StoreItemAvailabilities = {
  available: 'Available',
  availableAfterTransfer: 'AvailableAfterTransfer',
  unavailable: 'Unavailable',
} as const;
export type StoreItemAvailability = (typeof StoreItemAvailabilities)[keyof typeof StoreItemAvailabilities];

export interface CollectableCartItem {
  Quantity?: number;
  Availabilities: readonly (Pick<CartLineAvailability, 'InventoryWarehouseId'> & {
    Available: number | boolean;
    AvailableAfterTransfer: number | boolean;
  })[];
}

function covers(amount: number | boolean, quantity: number): boolean {
  return typeof amount === 'boolean' ? amount : amount >= quantity;
}

/** One cart item at one store's warehouse: on hand for the whole quantity, after a transfer, or not at all. */
export function storeItemAvailability(item: CollectableCartItem, inventoryWarehouseId: number): StoreItemAvailability {
  const quantity = item.Quantity ?? 1;
  const entry = item.Availabilities.find((availability) => availability.InventoryWarehouseId === inventoryWarehouseId);
  if (!entry) return StoreItemAvailabilities.unavailable;
  if (covers(entry.Available, quantity)) return StoreItemAvailabilities.available;
  if (covers(entry.AvailableAfterTransfer, quantity)) return StoreItemAvailabilities.availableAfterTransfer;
  return StoreItemAvailabilities.unavailable;
}

/** True when the store has every cart item available: selecting it goes straight to payment. */
export function storeHasEveryCartItem(items: readonly CollectableCartItem[], inventoryWarehouseId: number): boolean {
  return items.every((item) => storeItemAvailability(item, inventoryWarehouseId) === StoreItemAvailabilities.available);
}

/** Pickup options (company 1) grouped by State, states and stores in server order. */
export function pickupOptionsByState<T extends ShippingOption>(options: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const option of options) {
    if (!isPickupShippingOption(option)) continue;
    const state = option.State ?? '';
    groups.set(state, [...(groups.get(state) ?? []), option]);
  }
  return groups;
}
