// The incremental engine behind a configurator. It keeps, per rule, the current verdict and, per category and
// rule, the severity that rule gives each option. Choosing a part re-evaluates only the rules that read the changed
// category, and re-ranks only the options of the other categories those rules read: one change costs a few
// hundred rule checks, not rules × every option of every category (bench/compatibility.bench.ts).
import { COMPATIBILITY_RULES } from './rules/index.ts';
import type { SelectionView } from './rules/index.ts';
import { resolvePart, rulesReading, selectedQuantity } from './resolve.ts';
import { severityCode, severityOfCode, SeverityCodes, sortVerdicts } from './severity.ts';
import { sharedSpecCache } from './specCache.ts';
import type { SpecCache } from './specCache.ts';
import type {
  CompatibilityPart,
  CompatibilitySelection,
  CompatibilitySeverity,
  CompatibilityVerdict,
  ResolvedPart,
  SelectedPart,
} from './types.ts';

export interface CompatibilityEngineOptions {
  /** The option list of each category, by CategoryName (more can arrive later with setOptions). */
  options?: Readonly<Record<string, readonly CompatibilityPart[]>>;
  /** The parts chosen to begin with. */
  selection?: CompatibilitySelection;
  /** Where parsed specs are kept. @default the module's shared cache */
  specCache?: SpecCache;
}

export interface CompatibilityEngine {
  /** Chooses a part in a category (null: none). Without a quantity, the category's quantity is kept (spec 2 §4). */
  select(categoryName: string, part: CompatibilityPart | null, quantity?: number): void;
  /** Changes how many of the chosen part are fitted. */
  setQuantity(categoryName: string, quantity: number): void;
  /** Replaces a category's option list (options arrive 5 categories at a time, spec 2 §7). */
  setOptions(categoryName: string, options: readonly CompatibilityPart[]): void;
  /** Every verdict about the current selection, errors first (the same list evaluateBuild gives). */
  getVerdicts(): readonly CompatibilityVerdict[];
  /** Worst severity per option of the category, in option order (the same list rankOptions gives). */
  getOptionSeverities(categoryName: string): readonly (CompatibilitySeverity | null)[];
  getSelection(): CompatibilitySelection;
  /** Calls `listener` after every change; returns the unsubscribe (fits React's useSyncExternalStore). */
  subscribe(listener: () => void): () => void;
}

interface CategoryOptions {
  parts: readonly CompatibilityPart[];
  /** One per option; quantity is set to the category's kept quantity before each ranking. */
  candidates: ResolvedPart[];
  /** Severity code per option, per rule index reading this category. */
  byRule: Map<number, Uint8Array>;
  worst: Uint8Array;
  /** getOptionSeverities' answer, rebuilt only after worst changed. */
  answer: readonly (CompatibilitySeverity | null)[] | null;
}

