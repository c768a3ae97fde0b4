// From a selection entry to what the rules read; shared by the one-shot functions and the engine.
import { COMPATIBILITY_RULES } from './rules/index.ts';
import type { SpecCache } from './specCache.ts';
import type { CompatibilityPart, ResolvedPart, SelectedPart } from './types.ts';

/** A quantity below 1 means nothing is fitted; fractions are cut (a kit quantity is whole). */
export function selectedQuantity(entry: SelectedPart | null | undefined): number {
  return entry ? Math.trunc(entry.quantity ?? 1) : 0;
}

export function resolvePart(cache: SpecCache, category: string, part: CompatibilityPart, quantity: number): ResolvedPart {
  return { category, part, specs: cache.specsOf(part), quantity };
}

/** Indexes of the rules that read each category: the only ones a change there can alter. */
export const RULES_BY_CATEGORY: ReadonlyMap<string, readonly number[]> = (() => {
  const index = new Map<string, number[]>();
  COMPATIBILITY_RULES.forEach((rule, ruleIndex) => {
    for (const category of rule.categories) {
      const list = index.get(category) ?? [];
      list.push(ruleIndex);
      index.set(category, list);
    }
  });
  return index;
})();

export function rulesReading(categoryName: string): readonly number[] {
  return RULES_BY_CATEGORY.get(categoryName) ?? [];
}
