import type { CompatibilityEngine, CompatibilityPart } from '@rigkit/domain/compatibility';
import { compatibilitySelectionFromKit, createCompatibilityEngine } from '@rigkit/domain/compatibility';
import type { KitAction, KitCategory, KitConfiguration, KitNotice, KitSelection, KitState, UpdateKitConfigRequest } from '@rigkit/domain/kit';
import { initialKitState, isDefaultKitSelection, KitActionTypes, kitConfigurationPath, kitReducer, kitSelectionSignature, planKitConfigurationSave } from '@rigkit/domain/kit';
import { afterNextPaint } from '../internal/afterNextPaint.ts';

// The configurator's framework-free core (the TanStack model of ARCHITECTURE.md): the domain's kitReducer is the
// transition function, the compatibility engine follows every change incrementally, and React reads slices through
// useSyncExternalStore. Keeping the state here rather than in a useReducer at the root is what lets one option change
// re-render only the categories whose slice changed (issue 7 performance: option change to screen p98 ≤ 50 ms).

/** What `onConfigurationChange` receives: the domain's save plan (spec 2 §4 "Custom build load"). */
export interface KitConfigurationSavePlan {
  /** The body of updateKitConfig under the new key. */
  request: UpdateKitConfigRequest;
  /** The selections' signature, remembered as "saved" so the same selections are not saved again. */
  signature: string;
  /** The address to rewrite to, /products/{kitId}/build/{key}. */
  path: string;
}

export interface KitConfiguratorStoreOptions {
  kitInventoryItemId: number;
  categories: readonly KitCategory[];
  /** A saved configuration to start from (loaded from the key in the address). */
  configuration?: KitConfiguration | null;
  generateKey: () => string;
  onConfigurationChange?: (plan: KitConfigurationSavePlan) => void;
  /** Called with /Products/{id}/Build when the shopper's changes bring a build whose key is in the address back to the defaults. */
  onDefaultsRestored?: (path: string) => void;
  onNotice?: (notice: KitNotice) => void;
  /** Runs the save of a shopper's change later. @default after the next frame is painted */
  scheduleSave?: (task: () => void) => void;
}

export interface KitConfiguratorStore {
  getState(): KitState;
  dispatch(action: KitAction): void;
  subscribe(listener: () => void): () => void;
  readonly engine: CompatibilityEngine;
  /** Replaces the callbacks with the latest props (the store outlives renders). */
  setHandlers(handlers: Pick<KitConfiguratorStoreOptions, 'generateKey' | 'onConfigurationChange' | 'onDefaultsRestored' | 'onNotice'>): void;
}

/** Actions a shopper takes; only these can move the build away from what is saved (spec 2 §4), Reset back to the defaults. */
const SHOPPER_CHANGES: ReadonlySet<KitAction['type']> = new Set([
  KitActionTypes.SelectOption,
  KitActionTypes.SelectNone,
  KitActionTypes.SetQuantity,
  KitActionTypes.SetUvPrintDesign,
  KitActionTypes.Reset,
]);

function optionsByCategoryName(categories: readonly KitCategory[]): Record<string, readonly CompatibilityPart[]> {
  const options: Record<string, readonly CompatibilityPart[]> = {};
  for (const category of categories) options[category.CategoryName] = category.Items;
  return options;
}

