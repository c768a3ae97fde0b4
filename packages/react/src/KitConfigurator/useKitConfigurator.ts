import type { AddToCartLine } from '@rigkit/domain/cart';
import { ADD_TO_CART_TOAST_MS, cartMessages } from '@rigkit/domain/cart';
import type { CompatibilityVerdict } from '@rigkit/domain/compatibility';
import type { KitBuyBlocker, KitCategory, KitCompatibilitySnapshot, KitConfiguration, KitNotice, KitOptionItem, KitState } from '@rigkit/domain/kit';
import { KitActionTypes, kitAddToCartLine, kitCategoryOptionRequests } from '@rigkit/domain/kit';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { ToastContent, ToastOptions, ToastQueue } from '../Toast/index.ts';
import type { KitCategoryView } from './kitConfiguratorSelectors.ts';
import { createBlockingMessagesSelector, createCategorySelector, createPriceSelector, formatConfiguredPrice, selectVerdicts } from './kitConfiguratorSelectors.ts';
import type { KitConfigurationSavePlan, KitConfiguratorStore } from './kitConfiguratorStore.ts';
import { createKitConfiguratorStore } from './kitConfiguratorStore.ts';
import { useOptionalImageUrl, type ImageUrl } from '../RigkitProvider/RigkitProvider.tsx';
import { whenIdle } from '../internal/useIdleTurn.ts';
import { toastModule } from './kitToasts.ts';

/** Builds an image address from an image id and the width shown. */

/** The Buy button's life: idle, or waiting for `onBuy` to settle. */
export type KitBuyState = 'idle' | 'buying';

export interface KitConfiguratorProps {
  /** The kit being configured (InventoryItemId of the custom PC). */
  kitInventoryItemId: number;
  /** The kit's categories; those whose Items are empty get their options later through `options`. Read once: give another kit a new `key`. */
  categories: readonly KitCategory[];
  /** Option lists that arrived after the categories (fetched 5 categories at a time, spec 2 §7), by InventoryKitCategoryId. @default {} */
  options?: Readonly<Record<number, readonly KitOptionItem[]>>;
  /** The saved configuration of the key in the address, once fetched; null or absent means the defaults (spec 2 §4). */
  configuration?: KitConfiguration | null;
  /**
   * The compatibility findings about the build the configurator starts from: `kitCompatibilitySnapshot(
   * kitStartingState(categories, configuration))` of `@rigkit/domain/kitCompatibility` and `@rigkit/domain/kit`,
   * computed where the engine is (a route loader on the server). With it the first render and its hydration need no
   * engine: the engine (about 6 kB gzip) loads when the page is idle or when the shopper points at or focuses an
   * option, and a change made before it has loaded is applied once it has. Without it the engine loads at once and
   * marks and verdicts show when it has (in the first render when an earlier configurator loaded it). Read once.
   */
  initialCompatibility?: KitCompatibilitySnapshot | null;
  /** Whether fetching the saved configuration failed: the defaults are used (spec 2 §4). @default false */
  isConfigurationFailed?: boolean;
  /** The kit's own price charged on top of its parts, in cents. @default 0 */
  basePriceCents?: number;
  /** Makes a new configuration key when the build leaves the defaults. @default crypto.randomUUID */
  generateKey?: () => string;
  /** Called with the domain's save plan when a change must be saved under a new key; the caller saves it and rewrites the address to `plan.path`. Runs once the change's frame is painted, for the build as it is then (changes made before it are saved together). */
  onConfigurationChange?: (plan: KitConfigurationSavePlan) => void;
  /** Called with the keyless address (/Products/{id}/Build) when the shopper's changes, Reset among them, bring a build saved under a key back to the defaults; the caller rewrites the address to it. Runs when a save would. */
  onDefaultsRestored?: (path: string) => void;
  /** Called on Buy with the kit and its children as one cart line; the caller adds it, saves the cart and goes to /cart. A rejected promise shows no toast. */
  onBuy?: (line: AddToCartLine) => void | Promise<void>;
  /** Called when the rules raise a notice (the 'UV Printing Selection Removed' toast), besides showing it. */
  onNotice?: (notice: KitNotice) => void;
  /** A queue shared with the page's toast region (createToastQueue), so the 'Added to cart' toast outlives the page. @default a queue of the configurator's own, shown by KitConfigurator.Toasts */
  toastQueue?: ToastQueue<ToastContent>;
  /** Builds option image addresses. @default the RigkitProvider's imageUrl; without either no images are shown */
  imageUrl?: ImageUrl;
}

/** What the configurator's parts share: the store and its actions (stable objects, so parts re-render only for their slice). */
export interface KitConfiguratorController {
  store: KitConfiguratorStore;
  /** Where the configurator's toasts are queued: the `toastQueue` prop, or one of its own made with its first toast (null before). */
  toastQueue: ToastQueue<ToastContent> | null;
  imageUrl: ImageUrl | undefined;
  basePriceCents: number;
  selectOption: (categoryId: number, inventoryItemId: number) => void;
  selectNone: (categoryId: number) => void;
  setQuantity: (categoryId: number, quantity: number) => void;
  setUvPrintDesign: (categoryId: number, uvPrintDesignCode: string | null) => void;
  reset: () => void;
  /** Adds the build to the cart through `onBuy` unless blocking messages exist. */
  buy: () => Promise<void>;
}

