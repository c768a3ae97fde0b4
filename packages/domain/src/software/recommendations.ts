// "View Compatible PCs" (spec 1 §2 Software screens, §9): the recommended PCs that play every chosen game at the
// chosen resolution or better (a higher tier satisfies the lower ones).
import { levelSatisfiesResolution, type Resolution } from './resolution.ts';

/** The part of a recommendation the filter reads (spec 1 §3 "Compatibility": Recommendations). */
export interface RatedPc {
  InventoryItemId: number;
  /** The PC's level over all chosen games: the game it plays worst decides. */
  CompatibilityLevel: number;
}

/** The PCs that reach `resolution` or a higher tier, in the order given (the server sends the best first). */
export function pcsForResolution<T extends RatedPc>(recommendations: readonly T[], resolution: Resolution): T[] {
  return recommendations.filter((pc) => levelSatisfiesResolution(pc.CompatibilityLevel, resolution));
}
