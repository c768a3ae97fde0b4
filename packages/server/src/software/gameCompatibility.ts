// A PC against one game's requirement tiers (spec 1 §3 "Compatibility", §9). Designed levels, matching the
// contract's example (1440P = 3): −1 the PC lacks the part (or it is unknown), 0 below the game's minimum,
// 1 minimum (reduced settings), 2 1080P, 3 1440P, 4 4K. A game plays at the level of its weakest part.
import { INCOMPATIBLE_LEVEL, RESOLUTIONS, type Resolution } from '@rigkit/domain/software';
import type { RequirementName, RequirementTier } from '../db/softwareContentSchema.ts';
import { partScore } from './partPerformance.ts';

export const requirementNames: readonly RequirementName[] = ['CPU', 'Graphics Card', 'Memory'];
/** Lowest first; level n + 1 means tier n is met. */
export const requirementTiers: readonly RequirementTier[] = ['Minimum', ...RESOLUTIONS];

/** The parts of a PC by requirement, as names ("Ryzen 7 7800X", "GeForce RTX 5070", "32GB"); null when absent. */
export type PcSpecification = Readonly<Record<RequirementName, string | null>>;

/** A game's required part per requirement and tier. */
export type GameRequirements = ReadonlyMap<RequirementName, Readonly<Partial<Record<RequirementTier, string>>>>;

export interface PartLevel {
  RequirementName: RequirementName;
  MaximumCompatibilityLevelNumber: number;
}

export interface GameCompatibility {
  parts: PartLevel[];
  /** The weakest part's level. */
  level: number;
  /** The highest resolution the PC plays the game at; null below 1080P. */
  resolution: Resolution | null;
}

/** The level of one part against its tiers: the highest tier whose required part it matches or beats. */
export function requirementLevel(requirement: RequirementName, pcPart: string | null, tiers: Partial<Record<RequirementTier, string>>): number {
  if (pcPart === null) return INCOMPATIBLE_LEVEL;
  const score = partScore(requirement, pcPart);
  if (score === null) return INCOMPATIBLE_LEVEL;
  let level = 0;
  requirementTiers.forEach((tier, index) => {
    const required = tiers[tier];
    const requiredScore = required === undefined ? null : partScore(requirement, required);
    if (requiredScore !== null && score >= requiredScore) level = Math.max(level, index + 1);
  });
  return level;
}

/** Resolution for a level: 2 → 1080P, 3 → 1440P, 4 → 4K (each higher tier satisfies the lower ones). */
export function resolutionForLevel(level: number): Resolution | null {
  return RESOLUTIONS[level - 2] ?? null;
}

export function gameCompatibility(pc: PcSpecification, requirements: GameRequirements): GameCompatibility {
  const parts = requirementNames
    .filter((name) => requirements.has(name))
    .map((name) => ({ RequirementName: name, MaximumCompatibilityLevelNumber: requirementLevel(name, pc[name], requirements.get(name) ?? {}) }));
  const levels = parts.map((part) => part.MaximumCompatibilityLevelNumber);
  const level = levels.length === 0 ? INCOMPATIBLE_LEVEL : Math.min(...levels);
  return { parts, level, resolution: resolutionForLevel(level) };
}
