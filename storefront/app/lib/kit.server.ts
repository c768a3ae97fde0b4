// Loading a custom build for its page (spec 2 §4 "Custom build load", §7): its categories with their options fetched
// 5 categories a call (the domain's batches) and the saved configuration of the key in the address.
import type { RigkitClient } from '@rigkit/api-client';
import type { KitCategory, KitConfiguration } from '@rigkit/domain/kit';
import { batchKitCategoryIds } from '@rigkit/domain/kit';
import { toKitCategory, toKitConfiguration } from './kit.ts';

export interface LoadedKit {
  categories: KitCategory[];
  configuration: KitConfiguration;
}

/**
 * The kit's categories and saved configuration, or null when the kit's category ids cannot be known. Only a saved
 * configuration names them: fetchItem's InventoryKitCategoryItems carry no InventoryKitCategoryId (spec 2 §3 lists
 * none) and no operation lists a kit's categories, so an address without a key has nothing to fetch options for.
 */
export async function loadKit(client: RigkitClient, kitId: number, keyStringId: string | null, signal: AbortSignal): Promise<LoadedKit | null> {
  const saved = keyStringId
    ? await client
        .POST('/fetchKitConfig', { body: { KitInventoryItemId: kitId, KeyStringId: keyStringId }, signal })
        .then(({ data }) => data.data ?? null)
        .catch(() => null)
    : null;
  if (!saved) return null;
  const ids = saved.KitConfigurationItems.map((item) => item.KitCategoryId);
  const batches = await Promise.all(
    batchKitCategoryIds(ids).map((KitCategoryIds) => client.POST('/fetchKitCategoryOptions', { body: { KitCategoryIds }, signal }).then(({ data }) => data.data ?? [])),
  );
  return {
    categories: batches.flat().map(toKitCategory),
    configuration: toKitConfiguration(saved),
  };
}
