// Loading a custom build for its page (spec 2 §4 "Custom build load", §7): the kit's categories (fetchItem's
// InventoryKitCategoryItems name them by InventoryKitCategoryId) with their options fetched 5 categories a call (the
// domain's batches), and the saved configuration of the key in the address when there is one. The compatibility
// engine's findings about the build the page starts from are computed here, so the page's first download and its
// hydration need no engine (issue 21, route JavaScript).
import type { components, RigkitClient } from '@rigkit/api-client';
import type { KitCategory, KitCompatibilitySnapshot, KitConfiguration } from '@rigkit/domain/kit';
import { batchKitCategoryIds, kitStartingState } from '@rigkit/domain/kit';
import { kitCompatibilitySnapshot } from '@rigkit/domain/kitCompatibility';
import { toKitCategory, toKitConfiguration } from '@rigkit/api-client/mappers';

type KitCategoryItem = NonNullable<components['schemas']['ItemDetail']['InventoryKitCategoryItems']>[number];

export interface LoadedKit {
  categories: KitCategory[];
  /** The saved build of the key; null means the defaults (no key, or the fetch failed). */
  configuration: KitConfiguration | null;
  /** A key was given but its configuration could not be fetched: the defaults are shown (spec 2 §4, §8). */
  isConfigurationFailed: boolean;
  /** The compatibility findings about the starting build (the configurator's initialCompatibility). */
  initialCompatibility: KitCompatibilitySnapshot;
}

/** The kit's category ids, once each, in the order fetchItem lists them. */
export function kitCategoryIds(items: readonly KitCategoryItem[]): number[] {
  return [...new Set(items.map((item) => item.InventoryKitCategoryId))];
}

/** Loads the categories and, for a key, the saved configuration; a failed configuration fetch falls back to defaults. */
export async function loadKit(
  client: RigkitClient,
  kit: { InventoryItemId: number; InventoryKitCategoryItems: readonly KitCategoryItem[] },
  keyStringId: string | null,
  signal: AbortSignal,
): Promise<LoadedKit> {
  const savedRequest = keyStringId
    ? client
        .POST('/fetchKitConfig', { body: { KitInventoryItemId: kit.InventoryItemId, KeyStringId: keyStringId }, signal })
        .then(({ data }) => data.data ?? null)
        .catch(() => null)
    : Promise.resolve(null);
  const batchRequests = batchKitCategoryIds(kitCategoryIds(kit.InventoryKitCategoryItems)).map((KitCategoryIds) =>
    client.POST('/fetchKitCategoryOptions', { body: { KitCategoryIds }, signal }).then(({ data }) => data.data ?? []),
  );
  const [saved, ...batches] = await Promise.all([savedRequest, ...batchRequests]);
  const categories = batches.flat().map(toKitCategory);
  const configuration = saved ? toKitConfiguration(saved) : null;
  return {
    categories,
    configuration,
    isConfigurationFailed: keyStringId !== null && saved === null,
    initialCompatibility: kitCompatibilitySnapshot(kitStartingState(categories, configuration)),
  };
}
