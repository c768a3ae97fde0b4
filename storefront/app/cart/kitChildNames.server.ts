// Cart and wishlist lines carry a custom build's parts as ids only (spec 2 §3 KitChildren): loaders name them from
// the catalogue in one grid query. A failed query leaves them unnamed (the table says "Item {id}").
import type { RigkitClient } from '@rigkit/api-client';

/** Item id to description for every kit child id given. */
export async function kitChildNames(client: RigkitClient, ids: readonly number[], signal: AbortSignal): Promise<Record<number, string>> {
  if (ids.length === 0) return {};
  const items = await client
    .POST('/getItemGrid', { body: { InventoryItemIds: [...ids] }, signal })
    .then(({ data }) => data.data?.Items ?? [])
    .catch(() => []);
  return Object.fromEntries(items.map((item) => [item.InventoryItemId, item.ItemDescription]));
}
