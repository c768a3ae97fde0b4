// Resolution tiers (spec 1 §9): 1080P < 1440P < 4K; a PC good at a higher tier satisfies the lower ones.
export const RESOLUTIONS = ['1080P', '1440P', '4K'] as const;
export type Resolution = (typeof RESOLUTIONS)[number];

/** The compatibility level of the lowest resolution tier: 2 is 1080P, 3 is 1440P, 4 is 4K (designed, see gameCompatibility.ts). */
const FIRST_RESOLUTION_LEVEL = 2;

export function resolutionRank(resolution: Resolution): number {
  return RESOLUTIONS.indexOf(resolution);
}

/** True when a PC rated for `supported` meets the `required` resolution. */
export function satisfiesResolution(supported: Resolution, required: Resolution): boolean {
  return resolutionRank(supported) >= resolutionRank(required);
}

/** Every resolution a PC rated for `supported` satisfies, lowest first. */
export function satisfiedResolutions(supported: Resolution): Resolution[] {
  return RESOLUTIONS.filter((resolution) => satisfiesResolution(supported, resolution));
}

export function isResolution(value: string): value is Resolution {
  return (RESOLUTIONS as readonly string[]).includes(value);
}

/** The compatibility level a PC needs to play at a resolution: 1080P 2, 1440P 3, 4K 4. */
export function levelForResolution(resolution: Resolution): number {
  return resolutionRank(resolution) + FIRST_RESOLUTION_LEVEL;
}

/** The highest resolution a level reaches: 2 → 1080P, 3 → 1440P, 4 → 4K; null below 1080P or when incompatible. */
export function resolutionForLevel(level: number): Resolution | null {
  return Number.isInteger(level) ? (RESOLUTIONS[level - FIRST_RESOLUTION_LEVEL] ?? null) : null;
}

/** True when a PC at `level` plays at `required` or better: a higher tier satisfies the lower ones. */
export function levelSatisfiesResolution(level: number, required: Resolution): boolean {
  const reached = resolutionForLevel(level);
  return reached !== null && satisfiesResolution(reached, required);
}
