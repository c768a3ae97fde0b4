// The game-against-PC comparison is a domain rule (@rigkit/domain/software), shared with the storefront; the
// server's routes read it through this module so they name one place for the levels.
export { gameCompatibility, REQUIREMENT_NAMES as requirementNames, REQUIREMENT_TIERS as requirementTiers, requirementLevel, resolutionForLevel } from '@rigkit/domain/software';
export type { GameCompatibility, GameRequirements, PartLevel, PcSpecification } from '@rigkit/domain/software';
