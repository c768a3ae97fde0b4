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
  /** When the supplier's next delivery of the item is due; null when none is on order. */
  eta: string | null;
}

export interface StockAllocation {
  inventoryItemId: number;
  inventoryWarehouseId: number;
  quantity: number;
}

export interface Backorder {
  inventoryItemId: number;
  quantity: number;
  /** The supplier's delivery the units wait for. */
  eta: string;
}

export type StockAllocationResult =
  | { ok: true; allocations: StockAllocation[]; backorders: Backorder[] }
  | { ok: false; shortItemIds: number[] };

/**
 * Takes each item's units from the order's warehouse first, then from the others in warehouse order (an internal
 * transfer, which the availability labels already promise as AvailableAfterTransfer). What is still missing waits
 * for the supplier's next delivery when one is due (the product page shows its ETA, and the order becomes a
 * Backorder, spec 3 §4.8); an item with no delivery due fails the whole order: a shop that sells a unit it does
 * not have and cannot get has to cancel it later.
 */
export function allocateStock(demand: ReadonlyMap<number, number>, stock: readonly StockRow[], orderWarehouseId: number): StockAllocationResult {
  const allocations: StockAllocation[] = [];
  const backorders: Backorder[] = [];
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
    if (remaining === 0) continue;
    const eta = nextDelivery(stock, itemId);
    if (eta === null) shortItemIds.push(itemId);
    else backorders.push({ inventoryItemId: itemId, quantity: remaining, eta });
  }
  return shortItemIds.length > 0 ? { ok: false, shortItemIds } : { ok: true, allocations, backorders };
}

function nextDelivery(stock: readonly StockRow[], itemId: number): string | null {
  const due = stock.flatMap((row) => (row.inventoryItemId === itemId && row.eta !== null ? [row.eta] : [])).sort();
  return due[0] ?? null;
}
