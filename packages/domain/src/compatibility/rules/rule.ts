// What a rule is: the categories it reads and a pure check over the parts chosen in them. The engine indexes rules
// by those categories, so a change re-evaluates only the rules that read the changed category.
//
// Each rule is written once, as `judge(view, explain)`. Ranking options only needs the severity, and building the
// sentence (lists, breakdowns) costs more than the check itself, so with explain false a rule answers with the bare
// severity and never formats a message; with explain true it answers with the full verdict.
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
  /** The severity evaluate would give, without formatting the message. */
  severity(view: SelectionView): CompatibilitySeverity | null;
}

/** A verdict when explaining, the bare severity when only ranking, null when all is well. */
export type Judgement = CompatibilityVerdict | CompatibilitySeverity | null;

export function defineRule(definition: {
  id: CompatibilityRuleId;
  categories: readonly string[];
  judge(view: SelectionView, explain: boolean): Judgement;
}): CompatibilityRule {
  const { id, categories, judge } = definition;
  return {
    id,
    categories,
    evaluate(view) {
      const judgement = judge(view, true);
      return typeof judgement === 'string' ? null : judgement;
    },
    severity(view) {
      const judgement = judge(view, false);
      return typeof judgement === 'string' ? judgement : (judgement?.severity ?? null);
    },
  };
}

/** The conclusion of a rule: the message is only formatted when explaining. */
export function conclude(
  explain: boolean,
  severity: CompatibilitySeverity,
  rule: CompatibilityRuleId,
  parts: readonly string[],
  message: () => string,
): Judgement {
  return explain ? { severity, rule, message: message(), parts } : severity;
}

/** Collects what parts do not list. */
export function missingSpecs(...checks: readonly (readonly [ResolvedPart, unknown, MissingSpecLabel])[]): MissingSpec[] {
  const missing: MissingSpec[] = [];
  for (const [resolved, value, label] of checks) {
    if (value === null) missing.push({ description: resolved.part.ItemDescription, label });
  }
  return missing;
}

/**
 * DESIGNED: when a part does not list what a check needs, the shopper gets an info verdict saying so, never a
 * guess. It does not block and does not mark an option as incompatible. `gaps` is only called when explaining.
 */
export function couldNotCheck(
  explain: boolean,
  rule: CompatibilityRuleId,
  subject: ResolvedPart,
  against: ResolvedPart | null,
  gaps: () => readonly MissingSpec[],
): Judgement {
  if (!explain) return 'info';
  const againstText = against ? `the ${against.part.ItemDescription}` : compatibilityMessages.estimatedDraw;
  return {
    severity: 'info',
    rule,
    message: compatibilityMessages.couldNotCheck(subject.part.ItemDescription, againstText, gaps()),
    parts: against ? [subject.category, against.category] : [subject.category],
  };
}
