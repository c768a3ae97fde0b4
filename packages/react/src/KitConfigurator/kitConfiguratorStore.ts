import type { KitCompatibility } from '@rigkit/domain/kitCompatibility';
import type { KitAction, KitCategory, KitCompatibilityReader, KitCompatibilitySnapshot, KitConfiguration, KitNotice, KitSelection, KitState, UpdateKitConfigRequest } from '@rigkit/domain/kit';
import { isDefaultKitSelection, KitActionTypes, kitConfigurationPath, kitReducer, kitSelectionSignature, kitStartingState, planKitConfigurationSave, readKitCompatibilitySnapshot } from '@rigkit/domain/kit';
import { afterNextPaint } from '../internal/afterNextPaint.ts';
import { lazyPart } from '../internal/lazyPart.ts';

// The configurator's framework-free core (the TanStack model of ARCHITECTURE.md): the domain's kitReducer is the
// transition function, the compatibility engine follows every change incrementally, and React reads slices through
// useSyncExternalStore. The engine's rules load on demand: a store given the server's snapshot of its starting state
// reads its marks and verdicts from it until the engine has loaded, and holds a change that comes first until then
// (in order; none is dropped). Keeping the state here rather than in a useReducer at the root is what lets one option
// change re-render only the categories whose slice changed (issue 7 performance: option change to screen p98 ≤ 50 ms).

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
  /**
   * The compatibility findings about the starting state (kitCompatibilitySnapshot, computed on the server): the first
   * render needs no engine. Without it the marks and verdicts show once the engine has loaded (at once when it has).
   */
  initialCompatibility?: KitCompatibilitySnapshot | null;
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
  /** The compatibility findings about the current state: the engine's, or the starting snapshot's until it has loaded. */
  readonly engine: KitCompatibilityReader;
  /** Loads the compatibility engine (once); resolves when the store follows it. Changes made before wait for it. */
  loadCompatibility(): Promise<void>;
  /** Whether the engine has loaded (changes apply at once). */
  isCompatibilityLoaded(): boolean;
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

// The engine and its rules (about 6 kB gzip), one module for every store of the page. A failed download is asked for
// again by the next call: a held change must not be lost to one network error.
const compatibilityPart = lazyPart(() => import('@rigkit/domain/kitCompatibility'));

/** Starts loading the compatibility engine, e.g. when a configurator is likely to be shown. */
export function preloadKitCompatibility(): Promise<unknown> {
  return compatibilityPart.load();
}

const noFindings = readKitCompatibilitySnapshot({ verdicts: [], optionSeverities: {}, optionVerdicts: {} });

export function createKitConfiguratorStore(options: KitConfiguratorStoreOptions): KitConfiguratorStore {
  let handlers: Pick<KitConfiguratorStoreOptions, 'generateKey' | 'onConfigurationChange' | 'onDefaultsRestored' | 'onNotice'> = options;
  let state = kitStartingState(options.categories, options.configuration);
  // What the key in the address holds: the loaded configuration, else nothing (defaults need no key).
  let savedSignature: string | null = options.configuration ? kitSelectionSignature(state.selections) : null;
  const listeners = new Set<() => void>();
  let isSavePending = false;

  // The engine once loaded; until then the findings come from the snapshot, which stays true because no change is
  // applied before the engine follows the state (`pending` holds them).
  let live: KitCompatibility | null = compatibilityPart.current()?.createKitCompatibility(state) ?? null;
  let findings: KitCompatibilityReader = live ?? (options.initialCompatibility ? readKitCompatibilitySnapshot(options.initialCompatibility) : noFindings);
  const pending: KitAction[] = [];
  let loading: Promise<void> | null = null;
  // One object for the selectors to keep: it answers from whichever source is current.
  const engine: KitCompatibilityReader = {
    getVerdicts: () => findings.getVerdicts(),
    getOptionSeverities: (categoryName) => findings.getOptionSeverities(categoryName),
    explainOptions: (current, category) => findings.explainOptions(current, category),
  };

  function loadCompatibility(): Promise<void> {
    if (live) return Promise.resolve();
    loading ??= compatibilityPart.load().then(
      (module) => {
        live = module.createKitCompatibility(state);
        findings = live;
        const held = pending.splice(0);
        if (held.length === 0) notify();
        for (const action of held) dispatch(action);
      },
      (error: unknown) => {
        // A failed download is asked for again by the next change or intent; the changes held so far stay held.
        loading = null;
        throw error;
      },
    );
    return loading;
  }
  if (!live && !options.initialCompatibility) void loadCompatibility().catch(() => undefined);

  function notify(): void {
    for (const listener of listeners) listener();
  }

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
    if (!live) {
      pending.push(action);
      void loadCompatibility().catch(() => undefined);
      return;
    }
    const previous = state;
    const next = kitReducer(previous, action);
    if (next === previous) return;
    state = next;
    live.follow(previous, next);
    if (action.type === KitActionTypes.ConfigurationLoaded) savedSignature = kitSelectionSignature(next.selections);
    // A change's new key, its save request and the address rewrite leave the click's frame; changes made before the
    // save runs are saved together, under one key.
    if (SHOPPER_CHANGES.has(action.type) && !isSavePending) {
      isSavePending = true;
      (options.scheduleSave ?? afterNextPaint)(planSave);
    }
    notify();
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
    loadCompatibility,
    isCompatibilityLoaded: () => live !== null,
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
