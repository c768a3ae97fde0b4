// The feature list's compatibility wheels on a grid of PCs (spec 1 §2 "featurelist: … compatibility wheel"; spec 1 §9
// levels; spec 1 §3 InterestedGames). Designed where the spec is silent: the wheel rates the PC for the first game the
// shopper chose on /ChooseMyGamingPC (the session's InterestedGames), labelled with that game's name; a PC is an item
// of a software build type category (595 Ready to go, 786 Custom Build, spec 1 §9), the same PCs the selector rates.
// The reports are read on the server by the page's loader (one fetchSoftwarePCCompat call: at most 5 games a call),
// whatever the layout, since changing the layout changes only the address and does not run the loader again.
import type { components, RigkitClient } from '@rigkit/api-client';
import { MAX_SELECTED_GAMES, SOFTWARE_BUILD_TYPES } from '@rigkit/domain/software';

type PartCompatibilityLevel = components['schemas']['PartCompatibilityLevel'];

/** What a grid needs to draw the wheels: the game's name and each rated PC's levels for it. */
export interface GridCompatibility {
  gameName: string;
  /** By InventoryItemId: the PC's overall level for the game and the level of each requirement. */
  reports: Record<number, { level: number; parts: PartCompatibilityLevel[] }>;
}

const buildCategoryIds: readonly number[] = SOFTWARE_BUILD_TYPES.map((type) => type.inventoryCategoryId);

/** A PC the software selector rates: an item in a build type category. */
export const isRatedPc = (item: { Categories?: readonly number[] | null }): boolean => (item.Categories ?? []).some((id) => buildCategoryIds.includes(id));

/**
 * The wheels' data for the PCs among the items, or null when the shopper chose no game, the items hold no PC or the
 * reports can't be read (the grid then shows without wheels).
 */
export async function loadGridCompatibility(
  client: RigkitClient,
  items: readonly { InventoryItemId: number; Categories?: readonly number[] | null }[],
  interestedGames: readonly number[],
  signal: AbortSignal,
): Promise<GridCompatibility | null> {
  const games = interestedGames.slice(0, MAX_SELECTED_GAMES);
  const [firstGame] = games;
  const pcIds = items.filter(isRatedPc).map((item) => item.InventoryItemId);
  if (firstGame === undefined || pcIds.length === 0) return null;
  try {
    const { data } = await client.POST('/fetchSoftwarePCCompat', { body: { SoftwareIds: games, InventoryItemIds: pcIds }, signal });
    const answer = data.data;
    const gameName = answer?.SoftwareInformation.find((game) => game.SoftwareId === firstGame)?.SoftwareName;
    if (!answer || !gameName) return null;
    const reports: GridCompatibility['reports'] = {};
    for (const recommendation of answer.Recommendations) {
      const report = recommendation.CompatibilityReport?.find((entry) => entry.SoftwareId === firstGame);
      if (report) reports[recommendation.InventoryItemId] = { level: report.MaximumCompatibilityLevelNumber, parts: report.PartCompatibilityLevels ?? [] };
    }
    return { gameName, reports };
  } catch {
    return null;
  }
}
