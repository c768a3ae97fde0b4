// Severity order and verdict ordering shared by the one-shot functions and the incremental engine.
import type { CompatibilitySeverity, CompatibilityVerdict } from './types.ts';

/** 0 means no verdict; higher is worse. Small integers so option marks fit in a Uint8Array. */
export const SeverityCodes = { none: 0, info: 1, warning: 2, error: 3 } as const;
export type SeverityCode = (typeof SeverityCodes)[keyof typeof SeverityCodes];

const SEVERITY_OF_CODE: readonly (CompatibilitySeverity | null)[] = [null, 'info', 'warning', 'error'];

export function severityCode(severity: CompatibilitySeverity | null | undefined): SeverityCode {
  return severity ? SeverityCodes[severity] : SeverityCodes.none;
}

export function severityOfCode(code: number): CompatibilitySeverity | null {
  return SEVERITY_OF_CODE[code] ?? null;
}

/** The worst severity among verdicts (error over warning over info), or null when there are none. */
export function worstCompatibilitySeverity(verdicts: readonly Pick<CompatibilityVerdict, 'severity'>[]): CompatibilitySeverity | null {
  let worst: number = SeverityCodes.none;
  for (const verdict of verdicts) worst = Math.max(worst, SeverityCodes[verdict.severity]);
  return severityOfCode(worst);
}

/** Errors first, then warnings, then info; equal severities keep the rule table's order (Array sort is stable). */
export function sortVerdicts(verdicts: CompatibilityVerdict[]): CompatibilityVerdict[] {
  return verdicts.sort((left, right) => SeverityCodes[right.severity] - SeverityCodes[left.severity]);
}
