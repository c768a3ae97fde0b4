// Games and PC compatibility (spec 1 §3 "Software", "Compatibility", §7 fetchSoftwareList, fetchSoftware/{id},
// fetchSoftwarePCCompat; spec 2 §7 fetchSoftwareCompatibility). Levels come from software/gameCompatibility.ts;
// a PC's level over several games is the domain's overallCompatibilityLevel (the game it plays worst decides).
import { overallCompatibilityLevel, SOFTWARE_BUILD_TYPES } from '@rigkit/domain/software';
import type { CatalogueSnapshot, IndexedItem } from '../catalogue/catalogueIndex.ts';
import type { Db } from '../db/openDatabase.ts';
import type { RequirementName, RequirementTier } from '../db/softwareContentSchema.ts';
import { isStoredInteger } from '../db/storedInteger.ts';
import { ApiError } from '../http/envelope.ts';
import type { OperationContext } from '../http/operation.ts';
import { gameCompatibility, type GameRequirements, type PcSpecification } from './gameCompatibility.ts';
import { partsSpecification, prebuiltSpecification, type PartItem } from './pcSpecification.ts';
import { softwareCover, softwareImageUrl, softwareScreenshotUrls } from './softwareImages.ts';

export const softwareMessages = {
  gameNotFound: (softwareId: number) => `Game ${softwareId} was not found`,
  itemNotFound: (inventoryItemId: number) => `Item ${inventoryItemId} was not found`,
} as const;

/** Most PCs one fetchSoftwarePCCompat answers when the caller names none (designed: a few pages of tiles). */
export const maximumRecommendations = 48;

interface Game {
  id: number;
  name: string;
  requirements: GameRequirements;
}

async function loadGames(db: Db, softwareIds: readonly number[]): Promise<Game[]> {
  const unique = [...new Set(softwareIds)];
  const outOfRange = unique.find((id) => !isStoredInteger(id));
  if (outOfRange !== undefined) throw new ApiError(404, softwareMessages.gameNotFound(outOfRange));
  const rows = await db.selectFrom('software').select(['software_id', 'software_name']).where('software_id', 'in', unique).execute();
  const missing = unique.find((id) => !rows.some((row) => row.software_id === id));
  if (missing !== undefined) throw new ApiError(404, softwareMessages.gameNotFound(missing));
  const requirementRows = await db.selectFrom('software_requirements').selectAll().where('software_id', 'in', unique).execute();
  return unique.map((id) => {
    const requirements = new Map<RequirementName, Partial<Record<RequirementTier, string>>>();
    for (const row of requirementRows.filter((candidate) => candidate.software_id === id)) {
      requirements.set(row.requirement_name, { ...requirements.get(row.requirement_name), [row.tier]: row.required_part });
    }
    return { id, name: rows.find((row) => row.software_id === id)?.software_name ?? '', requirements };
  });
}

const asPart = (item: IndexedItem): PartItem => ({ primaryCategoryId: item.primaryCategoryId, model: item.model, attributes: item.attributes });

function findItems(snapshot: CatalogueSnapshot, ids: readonly number[]): IndexedItem[] {
  return ids.map((id) => {
    const item = snapshot.items.get(id);
    if (!item) throw new ApiError(404, softwareMessages.itemNotFound(id));
    return item;
  });
}

/** Each item's parts: a prebuilt names them; a custom build (KIT) is judged by its default parts. */
async function specifications(db: Db, snapshot: CatalogueSnapshot, items: readonly IndexedItem[]): Promise<Map<number, PcSpecification>> {
  const kitIds = items.filter((item) => item.typeCode === 'KIT').map((item) => item.id);
  const kitDefaults = kitIds.length
    ? await db.selectFrom('kit_categories').select(['kit_inventory_item_id', 'default_inventory_item_id', 'default_quantity']).where('kit_inventory_item_id', 'in', kitIds).execute()
    : [];
  const result = new Map<number, PcSpecification>();
  for (const item of items) {
    if (item.typeCode === 'KIT') {
      const parts = kitDefaults
        .filter((row) => row.kit_inventory_item_id === item.id && row.default_inventory_item_id !== null)
        .flatMap((row) => {
          const part = snapshot.items.get(row.default_inventory_item_id ?? 0);
          return part ? Array.from({ length: Math.max(1, row.default_quantity) }, () => asPart(part)) : [];
        });
      result.set(item.id, partsSpecification(parts));
    } else {
      result.set(item.id, prebuiltSpecification(asPart(item)) ?? partsSpecification([asPart(item)]));
    }
  }
  return result;
}

