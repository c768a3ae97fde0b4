// Add to existing order from the cart and the product page (spec 2 §4, §7): the shopper's active orders
// (orders/returnActiveOrders) and one line added to the chosen order (orders/addItemToActiveSalesOrder) with its quantity.
import type { components, RigkitClient } from '@rigkit/api-client';
import type { ContractCartLine } from '../lib/cartLines.ts';

export type ActiveOrder = components['schemas']['ActiveOrder'];

/** The orders an item can still be added to; a failed call rejects (the widget shows 'Unable to add item to order'). */
export async function loadActiveOrders(client: RigkitClient): Promise<readonly ActiveOrder[]> {
  const { data } = await client.POST('/orders/returnActiveOrders', { body: {} });
  return data.data ?? [];
}

/** Adds the line's item and quantity to the order; true only when the server says it was added. */
export async function addLineToOrder(client: RigkitClient, order: ActiveOrder, line: Pick<ContractCartLine, 'InventoryItemId' | 'Quantity'>): Promise<boolean> {
  try {
    const { data } = await client.POST('/orders/addItemToActiveSalesOrder', {
      body: { SalesOrderId: order.SalesOrderId, InventoryItemId: line.InventoryItemId, Quantity: line.Quantity },
    });
    return data.success;
  } catch {
    return false;
  }
}

/** The existing-order checkout the spec routes to after an add (spec 2 §2 "/checkout/{document guid}"). */
export function existingOrderCheckoutPath(order: ActiveOrder): string {
  return `/checkout/${order.DocumentGuid}`;
}