const randomKey = () => crypto.randomUUID();

/** The store, its actions and the wiring of the props; subscribes to nothing (the parts do). */
export function useKitConfiguratorController(props: KitConfiguratorProps): KitConfiguratorController & { buyState: KitBuyState } {
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  // The configurator's own toast queue is made with its first toast; the toast module loads when the page is idle.
  const [ownQueue, setOwnQueue] = useState(() => toastModule.current()?.createToastQueue() ?? null);
  const ownQueueRef = useRef(ownQueue);
  const toasts = props.toastQueue ?? ownQueue;
  const addToast = useCallback(async (content: ToastContent, options: ToastOptions) => {
    const shared = latest.current.toastQueue;
    if (shared) {
      shared.add(content, options);
      return;
    }
    if (!ownQueueRef.current) {
      const queue = (await toastModule.load()).createToastQueue();
      ownQueueRef.current ??= queue;
      setOwnQueue(ownQueueRef.current);
    }
    ownQueueRef.current.add(content, options);
  }, []);
  useEffect(() => {
    if (toastModule.current()) return;
    return whenIdle(() => void toastModule.load().catch(() => undefined));
  }, []);
  // The callbacks are wired in an effect (they read the latest props); before it runs nothing can call them.
  const [store] = useState(() =>
    createKitConfiguratorStore({
      kitInventoryItemId: props.kitInventoryItemId,
      categories: props.categories,
      configuration: props.configuration,
      initialCompatibility: props.initialCompatibility,
      generateKey: randomKey,
    }),
  );
  // The engine, when the first render came from the snapshot: in an idle period after hydration, ahead of a change.
  useEffect(() => {
    if (store.isCompatibilityLoaded()) return;
    return whenIdle(() => void store.loadCompatibility().catch(() => undefined));
  }, [store]);
  useEffect(() => {
    store.setHandlers({
      generateKey: () => (latest.current.generateKey ?? randomKey)(),
      onConfigurationChange: (plan) => latest.current.onConfigurationChange?.(plan),
      onDefaultsRestored: (path) => latest.current.onDefaultsRestored?.(path),
      onNotice: (notice) => {
        void addToast({ title: notice.message, tone: 'warning' }, { timeout: notice.durationMs }).catch(() => undefined);
        latest.current.onNotice?.(notice);
      },
    });
  }, [store, addToast]);

  // Option lists arriving later (spec 2 §7: 5 categories a call).
  const delivered = useRef(new Map<number, readonly KitOptionItem[]>());
  useEffect(() => {
    for (const [key, items] of Object.entries(props.options ?? {})) {
      const categoryId = Number(key);
      if (delivered.current.get(categoryId) === items) continue;
      delivered.current.set(categoryId, items);
      store.dispatch({ type: KitActionTypes.OptionsLoaded, categoryId, items });
    }
  }, [store, props.options]);

  // A configuration that arrives after the first render, or a failed fetch (spec 2 §4 "Custom build load").
  const initialConfiguration = useRef(props.configuration);
  useEffect(() => {
    if (!props.configuration || props.configuration === initialConfiguration.current) return;
    initialConfiguration.current = props.configuration;
    store.dispatch({ type: KitActionTypes.ConfigurationLoaded, configuration: props.configuration });
  }, [store, props.configuration]);
  useEffect(() => {
    if (props.isConfigurationFailed) store.dispatch({ type: KitActionTypes.ConfigurationLoadFailed });
  }, [store, props.isConfigurationFailed]);

  const [buyState, setBuyState] = useState<KitBuyState>('idle');
  const blocking = useMemo(() => createBlockingMessagesSelector(store.engine), [store]);
  const buy = useCallback(async () => {
    const state = store.getState();
    if (blocking(state).length > 0 || !latest.current.onBuy) return;
    setBuyState('buying');
    try {
      await latest.current.onBuy(kitAddToCartLine(latest.current.kitInventoryItemId, state.selections));
      await addToast({ title: cartMessages.addedToCart, tone: 'success' }, { timeout: ADD_TO_CART_TOAST_MS });
    } catch {
      // The caller reports its own failure; no "Added to cart" for a line that was not added.
    } finally {
      setBuyState('idle');
    }
  }, [store, addToast, blocking]);

  const imageUrl = useOptionalImageUrl(props.imageUrl);
  const controller = useMemo<KitConfiguratorController>(
    () => ({
      store,
      toastQueue: toasts,
      imageUrl,
      basePriceCents: props.basePriceCents ?? 0,
      selectOption: (categoryId, inventoryItemId) => store.dispatch({ type: KitActionTypes.SelectOption, categoryId, inventoryItemId }),
      selectNone: (categoryId) => store.dispatch({ type: KitActionTypes.SelectNone, categoryId }),
      setQuantity: (categoryId, quantity) => store.dispatch({ type: KitActionTypes.SetQuantity, categoryId, quantity }),
      setUvPrintDesign: (categoryId, uvPrintDesignCode) => store.dispatch({ type: KitActionTypes.SetUvPrintDesign, categoryId, uvPrintDesignCode }),
      reset: () => store.dispatch({ type: KitActionTypes.Reset }),
      buy,
    }),
    [store, toasts, imageUrl, props.basePriceCents, buy],
  );
  return useMemo(() => ({ ...controller, buyState }), [controller, buyState]);
}