function report(game: Game, pc: PcSpecification) {
  const compatibility = gameCompatibility(pc, game.requirements);
  return {
    SoftwareId: game.id,
    SoftwareName: game.name,
    ...(compatibility.resolution ? { MaximumCompatibilityLevel: compatibility.resolution } : {}),
    MaximumCompatibilityLevelNumber: compatibility.level,
    PartCompatibilityLevels: compatibility.parts,
  };
}

export async function softwareList(context: OperationContext<'POST', '/fetchSoftwareList'>) {
  const rows = await context.services.db.selectFrom('software').select(['software_id', 'software_name']).orderBy('sort_order').execute();
  return rows.map((row) => ({ SoftwareId: row.software_id, SoftwareName: row.software_name, ImageUrl: softwareImageUrl(row.software_id) }));
}

export async function softwarePage(context: OperationContext<'GET', '/fetchSoftware/{id}'>) {
  const softwareId = Number(context.pathParameters['id']);
  if (!isStoredInteger(softwareId)) throw new ApiError(404, softwareMessages.gameNotFound(softwareId));
  const row = await context.services.db.selectFrom('software').selectAll().where('software_id', '=', softwareId).executeTakeFirst();
  if (!row) throw new ApiError(404, softwareMessages.gameNotFound(softwareId));
  return {
    SoftwareTitle: row.software_name,
    Cover: softwareCover(row.software_id),
    Screenshots: softwareScreenshotUrls(row.software_id, row.screenshot_count),
    ReleaseDate: row.release_date,
    Rating: row.rating,
    Summary: row.summary,
    Storyline: row.storyline,
    YoutubeVideoIds: row.youtube_video_ids,
    WebpageId: row.webpage_id,
  };
}

const buildCategoryIds: readonly number[] = SOFTWARE_BUILD_TYPES.map((type) => type.inventoryCategoryId);

export async function pcCompatibility(context: OperationContext<'POST', '/fetchSoftwarePCCompat'>) {
  const { body, services } = context;
  const games = await loadGames(services.db, body.SoftwareIds);
  const snapshot = await (await services.catalogue()).refreshIfStale();
  const named = body.InventoryItemIds !== undefined;
  // Without ids: every PC of the software selector's build types (595 Ready to go, 786 Custom Build, spec 1 §9).
  const items = named
    ? findItems(snapshot, [...new Set(body.InventoryItemIds)])
    : [...snapshot.items.values()].filter((item) => item.availableOnline && item.categoryIds.some((id) => buildCategoryIds.includes(id)));
  const pcs = await specifications(services.db, snapshot, items);
  let recommendations = items.map((item) => {
    const reports = games.map((game) => report(game, pcs.get(item.id) ?? partsSpecification([])));
    return { InventoryItemId: item.id, CompatibilityLevel: overallCompatibilityLevel(reports.map((entry) => entry.MaximumCompatibilityLevelNumber)), CompatibilityReport: reports, priceCents: item.priceCents };
  });
  if (!named) {
    // Recommend only PCs that run every chosen game (level 1 and up), best first, then the cheaper one.
    // The cap holds per build type: the selector filters by type after this, and a catalogue of capable prebuilts
    // would otherwise leave no custom build in the list (issue 17's believable catalogue showed it).
    const buildTypeOf = new Map(items.map((item) => [item.id, buildCategoryIds.find((id) => item.categoryIds.includes(id)) ?? 0]));
    const perType = new Map<number, number>();
    recommendations = recommendations
      .filter((entry) => entry.CompatibilityLevel >= 1)
      .sort((a, b) => b.CompatibilityLevel - a.CompatibilityLevel || a.priceCents - b.priceCents || a.InventoryItemId - b.InventoryItemId)
      .filter((entry) => {
        const type = buildTypeOf.get(entry.InventoryItemId) ?? 0;
        perType.set(type, (perType.get(type) ?? 0) + 1);
        return (perType.get(type) ?? 0) <= maximumRecommendations;
      });
  }
  return {
    Recommendations: recommendations.map(({ priceCents: _priceCents, ...entry }) => entry),
    SoftwareInformation: games.map((game) => ({ SoftwareId: game.id, SoftwareName: game.name, Cover: softwareCover(game.id) })),
  };
}

export async function partsCompatibility(context: OperationContext<'POST', '/fetchSoftwareCompatibility'>) {
  const { body, services } = context;
  const games = await loadGames(services.db, body.SoftwareIds);
  const snapshot = await (await services.catalogue()).refreshIfStale();
  // The list keeps repeats: two memory kits add up.
  const parts = findItems(snapshot, body.PartsList);
  const pc = partsSpecification(parts.map(asPart));
  return games.map((game) => {
    const compatibility = gameCompatibility(pc, game.requirements);
    return { SoftwareId: game.id, ImageUrl: softwareImageUrl(game.id), PartCompatibilityLevels: compatibility.parts, MaximumCompatibilityLevel: compatibility.level };
  });
}

