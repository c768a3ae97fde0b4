// Resolution tiers (spec 1 §9): 1080P < 1440P < 4K; a PC good at a higher tier satisfies the lower ones.
export const RESOLUTIONS = ['1080P', '1440P', '4K'] as const;
export type Resolution = (typeof RESOLUTIONS)[number];

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
