import type { CompatibilitySeverity, CompatibilityVerdict } from '@rigkit/domain/compatibility';
import type { KitBuyBlocker, KitCategory, KitCompatibilityReader, KitOptionItem, KitSelection, KitState } from '@rigkit/domain/kit';
import { KitCategoryNames, kitBlockingMessages, kitBuyBlockers, kitConfiguredPriceCents, kitOptionPriceDifferenceCents, kitOptionPriceDifferenceText, visibleKitOptions } from '@rigkit/domain/kit';
import { formatProductPrice } from '@rigkit/domain/money';
import { categoryOf, selectionOf } from './kitConfiguratorStore.ts';

// Selectors over the store's state. Each returns the same object while its inputs are the same objects, so
// useSyncExternalStore keeps a category that a change did not touch from re-rendering. The reducer keeps the
// identity of every selection and category it did not change, and the engine the identity of every category's
// severities it did not re-rank: identity is a reliable "nothing changed here".

/** The mark an option carries: the engine's worst severity, or ok when it has nothing to say. */
export type OptionCompatibility = CompatibilitySeverity | 'ok';

export interface KitOptionView {
  item: KitOptionItem;
  /** The option's radio value: its InventoryItemId as text. */
  value: string;
  isSelected: boolean;
  compatibility: OptionCompatibility;
  /** The engine's sentence about this option in the current build (the worst verdict), when it has one. */
  verdict: CompatibilityVerdict | undefined;
  /** What choosing it changes the price by, "+$120" or "-$40"; empty for the chosen option and equal prices. */
  priceModifier: string;
}

export interface KitCategoryView {
  category: KitCategory;
  selection: KitSelection | undefined;
  /** The options shown: motherboards filtered to the CPU's socket family (spec 2 §5), plus the chosen option. */
  options: readonly KitOptionView[];
  /** The radio value of the selection: an InventoryItemId, 'none', or null while nothing is chosen. */
  value: string | null;
}

/** The radio value of "None" (AllowNone). */
export const NONE_VALUE = 'none';

/** Remembers the last answer for the last inputs (compared by identity). */
export function memoLast<Args extends readonly unknown[], Result>(compute: (...args: Args) => Result): (...args: Args) => Result {
  let lastArgs: Args | null = null;
  let lastResult: Result;
  return (...args: Args) => {
    if (lastArgs && lastArgs.length === args.length && lastArgs.every((value, index) => Object.is(value, args[index]))) return lastResult;
    lastArgs = args;
    lastResult = compute(...args);
    return lastResult;
  };
}

/** Keeps the previous array when the new one holds the same elements (visibleKitOptions answers a fresh array). */
function sameElements<T>(previous: readonly T[] | null, next: readonly T[]): boolean {
  return previous !== null && previous.length === next.length && previous.every((value, index) => value === next[index]);
}

export function createPriceSelector(basePriceCents: () => number) {
  // React reads a snapshot several times per store change (the listener's check, render, the commit's check).
  const compute = memoLast((selections: readonly KitSelection[], base: number) => kitConfiguredPriceCents(selections, base));
  return (state: KitState): number => compute(state.selections, basePriceCents());
}

export function formatConfiguredPrice(cents: number): string {
  // The custom build page is a product page variant: '.00' is dropped (spec 2 §2, §9).
  return formatProductPrice(cents);
}

/** Why Buy is disabled: required choices missing and parts that do not fit (the domain's kitBuyBlockers). */
export function createBlockingMessagesSelector(engine: KitCompatibilityReader) {
  const compute = memoLast((categories: readonly KitCategory[], selections: readonly KitSelection[], verdicts: readonly CompatibilityVerdict[]) =>
    kitBuyBlockers(kitBlockingMessages(categories, selections), verdicts),
  );
  let previous: readonly KitBuyBlocker[] = [];
  return (state: KitState): readonly KitBuyBlocker[] => {
    const next = compute(state.categories, state.selections, engine.getVerdicts());
    // Equal messages keep one identity, so the summary does not re-render for a change elsewhere.
    if (next.length === previous.length && next.every((message, index) => message.message === previous[index]?.message)) return previous;
    previous = next;
    return next;
  };
}

/** Whether two views of one option show the same thing. */
function sameOptionView(before: KitOptionView, next: KitOptionView): boolean {
  return (
    before.item === next.item &&
    before.isSelected === next.isSelected &&
    before.compatibility === next.compatibility &&
    before.priceModifier === next.priceModifier &&
    (before.verdict === next.verdict || (before.verdict?.severity === next.verdict?.severity && before.verdict?.message === next.verdict?.message))
  );
}

/** The price a category's options would change the build by, as the option shows it (the domain's rule). */
function priceModifier(category: KitCategory, selection: KitSelection | undefined, item: KitOptionItem): string {
  return kitOptionPriceDifferenceText(kitOptionPriceDifferenceCents(category, selection, item));
}