/** Tells the engine about the categories and selections that changed between two kit states. */
function followInEngine(engine: CompatibilityEngine, previous: KitState, next: KitState): void {
  const reloaded = new Set<number>();
  next.categories.forEach((category) => {
    const before = previous.categories.find((entry) => entry.InventoryKitCategoryId === category.InventoryKitCategoryId);
    if (before && before.Items !== category.Items) {
      engine.setOptions(category.CategoryName, category.Items);
      reloaded.add(category.InventoryKitCategoryId);
    }
  });
  next.selections.forEach((selection, index) => {
    const before = previous.selections[index];
    // A category whose options just arrived is re-selected: its part can only be found in them now.
    if (before === selection && !reloaded.has(selection.InventoryKitCategoryId)) return;
    const category = next.categories.find((entry) => entry.InventoryKitCategoryId === selection.InventoryKitCategoryId);
    if (!category) return;
    const entry = compatibilitySelectionFromKit([category], [selection])[category.CategoryName];
    const sameItem = before?.SelectedInventoryItemId === selection.SelectedInventoryItemId;
    if (entry && sameItem && !reloaded.has(selection.InventoryKitCategoryId)) {
      engine.setQuantity(category.CategoryName, entry.quantity ?? 1);
    } else {
      engine.select(category.CategoryName, entry?.part ?? null, entry?.quantity);
    }
  });
}

export function createKitConfiguratorStore(options: KitConfiguratorStoreOptions): KitConfiguratorStore {
  let handlers: Pick<KitConfiguratorStoreOptions, 'generateKey' | 'onConfigurationChange' | 'onDefaultsRestored' | 'onNotice'> = options;
  let state = initialKitState(options.categories);
  if (options.configuration) {
    state = kitReducer(state, { type: KitActionTypes.ConfigurationLoaded, configuration: options.configuration });
  }
  // What the key in the address holds: the loaded configuration, else nothing (defaults need no key).
  let savedSignature: string | null = options.configuration ? kitSelectionSignature(state.selections) : null;
  const engine = createCompatibilityEngine({
    options: optionsByCategoryName(state.categories),
    selection: compatibilitySelectionFromKit(state.categories, state.selections),
  });
  const listeners = new Set<() => void>();
  let isSavePending = false;

  /** Saves the build as it is now when it left the defaults and what the key holds (spec 2 §4). */
  function planSave(): void {
    isSavePending = false;
    // Back at the defaults (Reset, or undoing each change) while the address holds a key of another build: the
    // defaults need no key, so the address goes back to the keyless one (spec 2 §4 "Reset returns to defaults").
    if (savedSignature !== null && isDefaultKitSelection(state.categories, state.selections)) {
      savedSignature = null;
      handlers.onDefaultsRestored?.(kitConfigurationPath(options.kitInventoryItemId, null));
      return;
    }
    const plan = planKitConfigurationSave({
      kitInventoryItemId: options.kitInventoryItemId,
      categories: state.categories,
      selections: state.selections,
      savedSignature,
      generateKey: handlers.generateKey,
    });
    if (plan) {
      savedSignature = plan.signature;
      handlers.onConfigurationChange?.(plan);
    }
  }

  function dispatch(action: KitAction): void {
    const previous = state;
    const next = kitReducer(previous, action);
    if (next === previous) return;
    state = next;
    followInEngine(engine, previous, next);
    if (action.type === KitActionTypes.ConfigurationLoaded) savedSignature = kitSelectionSignature(next.selections);
    // A change's new key, its save request and the address rewrite leave the click's frame; changes made before the
    // save runs are saved together, under one key.
    if (SHOPPER_CHANGES.has(action.type) && !isSavePending) {
      isSavePending = true;
      (options.scheduleSave ?? afterNextPaint)(planSave);
    }
    for (const listener of listeners) listener();
    if (next.notice && next.notice !== previous.notice) {
      handlers.onNotice?.(next.notice);
      // Shown once: the toast now owns it (spec 2 §4).
      dispatch({ type: KitActionTypes.DismissNotice });
    }
  }

  return {
    getState: () => state,
    dispatch,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    engine,
    setHandlers(next) {
      handlers = next;
    },
  };
}

/** The selection of one category in a state. */
export function selectionOf(state: KitState, categoryId: number): KitSelection | undefined {
  return state.selections.find((selection) => selection.InventoryKitCategoryId === categoryId);
}

export function categoryOf(state: KitState, categoryId: number): KitCategory | undefined {
  return state.categories.find((category) => category.InventoryKitCategoryId === categoryId);
}
