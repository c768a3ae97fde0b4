// What the store locator has selected (spec 1 §4 "Store locator selection"): one store, a state group or none.
// The spec numbers the state groups WA = -6 and VIC = -3, in the same number space as store ids, so one value
// carries any of the three.
import type { StoreRecord } from './store.ts';

export const stateGroupSelection = { WA: -6, VIC: -3 } as const;

export type StateGroupCode = keyof typeof stateGroupSelection;

/** A store id (positive), a state group (-6 WA, -3 VIC) or null for none. */
export type StoreLocatorSelection = number | null;

export type StoreLocatorSelectionKind =
  | { kind: 'none' }
  | { kind: 'state'; state: StateGroupCode }
  | { kind: 'store'; storeId: number };

/** Reads a selection value; an unknown negative number is no selection. */
export function describeStoreLocatorSelection(selection: StoreLocatorSelection): StoreLocatorSelectionKind {
  if (selection === null || selection === 0) return { kind: 'none' };
  if (selection > 0) return { kind: 'store', storeId: selection };
  const state = (Object.keys(stateGroupSelection) as StateGroupCode[]).find((code) => stateGroupSelection[code] === selection);
  return state ? { kind: 'state', state } : { kind: 'none' };
}

/** The stores a selection covers: the one store, every store of the state, or every store when none is selected. */
export function storesInSelection<Store extends Pick<StoreRecord, 'StoreId' | 'State'>>(
  stores: readonly Store[],
  selection: StoreLocatorSelection,
): Store[] {
  const described = describeStoreLocatorSelection(selection);
  if (described.kind === 'store') return stores.filter((store) => store.StoreId === described.storeId);
  if (described.kind === 'state') return stores.filter((store) => store.State.toUpperCase() === described.state);
  return [...stores];
}

/** Only a store selection sets the shopper's default store; a state group or none leaves it as it was. */
export function defaultStoreIdFromSelection(selection: StoreLocatorSelection): number | undefined {
  const described = describeStoreLocatorSelection(selection);
  return described.kind === 'store' ? described.storeId : undefined;
}
