// What the configurator shows of the compatibility engine's findings, as plain data: the verdicts, each category's
// option marks and the sentence of every flagged option. The server computes it for the build a page starts from
// (@rigkit/domain/kitCompatibility), so the first render and its hydration need no engine; the engine (about 6 kB
// gzip of rules) loads later, before the build's first change is applied (issue 21, route JavaScript).
import type { CompatibilitySeverity, CompatibilityVerdict } from '../compatibility/types.ts';
import type { KitCategory } from './types.ts';
import type { KitState } from './kitReducer.ts';

/** The engine's findings about one kit state, serialisable (a route loader can send it). */
export interface KitCompatibilitySnapshot {
  /** Every verdict about the build, errors first. */
  verdicts: readonly CompatibilityVerdict[];
  /**
   * The worst severity of each option, by CategoryName: one letter per option in the category's Items order (e error,
   * w warning, i info, - none). Letters rather than an array of names: a build page lists 100+ options, and the
   * loader's data is part of the page's HTML.
   */
  optionSeverities: Readonly<Record<string, string>>;
  /** The worst verdict about each option marked error or warning, by CategoryName, then InventoryItemId. */
  optionVerdicts: Readonly<Record<string, Readonly<Record<string, CompatibilityVerdict>>>>;
}

/** What the configurator reads of the engine: the same answers from the live engine or from a snapshot. */
export interface KitCompatibilityReader {
  /** Every verdict about the current build, errors first. */
  getVerdicts(): readonly CompatibilityVerdict[];
  /** Worst severity per option of the category, in option order; the same array until the category is re-ranked. */
  getOptionSeverities(categoryName: string): readonly (CompatibilitySeverity | null)[];
  /** The worst verdict about each option of `category` marked error or warning in `state`, by InventoryItemId. */
  explainOptions(state: KitState, category: KitCategory): ReadonlyMap<number, CompatibilityVerdict>;
}

const noSeverities: readonly (CompatibilitySeverity | null)[] = [];
// The letters of KitCompatibilitySnapshot.optionSeverities (written by @rigkit/domain/kitCompatibility).
const severityLetters = { e: 'error', w: 'warning', i: 'info' } as const satisfies Record<string, CompatibilitySeverity>;

function severitiesOfLetters(letters: string): readonly (CompatibilitySeverity | null)[] {
  return Array.from(letters, (letter) => (letter in severityLetters ? severityLetters[letter as keyof typeof severityLetters] : null));
}

/** Answers from a snapshot; valid for the kit state it was computed for only. */
export function readKitCompatibilitySnapshot(snapshot: KitCompatibilitySnapshot): KitCompatibilityReader {
  const explained = new Map<string, ReadonlyMap<number, CompatibilityVerdict>>();
  // One array per category, kept: the configurator's selectors take an unchanged array for "nothing re-ranked".
  const severities = new Map<string, readonly (CompatibilitySeverity | null)[]>();
  return {
    getVerdicts: () => snapshot.verdicts,
    getOptionSeverities(categoryName) {
      const letters = snapshot.optionSeverities[categoryName];
      if (letters === undefined) return noSeverities;
      let answer = severities.get(categoryName);
      if (!answer) {
        answer = severitiesOfLetters(letters);
        severities.set(categoryName, answer);
      }
      return answer;
    },
    explainOptions(_state, category) {
      let verdicts = explained.get(category.CategoryName);
      if (!verdicts) {
        verdicts = new Map(Object.entries(snapshot.optionVerdicts[category.CategoryName] ?? {}).map(([id, verdict]) => [Number(id), verdict]));
        explained.set(category.CategoryName, verdicts);
      }
      return verdicts;
    },
  };
}