/** Reads one slice of the store; re-renders only when the slice is a different object. */
export function useKitSlice<T>(store: KitConfiguratorStore, select: (state: KitState) => T): T {
  // A stable reader: React re-checks a store's snapshot after every commit in which the reader changed.
  const snapshot = useCallback(() => select(store.getState()), [store, select]);
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}

export interface KitConfiguratorSummaryState {
  priceCents: number;
  /** The price as configured, formatted ("$2,149" or "$2,149.50"). */
  price: string;
  /** Why Buy is disabled: required choices missing, then parts that do not fit. */
  blockingMessages: readonly KitBuyBlocker[];
  canBuy: boolean;
}

/** Price and blocking messages, for the summary (re-renders when either changes). */
export function useKitSummary(controller: KitConfiguratorController): KitConfiguratorSummaryState {
  const priceCents = useKitPriceCents(controller);
  const blockingMessages = useKitBlockingMessages(controller);
  return { priceCents, price: formatConfiguredPrice(priceCents), blockingMessages, canBuy: blockingMessages.length === 0 };
}

function useKitPriceCents(controller: KitConfiguratorController): number {
  const { store, basePriceCents } = controller;
  const price = useMemo(() => createPriceSelector(() => basePriceCents), [basePriceCents]);
  return useKitSlice(store, price);
}

/** The price as configured, formatted (re-renders when it changes). */
export function useKitPrice(controller: KitConfiguratorController): string {
  return formatConfiguredPrice(useKitPriceCents(controller));
}

/** The blocking messages (re-renders when they change). */
export function useKitBlockingMessages(controller: KitConfiguratorController): readonly KitBuyBlocker[] {
  const blocking = useMemo(() => createBlockingMessagesSelector(controller.store.engine), [controller.store.engine]);
  return useKitSlice(controller.store, blocking);
}

/** One category's view: options with marks, sentences and price modifiers. */
export function useKitCategory(controller: KitConfiguratorController, categoryId: number): KitCategoryView | undefined {
  const select = useMemo(() => createCategorySelector(categoryId, controller.store.engine), [categoryId, controller.store.engine]);
  return useKitSlice(controller.store, select);
}

/** The build's verdicts, errors first. */
export function useKitVerdicts(controller: KitConfiguratorController): readonly CompatibilityVerdict[] {
  const { engine } = controller.store;
  return useKitSlice(
    controller.store,
    useCallback(() => selectVerdicts(engine), [engine]),
  );
}

export interface KitConfiguratorState extends KitConfiguratorSummaryState {
  controller: KitConfiguratorController & { buyState: KitBuyState };
  state: KitState;
  verdicts: readonly CompatibilityVerdict[];
  /** The engine's severity for each option of a category, in the category's Items order. */
  optionSeverities: (categoryName: string) => ReturnType<KitConfiguratorStore['engine']['getOptionSeverities']>;
  buyState: KitBuyState;
  /** The fetchKitCategoryOptions bodies still needed: categories without options, 5 ids a call (spec 2 §7, §9). */
  optionRequests: readonly { KitCategoryIds: number[] }[];
}

/**
 * The custom build configurator (spec 2 §2 "Custom build page", §4, §5; issue 7): the domain's kit reducer and the
 * compatibility engine behind one store. Give `initialCompatibility` (the server's snapshot) for verdicts and marks in
 * the first render without the engine in the page's first download. This hook subscribes to everything and suits a headless caller; the
 * KitConfigurator parts use the slice hooks so that one change re-renders only what it changed.
 */
export function useKitConfigurator(props: KitConfiguratorProps): KitConfiguratorState {
  const controller = useKitConfiguratorController(props);
  const state = useKitSlice(controller.store, useCallback((current: KitState) => current, []));
  const summary = useKitSummary(controller);
  const verdicts = useKitVerdicts(controller);
  const { engine } = controller.store;
  const optionRequests = useMemo(() => kitCategoryOptionRequests(state.categories), [state.categories]);
  return {
    ...summary,
    controller,
    state,
    verdicts,
    optionSeverities: (categoryName) => engine.getOptionSeverities(categoryName),
    buyState: controller.buyState,
    optionRequests,
  };
}
