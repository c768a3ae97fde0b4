// The checkout's upsell items (spec 3 §4.7): fetchCheckoutUpsells's rules applied to the cart by the domain (at most
// 4, none already in the cart, by priority), then named and priced from the catalogue in one grid query. Upsells are
// an extra: a failed call leaves the summary without them.
import type { RigkitClient } from '@rigkit/api-client';
import type { CheckoutUpsellItem } from '@rigkit/react/CheckoutUpsells';
import { checkoutUpsellItemIds } from '@rigkit/domain/upsells';

export async function checkoutUpsells(
  client: RigkitClient,
  cartLines: readonly { InventoryItemId: number; ItemDescription?: string | null }[],
  signal: AbortSignal,
): Promise<CheckoutUpsellItem[]> {
  try {
    const rules = (await client.GET('/fetchCheckoutUpsells', { signal })).data.data ?? [];
    const ids = checkoutUpsellItemIds(rules, cartLines);
    if (ids.length === 0) return [];
    const items = (await client.POST('/getItemGrid', { body: { InventoryItemIds: ids }, signal })).data.data?.Items ?? [];
    const byId = new Map(items.map((item) => [item.InventoryItemId, item]));
    // In the rules' order, only items the catalogue still lists.
    return ids.flatMap((id) => {
      const item = byId.get(id);
      return item ? [{ InventoryItemId: id, ItemDescription: item.ItemDescription, CustomerPriceIncTax: item.CustomerPriceIncTax }] : [];
    });
  } catch {
    return [];
  }
}