export function createCompatibilityEngine(engineOptions: CompatibilityEngineOptions = {}): CompatibilityEngine {
  const cache = engineOptions.specCache ?? sharedSpecCache;
  const selected = new Map<string, ResolvedPart>();
  const ruleVerdicts: (CompatibilityVerdict | null)[] = COMPATIBILITY_RULES.map(() => null);
  const optionsByCategory = new Map<string, CategoryOptions>();
  let verdictList: readonly CompatibilityVerdict[] | null = null;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  // One mutable view serves every check: the selection, with at most one category swapped for a candidate.
  let swappedCategory: string | null = null;
  let swappedPart: ResolvedPart | null = null;
  const view: SelectionView = {
    get: (name) => (name === swappedCategory ? swappedPart : (selected.get(name) ?? null)),
  };

  const keptQuantity = (categoryName: string) => selected.get(categoryName)?.quantity ?? 1;

  function rankRule(ruleIndex: number, categoryName: string): void {
    const category = optionsByCategory.get(categoryName);
    const rule = COMPATIBILITY_RULES[ruleIndex];
    if (!category || !rule) return;
    let codes = category.byRule.get(ruleIndex);
    if (!codes) {
      codes = new Uint8Array(category.candidates.length);
      category.byRule.set(ruleIndex, codes);
    }
    const quantity = keptQuantity(categoryName);
    swappedCategory = categoryName;
    for (let index = 0; index < category.candidates.length; index += 1) {
      const candidate = category.candidates[index] as ResolvedPart;
      candidate.quantity = quantity;
      swappedPart = candidate;
      codes[index] = severityCode(rule.severity(view));
    }
    swappedCategory = null;
    swappedPart = null;
  }

  function refreshWorst(categoryName: string): void {
    const category = optionsByCategory.get(categoryName);
    if (!category) return;
    const worst = category.worst;
    worst.fill(SeverityCodes.none);
    for (const codes of category.byRule.values()) {
      for (let index = 0; index < worst.length; index += 1) {
        const code = codes[index] ?? SeverityCodes.none;
        if (code > (worst[index] ?? SeverityCodes.none)) worst[index] = code;
      }
    }
    category.answer = null;
  }

  function setOptions(categoryName: string, parts: readonly CompatibilityPart[]): void {
    optionsByCategory.set(categoryName, {
      parts,
      candidates: parts.map((part) => resolvePart(cache, categoryName, part, 1)),
      byRule: new Map(),
      worst: new Uint8Array(parts.length),
      answer: null,
    });
    for (const ruleIndex of rulesReading(categoryName)) rankRule(ruleIndex, categoryName);
    refreshWorst(categoryName);
  }

  function place(categoryName: string, entry: SelectedPart | null): void {
    const quantity = selectedQuantity(entry);
    if (entry && quantity > 0) selected.set(categoryName, resolvePart(cache, categoryName, entry.part, quantity));
    else selected.delete(categoryName);
  }

  /** After `categoryName` changed: its rules' verdicts, and the options of the other categories they read. */
  function propagate(categoryName: string, quantityChanged: boolean): void {
    const stale = new Set<string>();
    for (const ruleIndex of rulesReading(categoryName)) {
      const rule = COMPATIBILITY_RULES[ruleIndex];
      if (!rule) continue;
      ruleVerdicts[ruleIndex] = rule.evaluate(view);
      for (const related of rule.categories) {
        // The changed category's own options swap its part out, so they only change when its quantity does.
        if (related === categoryName && !quantityChanged) continue;
        if (!optionsByCategory.has(related)) continue;
        rankRule(ruleIndex, related);
        stale.add(related);
      }
    }
    for (const related of stale) refreshWorst(related);
    verdictList = null;
  }

  function change(categoryName: string, entry: SelectedPart | null): void {
    const before = keptQuantity(categoryName);
    place(categoryName, entry);
    propagate(categoryName, keptQuantity(categoryName) !== before);
  }

  // Initial state: the whole selection, then every rule once, then every option list.
  for (const [categoryName, entry] of Object.entries(engineOptions.selection ?? {})) place(categoryName, entry ?? null);
  COMPATIBILITY_RULES.forEach((rule, ruleIndex) => {
    ruleVerdicts[ruleIndex] = rule.evaluate(view);
  });
  for (const [categoryName, parts] of Object.entries(engineOptions.options ?? {})) setOptions(categoryName, parts);

  return {
    select(categoryName, part, quantity) {
      change(categoryName, part ? { part, quantity: quantity ?? keptQuantity(categoryName) } : null);
      notify();
    },
    setQuantity(categoryName, quantity) {
      const current = selected.get(categoryName);
      if (!current) return;
      change(categoryName, { part: current.part, quantity });
      notify();
    },
    setOptions(categoryName, parts) {
      setOptions(categoryName, parts);
      notify();
    },
    getVerdicts() {
      verdictList ??= sortVerdicts(ruleVerdicts.filter((verdict): verdict is CompatibilityVerdict => verdict !== null));
      return verdictList;
    },
    getOptionSeverities(categoryName) {
      const category = optionsByCategory.get(categoryName);
      if (!category) return [];
      category.answer ??= Array.from(category.worst, severityOfCode);
      return category.answer;
    },
    getSelection() {
      const selection: Record<string, SelectedPart> = {};
      for (const [categoryName, resolved] of selected) selection[categoryName] = { part: resolved.part, quantity: resolved.quantity };
      return selection;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
