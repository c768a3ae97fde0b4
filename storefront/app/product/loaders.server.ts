// Data the product layouts need beyond fetchItem, read on the server by the route's loader.
import type { RigkitClient } from '@rigkit/api-client';
import type { KitSelection } from '@rigkit/domain/kit';
import { batchKitCategoryIds, defaultKitSelections } from '@rigkit/domain/kit';
import { prebuiltShowsGamePerformance } from '@rigkit/domain/product';
import { MAX_SELECTED_GAMES } from '@rigkit/domain/software';
import { toKitCategory } from '@rigkit/api-client/mappers';
import type { ShopperView } from '../lib/shopperView.ts';
import type { GamePerformanceRow, ItemDetail, PurchaseSettings } from './types.ts';

/** Games rated in Game Performance: two rows of the check grid's 5 desktop columns (spec 2 §9). */
export const GAME_PERFORMANCE_GAMES = 10;

/**
 * Game Performance of a prebuilt (spec 2 §2): shown only for a stock item with CPU, Memory and Graphics Card; the
 * levels come from fetchSoftwarePCCompat for this PC and the first games of the software list, at most 5 games a
 * call (spec 1 §9). Null hides the section, also when the games can't be read (the rest of the page still shows).
 */
export async function loadGamePerformance(client: RigkitClient, item: ItemDetail, signal: AbortSignal): Promise<GamePerformanceRow[] | null> {
  if (!prebuiltShowsGamePerformance(item)) return null;
  try {
    const { data: list } = await client.POST('/fetchSoftwareList', { body: {}, signal });
    const games = (list.data ?? []).slice(0, GAME_PERFORMANCE_GAMES);
    if (games.length === 0) return null;
    const batches = Array.from({ length: Math.ceil(games.length / MAX_SELECTED_GAMES) }, (_, index) => games.slice(index * MAX_SELECTED_GAMES, (index + 1) * MAX_SELECTED_GAMES));
    const reports = await Promise.all(
      batches.map(async (batch) => {
        const { data } = await client.POST('/fetchSoftwarePCCompat', {
          body: { SoftwareIds: batch.map((game) => game.SoftwareId), InventoryItemIds: [item.InventoryItemId] },
          signal,
        });
        return data.data?.Recommendations.find((entry) => entry.InventoryItemId === item.InventoryItemId)?.CompatibilityReport ?? [];
      }),
    );
    const report = reports.flat();
    return games.map((game) => {
      const entry = report.find((candidate) => candidate.SoftwareId === game.SoftwareId);
      return {
        softwareId: game.SoftwareId,
        name: game.SoftwareName,
        level: entry?.MaximumCompatibilityLevelNumber ?? -1,
        resolution: entry?.MaximumCompatibilityLevel ?? null,
        imageUrl: game.ImageUrl ?? null,
      };
    });
  } catch {
    return null;
  }
}

/** The kit category id fetchItem gives a kit item, when the server sends one (InventoryKitCategoryId). */
function kitCategoryIdOf(entry: object): number | null {
  const id: unknown = 'InventoryKitCategoryId' in entry ? entry.InventoryKitCategoryId : null;
  return typeof id === 'number' ? id : null;
}

/**
 * A kit's default parts (spec 2 §4 defaults): its categories' options fetched 5 categories a call (spec 2 §7), then
 * each category's default. Empty when the item does not name its kit categories or the options can't be read, in
 * which case the kit page offers Customise only.
 */
export async function loadKitDefaults(client: RigkitClient, item: ItemDetail, signal: AbortSignal): Promise<KitSelection[]> {
  const ids = (item.InventoryKitCategoryItems ?? []).map(kitCategoryIdOf).filter((id): id is number => id !== null);
  if (item.ItemTypeCode !== 'KIT' || ids.length === 0) return [];
  try {
    const batches = await Promise.all(
      batchKitCategoryIds(ids).map((KitCategoryIds) => client.POST('/fetchKitCategoryOptions', { body: { KitCategoryIds }, signal }).then(({ data }) => data.data ?? [])),
    );
    return defaultKitSelections(batches.flat().map(toKitCategory));
  } catch {
    return [];
  }
}

/** The site flags of spec 2 §5 and whether the shopper is logged in; a store whose configMap is unreadable offers neither. */
export async function loadPurchaseSettings(client: RigkitClient, shopper: Promise<ShopperView>, signal: AbortSignal): Promise<PurchaseSettings> {
  const [config, { isLoggedIn }] = await Promise.all([client.GET('/configMap', { signal }).then(({ data }) => data.data).catch(() => undefined), shopper]);
  return {
    isBuyNowEnabled: config?.enableBuyNow ?? false,
    isAddToExistingOrderEnabled: config?.enableAddToExistingOrder ?? false,
    isLoggedIn,
  };
}
