// Compatibility levels (spec 1 §3 §9): 0 to 4 drawn in set colours, -1 incompatible; 5 levels per requirement.
export const INCOMPATIBLE_LEVEL = -1;
export const COMPATIBILITY_LEVELS = [0, 1, 2, 3, 4] as const;
export type CompatibilityLevel = (typeof COMPATIBILITY_LEVELS)[number];
export const MAX_COMPATIBILITY_LEVEL = 4;
/** Steps of the compatibility wheel for one requirement. */
export const COMPATIBILITY_WHEEL_LEVELS = 5;

/**
 * Designed colours (the spec says "set colours" without naming them): a red-to-green ramp with enough contrast on
 * white, and grey for incompatible.
 */
export const COMPATIBILITY_COLOURS: Readonly<Record<CompatibilityLevel, string>> = {
  0: '#c62828',
  1: '#ef6c00',
  2: '#f9a825',
  3: '#7cb342',
  4: '#2e7d32',
};
export const INCOMPATIBLE_COLOUR = '#757575';

export function isCompatible(level: number): boolean {
  return Number.isInteger(level) && level >= 0 && level <= MAX_COMPATIBILITY_LEVEL;
}

/** The colour for a level; -1 and anything outside 0–4 draw as incompatible. */
export function compatibilityColour(level: number): string {
  return isCompatible(level) ? COMPATIBILITY_COLOURS[level as CompatibilityLevel] : INCOMPATIBLE_COLOUR;
}

/**
 * Steps lit on the compatibility wheel (5 per requirement) or the check grid's bar: levels 0–4 light 1 to 5 steps
 * (level 0 still shows its colour; designed), incompatible lights none.
 */
export function litCompatibilitySteps(level: number): number {
  return isCompatible(level) ? level + 1 : 0;
}

/** The lowest level of a build across several games: the game it plays worst decides. */
export function overallCompatibilityLevel(levels: readonly number[]): number {
  if (levels.length === 0 || levels.some((level) => !isCompatible(level))) return INCOMPATIBLE_LEVEL;
  return Math.min(...levels);
}
