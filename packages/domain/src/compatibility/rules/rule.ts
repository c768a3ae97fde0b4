// What a rule is: the categories it reads and a pure check over the parts chosen in them. The engine indexes rules
// by those categories, so a change re-evaluates only the rules that read the changed category.
import { compatibilityMessages } from '../messages.ts';
import type { MissingSpec, MissingSpecLabel } from '../messages.ts';
import type { CompatibilityRuleId } from '../ruleIds.ts';
import type { CompatibilitySeverity, CompatibilityVerdict, ResolvedPart } from '../types.ts';

/** Read access to a selection: the part chosen in a category, or null for none. */
export interface SelectionView {
  get(categoryName: string): ResolvedPart | null;
}

export interface CompatibilityRule {
  id: CompatibilityRuleId;
  /** Every category the check reads. */
  categories: readonly string[];
  /** At most one verdict: the worst thing the rule has to say about this selection; null when all is well. */
  evaluate(view: SelectionView): CompatibilityVerdict | null;
}

export function makeVerdict(
  severity: CompatibilitySeverity,
  rule: CompatibilityRuleId,
  message: string,
  parts: readonly string[],
): CompatibilityVerdict {
  return { severity, rule, message, parts };
}

/** Collects what parts do not list; empty when the check can run. */
export function missingSpecs(...checks: readonly (readonly [ResolvedPart, unknown, MissingSpecLabel])[]): MissingSpec[] {
  const missing: MissingSpec[] = [];
  for (const [resolved, value, label] of checks) {
    if (value === null) missing.push({ description: resolved.part.ItemDescription, label });
  }
  return missing;
}

/**
 * DESIGNED: when a part does not list what a check needs, the shopper gets an info verdict saying so, never a
 * guess. It does not block and does not mark an option as incompatible.
 */
export function couldNotCheck(
  rule: CompatibilityRuleId,
  subject: ResolvedPart,
  against: ResolvedPart | null,
  missing: readonly MissingSpec[],
): CompatibilityVerdict {
  const againstText = against ? `the ${against.part.ItemDescription}` : compatibilityMessages.estimatedDraw;
  return makeVerdict(
    'info',
    rule,
    compatibilityMessages.couldNotCheck(subject.part.ItemDescription, againstText, missing),
    against ? [subject.category, against.category] : [subject.category],
  );
}
