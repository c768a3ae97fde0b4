// A PC against one game's requirement tiers (spec 1 §3 "Compatibility", §9). Designed levels, matching the
// contract's example (1440P = 3): −1 the PC lacks the part (or it is unknown), 0 below the game's minimum,
// 1 minimum (reduced settings), 2 1080P, 3 1440P, 4 4K. A game plays at the level of its weakest part.
import { INCOMPATIBLE_LEVEL } from './compatibility.ts';
import { partScore } from './partPerformance.ts';
import { REQUIREMENT_NAMES, REQUIREMENT_TIERS, type GameRequirements, type PcSpecification, type RequirementName, type RequirementTiers } from './requirements.ts';
import { resolutionForLevel, type Resolution } from './resolution.ts';

/** One requirement's level, named as the contract's PartCompatibilityLevel. */
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
export function requirementLevel(requirement: RequirementName, pcPart: string | null, tiers: RequirementTiers): number {
  if (pcPart === null) return INCOMPATIBLE_LEVEL;
  const score = partScore(requirement, pcPart);
  if (score === null) return INCOMPATIBLE_LEVEL;
  let level = 0;
  REQUIREMENT_TIERS.forEach((tier, index) => {
    const required = tiers[tier];
    const requiredScore = required === undefined ? null : partScore(requirement, required);
    if (requiredScore !== null && score >= requiredScore) level = Math.max(level, index + 1);
  });
  return level;
}

/** The PC's level for each requirement the game names, the weakest level, and the resolution it reaches. */
export function gameCompatibility(pc: PcSpecification, requirements: GameRequirements): GameCompatibility {
  const parts = REQUIREMENT_NAMES.filter((name) => requirements.has(name)).map((name) => ({
    RequirementName: name,
    MaximumCompatibilityLevelNumber: requirementLevel(name, pc[name], requirements.get(name) ?? {}),
  }));
  const levels = parts.map((part) => part.MaximumCompatibilityLevelNumber);
  const level = levels.length === 0 ? INCOMPATIBLE_LEVEL : Math.min(...levels);
  return { parts, level, resolution: resolutionForLevel(level) };
}
