// What an order takes out of stock, and from which warehouses (spec 3 §4.4 "never oversell"; designed).
// The server locks the stock rows of every item in `stockDemand` (in item, warehouse order, so two orders never
// wait on each other in a cycle), then reserves what `allocateStock` returns, inside the order's transaction.

/** A cart line as the allocation reads it: a kit carries no stock of its own, its children do. */
export interface StockDemandLine {
  InventoryItemId: number;
  Quantity: number;
  /** Set for a KIT line: each child's quantity is per kit. */
  KitChildren?: readonly { InventoryItemId: number; Quantity: number }[] | null;
}

/**
 * Units needed per item: two lines of the same item, and a part bought alone and inside a kit, count together.
 * Returned sorted by item id (the lock order).
 */
export function stockDemand(lines: readonly StockDemandLine[]): Map<number, number> {
  const demand = new Map<number, number>();
  const add = (itemId: number, units: number) => demand.set(itemId, (demand.get(itemId) ?? 0) + units);
  for (const line of lines) {
    if (line.KitChildren && line.KitChildren.length > 0) {
      for (const child of line.KitChildren) add(child.InventoryItemId, child.Quantity * line.Quantity);
    } else {
      add(line.InventoryItemId, line.Quantity);
    }
  }
  return new Map([...demand].sort(([a], [b]) => a - b));
}

export interface StockRow {
  inventoryItemId: number;
  inventoryWarehouseId: number;
  quantity: number;
}

export interface StockAllocation {
  inventoryItemId: number;
  inventoryWarehouseId: number;
  quantity: number;
}

export type StockAllocationResult =
  | { ok: true; allocations: StockAllocation[] }
  | { ok: false; shortItemIds: number[] };

/**
 * Takes each item's units from the order's warehouse first, then from the others in warehouse order (an internal
 * transfer, which the availability labels already promise as AvailableAfterTransfer). An item short across every
 * warehouse fails the whole order: a shop that sells a unit it does not have has to cancel it later.
 */
export function allocateStock(demand: ReadonlyMap<number, number>, stock: readonly StockRow[], orderWarehouseId: number): StockAllocationResult {
  const allocations: StockAllocation[] = [];
  const shortItemIds: number[] = [];
  for (const [itemId, units] of demand) {
    const rows = stock
      .filter((row) => row.inventoryItemId === itemId && row.quantity > 0)
      .sort((a, b) => Number(b.inventoryWarehouseId === orderWarehouseId) - Number(a.inventoryWarehouseId === orderWarehouseId) || a.inventoryWarehouseId - b.inventoryWarehouseId);
    let remaining = units;
    for (const row of rows) {
      if (remaining === 0) break;
      const taken = Math.min(row.quantity, remaining);
      allocations.push({ inventoryItemId: itemId, inventoryWarehouseId: row.inventoryWarehouseId, quantity: taken });
      remaining -= taken;
    }
    if (remaining > 0) shortItemIds.push(itemId);
  }
  return shortItemIds.length > 0 ? { ok: false, shortItemIds } : { ok: true, allocations };
}