/** Everything one Category part shows, recomputed only when its own inputs changed. */
export function createCategorySelector(categoryId: number, engine: KitCompatibilityReader) {
  let visible: readonly KitOptionItem[] | null = null;
  // The sentences depend on the other categories; the engine re-ranks this category (a new severities list)
  // whenever one of those changes, so the engine's list is the cache key and the state is only read. Only errors
  // and warnings get a sentence per option (the domain's explainOptions).
  let rawSeverities: readonly (CompatibilitySeverity | null)[] | null = null;
  let explainedCategory: KitCategory | null = null;
  let severities: readonly (CompatibilitySeverity | null)[] = [];
  let verdicts: ReadonlyMap<number, CompatibilityVerdict> = new Map();
  // The last view of each option: an option a change did not touch keeps its object, so its memoised element is
  // skipped (a re-rank re-renders the options whose mark or sentence moved, a choice those whose price difference did).
  let lastOptionViews = new Map<number, KitOptionView>();
  const explain = (category: KitCategory, engineSeverities: readonly (CompatibilitySeverity | null)[], state: KitState) => {
    if (explainedCategory === category && rawSeverities === engineSeverities) return;
    explainedCategory = category;
    rawSeverities = engineSeverities;
    // Equal marks keep one identity, so a re-rank that changed nothing re-renders nothing.
    if (!sameElements(severities, engineSeverities)) severities = engineSeverities;
    const next = engine.explainOptions(state, category);
    const same = next.size === verdicts.size && [...next].every(([id, verdict]) => verdicts.get(id)?.message === verdict.message);
    if (!same) verdicts = next;
  };
  const build = memoLast(
    (
      category: KitCategory,
      selection: KitSelection | undefined,
      options: readonly KitOptionItem[],
      severities: readonly (CompatibilitySeverity | null)[],
      verdicts: ReadonlyMap<number, CompatibilityVerdict>,
    ): KitCategoryView => {
      const severityById = new Map<number, CompatibilitySeverity | null>();
      category.Items.forEach((item, index) => severityById.set(item.InventoryItemId, severities[index] ?? null));
      const selectedId = selection?.SelectedInventoryItemId ?? null;
      const views = new Map<number, KitOptionView>();
      const optionViews = options.map((item) => {
        const next: KitOptionView = {
          item,
          value: String(item.InventoryItemId),
          isSelected: item.InventoryItemId === selectedId,
          compatibility: severityById.get(item.InventoryItemId) ?? 'ok',
          verdict: verdicts.get(item.InventoryItemId),
          priceModifier: priceModifier(category, selection, item),
        };
        const before = lastOptionViews.get(item.InventoryItemId);
        const view = before && sameOptionView(before, next) ? before : next;
        views.set(item.InventoryItemId, view);
        return view;
      });
      lastOptionViews = views;
      return {
        category,
        selection,
        value: selectedId === null ? (category.AllowNone ? NONE_VALUE : null) : String(selectedId),
        options: optionViews,
      };
    },
  );
  // The inputs of the last answer. Every store change asks every category for its slice (useSyncExternalStore
  // compares snapshots in the store's listener), so a category a change did not touch answers from these few
  // identities instead of filtering and comparing its options again.
  let last: { category: KitCategory; selection: KitSelection | undefined; cpu: KitOptionItem | undefined; severities: readonly unknown[]; view: KitCategoryView } | null = null;
  return (state: KitState): KitCategoryView | undefined => {
    const category = categoryOf(state, categoryId);
    if (!category) return undefined;
    const selection = selectionOf(state, categoryId);
    // Only the motherboards' list depends on another category: the chosen CPU's socket family (spec 2 §5).
    const cpu = category.CategoryName === KitCategoryNames.motherboard ? chosenCpuOf(state) : undefined;
    const engineSeverities = engine.getOptionSeverities(category.CategoryName);
    if (last && last.category === category && last.selection === selection && last.cpu === cpu && last.severities === engineSeverities) return last.view;
    const view = categoryView(state, category, selection, engineSeverities);
    last = { category, selection, cpu, severities: engineSeverities, view };
    return view;
  };
  function categoryView(
    state: KitState,
    category: KitCategory,
    selection: KitSelection | undefined,
    engineSeverities: readonly (CompatibilitySeverity | null)[],
  ): KitCategoryView {
    const shown = visibleKitOptions(state, categoryId);
    // The chosen option stays listed even when a filter would hide it, so the shopper sees what is wrong with it.
    const chosen = category.Items.find((item) => item.InventoryItemId === selection?.SelectedInventoryItemId);
    const withChosen = chosen && !shown.includes(chosen) ? category.Items.filter((item) => item === chosen || shown.includes(item)) : shown;
    if (!sameElements(visible, withChosen)) visible = withChosen;
    explain(category, engineSeverities, state);
    return build(category, selection, visible ?? withChosen, severities, verdicts);
  }
}

/** The chosen CPU (the motherboards follow its socket family). */
function chosenCpuOf(state: KitState): KitOptionItem | undefined {
  const cpu = state.categories.find((category) => category.CategoryName === KitCategoryNames.cpu);
  if (!cpu) return undefined;
  const chosenId = selectionOf(state, cpu.InventoryKitCategoryId)?.SelectedInventoryItemId;
  return cpu.Items.find((item) => item.InventoryItemId === chosenId);
}

/** The build's verdicts, errors first (the engine keeps one list until something changes). */
export function selectVerdicts(engine: KitCompatibilityReader): readonly CompatibilityVerdict[] {
  return engine.getVerdicts();
}
