// Server calls of the software pages (spec 1 §7: fetchSoftwareList, fetchSoftware/{id}, fetchSoftwarePCCompat;
// spec 2 §7: fetchSoftwareCompatibility). The PCs' tiles come from getItemGrid by id; the build type filters them
// through the grid's category filter (595 Ready to go, 786 Custom Build).
import type { components, RigkitClient } from '@rigkit/api-client';
import type { Resolution } from '@rigkit/domain/software';
import { pcsForResolution } from '@rigkit/domain/software';
import type { TileItem } from '@rigkit/api-client/mappers';

type Software = components['schemas']['Software'];
type Recommendation = components['schemas']['Recommendation'];

/** A recommended PC with its tile and its rating for each chosen game. */
export interface RatedPc {
  item: TileItem;
  CompatibilityLevel: number;
  CompatibilityReport: components['schemas']['CompatibilityReport'][];
}

/** PCs shown for one choice (designed: a page of tiles; the server recommends up to 48). */
export const MAX_PCS_SHOWN = 12;
/** Optimised PCs on a game page (designed). */
export const MAX_OPTIMISED_PCS = 4;
/** Games in a game page's compatibility check: the grid's 2 rows of 5 (spec 2 §9). */
export const MAX_CHECKED_GAMES = 10;

export async function loadSoftwareList(client: RigkitClient, signal: AbortSignal): Promise<Software[]> {
  const { data } = await client.POST('/fetchSoftwareList', { body: {}, signal });
  return data.data ?? [];
}

/** The tiles of recommended PCs, in the recommendation order, keeping those of `categoryIds` when given. */
async function ratedPcs(client: RigkitClient, recommendations: readonly Recommendation[], signal: AbortSignal, categoryIds?: number[]): Promise<RatedPc[]> {
  if (recommendations.length === 0) return [];
  const { data } = await client.POST('/getItemGrid', {
    body: { InventoryItemIds: recommendations.map((entry) => entry.InventoryItemId), ...(categoryIds ? { CategoryIds: categoryIds } : {}), ShowHeader: false },
    signal,
  });
  const items = data.data?.Items ?? [];
  return recommendations.flatMap((entry) => {
    const item = items.find((candidate) => candidate.InventoryItemId === entry.InventoryItemId);
    return item ? [{ item, CompatibilityLevel: entry.CompatibilityLevel, CompatibilityReport: entry.CompatibilityReport ?? [] }] : [];
  });
}

/** "View Compatible PCs": the PCs of the build type that play every chosen game at the resolution or better. */
export async function loadCompatiblePcs(
  client: RigkitClient,
  choice: { games: readonly number[]; resolution: Resolution; buildType: number },
  signal: AbortSignal,
): Promise<RatedPc[]> {
  if (choice.games.length === 0) return [];
  const { data } = await client.POST('/fetchSoftwarePCCompat', { body: { SoftwareIds: [...choice.games] }, signal });
  const recommendations = pcsForResolution(data.data?.Recommendations ?? [], choice.resolution);
  const pcs = await ratedPcs(client, recommendations, signal, [choice.buildType]);
  return pcs.slice(0, MAX_PCS_SHOWN);
}

/** "Optimised Gaming PCs" of a game page: the best recommendations for the game alone, of either build type. */
export async function loadOptimisedPcs(client: RigkitClient, softwareId: number, signal: AbortSignal): Promise<RatedPc[]> {
  const { data } = await client.POST('/fetchSoftwarePCCompat', { body: { SoftwareIds: [softwareId] }, signal });
  const recommendations = (data.data?.Recommendations ?? []).slice(0, MAX_OPTIMISED_PCS * 2);
  return (await ratedPcs(client, recommendations, signal)).slice(0, MAX_OPTIMISED_PCS);
}

/** The game-compatibility check of one PC against the game and the first other games of the list. */
export async function loadCompatibilityCheck(client: RigkitClient, pcId: number, softwareId: number, games: readonly Software[], signal: AbortSignal) {
  const others = games.filter((game) => game.SoftwareId !== softwareId).slice(0, MAX_CHECKED_GAMES - 1);
  const softwareIds = [softwareId, ...others.map((game) => game.SoftwareId)];
  const { data } = await client.POST('/fetchSoftwareCompatibility', { body: { SoftwareIds: softwareIds, PartsList: [pcId] }, signal });
  return (data.data ?? []).map((entry) => ({
    SoftwareId: entry.SoftwareId,
    SoftwareName: games.find((game) => game.SoftwareId === entry.SoftwareId)?.SoftwareName ?? '',
    ImageUrl: entry.ImageUrl ?? null,
    MaximumCompatibilityLevel: entry.MaximumCompatibilityLevel,
  }));
}
