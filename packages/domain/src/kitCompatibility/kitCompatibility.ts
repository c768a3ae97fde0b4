// The compatibility engine following a configurator's kit state (kit/kitReducer.ts). A folder of its own, apart
// from `kit`, so that a page can load the engine's rules on demand: `kit` (the reducer, prices, the snapshot reader)
// is in the configurator's first download, this module and the engine are not (issue 21, route JavaScript).
import type { CompatibilityEngine, CompatibilityPart, CompatibilitySeverity, CompatibilityVerdict } from '../compatibility/index.ts';
import { compatibilitySelectionFromKit, createCompatibilityEngine, evaluateOption } from '../compatibility/index.ts';
// Types only from `kit`: a value imported from it would be shared with the page's first download, and the bundler
// would split it into a file of its own.
import type { KitCategory, KitCompatibilityReader, KitCompatibilitySnapshot, KitState } from '../kit/index.ts';

/** The engine behind a configurator: reads like a snapshot, and follows every change of the kit state. */
export interface KitCompatibility extends KitCompatibilityReader {
  /** Tells the engine about the categories and selections that changed from `previous` to `next`. */
  follow(previous: KitState, next: KitState): void;
  /** The findings about `state` (the state the engine follows) as plain data. */
  snapshot(state: KitState): KitCompatibilitySnapshot;
}

function optionsByCategoryName(categories: readonly KitCategory[]): Record<string, readonly CompatibilityPart[]> {
  const options: Record<string, readonly CompatibilityPart[]> = {};
  for (const category of categories) options[category.CategoryName] = category.Items;
  return options;
}

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

/** An option list's severities as KitCompatibilitySnapshot.optionSeverities letters (e, w, i, - for none). */
function severityLetters(severities: readonly (CompatibilitySeverity | null)[]): string {
  return severities.map((severity) => (severity ? severity[0] : '-')).join('');
}

/** An engine over `state`'s options and selections. */
export function createKitCompatibility(state: KitState): KitCompatibility {
  const engine = createCompatibilityEngine({
    options: optionsByCategoryName(state.categories),
    selection: compatibilitySelectionFromKit(state.categories, state.selections),
  });
  const explainOptions = (current: KitState, category: KitCategory): ReadonlyMap<number, CompatibilityVerdict> => {
    // Only errors and warnings get a sentence per option: once a power supply is chosen every option of the power
    // categories carries the supply's advice as info, which the build's verdicts already show once.
    const severities = engine.getOptionSeverities(category.CategoryName);
    const flagged = category.Items.filter((_item, index) => severities[index] === 'error' || severities[index] === 'warning');
    const verdicts = new Map<number, CompatibilityVerdict>();
    if (flagged.length === 0) return verdicts;
    const selection = compatibilitySelectionFromKit(current.categories, current.selections);
    for (const item of flagged) {
      const verdict = evaluateOption(selection, category.CategoryName, item)[0];
      if (verdict) verdicts.set(item.InventoryItemId, verdict);
    }
    return verdicts;
  };
  return {
    getVerdicts: () => engine.getVerdicts(),
    getOptionSeverities: (categoryName) => engine.getOptionSeverities(categoryName),
    explainOptions,
    follow: (previous, next) => followInEngine(engine, previous, next),
    snapshot(current) {
      const optionSeverities: Record<string, string> = {};
      const optionVerdicts: Record<string, Record<string, CompatibilityVerdict>> = {};
      for (const category of current.categories) {
        optionSeverities[category.CategoryName] = severityLetters(engine.getOptionSeverities(category.CategoryName));
        const explained = explainOptions(current, category);
        if (explained.size > 0) optionVerdicts[category.CategoryName] = Object.fromEntries([...explained].map(([id, verdict]) => [String(id), verdict]));
      }
      return { verdicts: engine.getVerdicts(), optionSeverities, optionVerdicts };
    },
  };
}

/** The findings about the build a configurator starts from (the kit's kitStartingState), for its first render. */
export function kitCompatibilitySnapshot(state: KitState): KitCompatibilitySnapshot {
  return createKitCompatibility(state).snapshot(state);
}
