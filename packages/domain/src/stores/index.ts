export {
  contactExtraOptions,
  contactOptions,
  contactStoreOptions,
  dandenongDisplay,
  dandenongStoreId,
  dandenongStoreNote,
  defaultContactOption,
  formatContactingNotice,
  groupStoresByState,
  storeForDisplay,
} from './display.ts';
export type { ContactOption, StoreCard } from './display.ts';
export {
  defaultStoreIdForLocation,
  haversineKilometres,
  nearestStore,
  nearestStoreMaximumKilometres,
} from './nearest.ts';
export type { Coordinates } from './nearest.ts';
export { onlineStoreId, storePagePath } from './store.ts';
export type { StoreRecord } from './store.ts';
// Deterministic store records for widget and server tests.
export { makeStore as makeStoreRecord } from './testing.ts';
export {
  defaultStoreIdFromSelection,
  describeStoreLocatorSelection,
  stateGroupSelection,
  storesInSelection,
} from './selection.ts';
export type { StateGroupCode, StoreLocatorSelection, StoreLocatorSelectionKind } from './selection.ts';
export type { OpeningHoursRow } from './store.ts';
