// One-shot checks over a selection: everything wrong with a build, what one candidate would cause, and the worst
// severity per option of a category. The engine (engine.ts) gives the same answers incrementally.
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
} from './types.ts';

export interface EvaluateOptions {
  /** Where parsed specs are kept. @default the module's shared cache */
  specCache?: SpecCache;
}

function selectionView(selection: CompatibilitySelection, cache: SpecCache): SelectionView {
  const resolved = new Map<string, ResolvedPart | null>();
  return {
    get(categoryName) {
      const known = resolved.get(categoryName);
      if (known !== undefined) return known;
      const entry = selection[categoryName];
      const quantity = selectedQuantity(entry);
      const part = entry && quantity > 0 ? resolvePart(cache, categoryName, entry.part, quantity) : null;
      resolved.set(categoryName, part);
      return part;
    },
  };
}

/** The selection with one category's part swapped; the category's quantity is kept (spec 2 §4 "Choosing an option"). */
function candidateView(base: SelectionView, categoryName: string): { view: SelectionView; setCandidate(part: ResolvedPart): void } {
  let candidate: ResolvedPart | null = null;
  return {
    view: { get: (name) => (name === categoryName ? candidate : base.get(name)) },
    setCandidate(part) {
      candidate = part;
    },
  };
}

function quantityKept(selection: CompatibilitySelection, categoryName: string): number {
  return Math.max(1, selectedQuantity(selection[categoryName]));
}

/** Every verdict about the selection, errors first. */
export function evaluateBuild(selection: CompatibilitySelection, options: EvaluateOptions = {}): CompatibilityVerdict[] {
  const view = selectionView(selection, options.specCache ?? sharedSpecCache);
  const verdicts: CompatibilityVerdict[] = [];
  for (const rule of COMPATIBILITY_RULES) {
    const verdict = rule.evaluate(view);
    if (verdict) verdicts.push(verdict);
  }
  return sortVerdicts(verdicts);
}

/** The verdicts of the rules that read `categoryName`, were `candidate` chosen there instead (quantity kept). */
export function evaluateOption(
  selection: CompatibilitySelection,
  categoryName: string,
  candidate: CompatibilityPart,
  options: EvaluateOptions = {},
): CompatibilityVerdict[] {
  const cache = options.specCache ?? sharedSpecCache;
  const { view, setCandidate } = candidateView(selectionView(selection, cache), categoryName);
  setCandidate(resolvePart(cache, categoryName, candidate, quantityKept(selection, categoryName)));
  const verdicts: CompatibilityVerdict[] = [];
  for (const ruleIndex of rulesReading(categoryName)) {
    const verdict = COMPATIBILITY_RULES[ruleIndex]?.evaluate(view);
    if (verdict) verdicts.push(verdict);
  }
  return sortVerdicts(verdicts);
}

/**
 * For each option of a category, the worst severity evaluateOption would report (null: nothing to say), in the
 * order given. Filter with `severity !== 'error'` (filterCompatibleOptions), mark warnings. Info is advice, not a
 * fault: once a power supply is chosen its advice makes every option of the power categories at least 'info'.
 */
export function rankOptions(
  selection: CompatibilitySelection,
  categoryName: string,
  options: readonly CompatibilityPart[],
  evaluateOptions: EvaluateOptions = {},
): (CompatibilitySeverity | null)[] {
  const cache = evaluateOptions.specCache ?? sharedSpecCache;
  const { view, setCandidate } = candidateView(selectionView(selection, cache), categoryName);
  const quantity = quantityKept(selection, categoryName);
  const rules = rulesReading(categoryName);
  return options.map((option) => {
    setCandidate(resolvePart(cache, categoryName, option, quantity));
    let worst: number = SeverityCodes.none;
    for (const ruleIndex of rules) {
      worst = Math.max(worst, severityCode(COMPATIBILITY_RULES[ruleIndex]?.severity(view)));
    }
    return severityOfCode(worst);
  });
}

/** The options that would cause no error, in the order given (warnings and info stay: they do not block a build). */
export function filterCompatibleOptions<T extends CompatibilityPart>(
  selection: CompatibilitySelection,
  categoryName: string,
  options: readonly T[],
  evaluateOptions: EvaluateOptions = {},
): T[] {
  const severities = rankOptions(selection, categoryName, options, evaluateOptions);
  return options.filter((_option, index) => severities[index] !== 'error');
}
