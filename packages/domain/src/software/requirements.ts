// A game's requirements (spec 1 §3 "Compatibility": PartCompatibilityLevels carry a RequirementName): the three
// parts a game names, each at four tiers. Designed: the specs name the fields, not the tiers.
import { RESOLUTIONS } from './resolution.ts';

export const REQUIREMENT_NAMES = ['CPU', 'Graphics Card', 'Memory'] as const;
export type RequirementName = (typeof REQUIREMENT_NAMES)[number];

/** Lowest first; meeting tier n gives level n + 1 (Minimum 1, 1080P 2, 1440P 3, 4K 4). */
export const REQUIREMENT_TIERS = ['Minimum', ...RESOLUTIONS] as const;
export type RequirementTier = (typeof REQUIREMENT_TIERS)[number];

/** The part a game asks for at each tier of one requirement ("GeForce RTX 5070" at 1080P). */
export type RequirementTiers = Readonly<Partial<Record<RequirementTier, string>>>;

/** A game's required part per requirement and tier. */
export type GameRequirements = ReadonlyMap<RequirementName, RequirementTiers>;

/** The parts of a PC by requirement, as names ("Ryzen 7 7800X", "GeForce RTX 5070", "32GB"); null when absent. */
export type PcSpecification = Readonly<Record<RequirementName, string | null>>;
