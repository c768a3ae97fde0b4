// Whether a quantity can be served from a warehouse (spec 2 §3 "Cart line" Availabilities, spec 3 §3 "Shipping
// option" Available / AvailableAfterTransfer / FurthestStockETA): from its own shelf, after an internal transfer
// within the state, or only from the supplier (warehouse 0) by its ETA.
import { siteWarehouses, stateForWarehouse } from '../region/warehouses.ts';
import { availabilityMessages, supplierWarehouseId } from './texts.ts';

/** Stock of one item at one warehouse; the supplier is warehouse 0 and carries the ETA. */
export interface WarehouseStock {
  InventoryWarehouseId: number;
  Quantity: number;
  /** 'YYYY-MM-DD' when the supplier expects more. */
  ETA?: string | null;
}

export interface StockAvailability {
  Available: boolean;
  AvailableAfterTransfer: boolean;
  AvailabilityComment: string;
  /** The supplier's ETA (midnight UTC, ISO) when neither the warehouse nor its state can serve the quantity. */
  ETA: string | null;
}

const quantityAt = (stock: readonly WarehouseStock[], warehouseId: number) =>
  stock.find((entry) => entry.InventoryWarehouseId === warehouseId)?.Quantity ?? 0;

/** Own warehouses of the state the warehouse is in, the supplier excluded. */
const quantityInStateOf = (stock: readonly WarehouseStock[], warehouseId: number) => {
  const state = stateForWarehouse(warehouseId);
  return stock
    .filter((entry) => entry.InventoryWarehouseId !== supplierWarehouseId && stateForWarehouse(entry.InventoryWarehouseId) === state)
    .reduce((sum, entry) => sum + entry.Quantity, 0);
};

const etaTimestamp = (eta: string | null | undefined) => (eta ? `${eta}T00:00:00.000Z` : null);

/** One item's availability for `quantity` units at a warehouse. */
export function stockAvailability(stock: readonly WarehouseStock[], quantity: number, warehouseId: number): StockAvailability {
  const available = quantityAt(stock, warehouseId) >= quantity;
  const afterTransfer = available || quantityInStateOf(stock, warehouseId) >= quantity;
  const fromSupplier = quantityAt(stock, supplierWarehouseId) >= quantity;
  return {
    Available: available,
    AvailableAfterTransfer: afterTransfer,
    AvailabilityComment: available
      ? availabilityMessages.inStock
      : afterTransfer
        ? availabilityMessages.availableAfterTransfer
        : fromSupplier
          ? availabilityMessages.inStockAtSupplier
          : availabilityMessages.outOfStock,
    ETA: afterTransfer ? null : etaTimestamp(stock.find((entry) => entry.InventoryWarehouseId === supplierWarehouseId)?.ETA),
  };
}

/** The availability of a cart line at every site warehouse, in warehouse order (the cart line's Availabilities). */
export function siteStockAvailabilities(stock: readonly WarehouseStock[], quantity: number): (StockAvailability & { InventoryWarehouseId: number })[] {
  return siteWarehouses.map(({ inventoryWarehouseId }) => ({ InventoryWarehouseId: inventoryWarehouseId, ...stockAvailability(stock, quantity, inventoryWarehouseId) }));
}

export interface ShipmentLine {
  stock: readonly WarehouseStock[];
  quantity: number;
  /** Kits are built to order from their parts: their own stock never blocks a shipment. */
  isBuiltToOrder: boolean;
}

export interface ShipmentAvailability {
  Available: boolean;
  AvailableAfterTransfer: boolean;
  AvailabilityComment: string;
  /** The latest supplier ETA among lines the state cannot serve. */
  FurthestStockETA: string | null;
}

/** Whether a whole shipment can leave a warehouse: every line on its shelf, or within its state after a transfer. */
export function shipmentAvailability(lines: readonly ShipmentLine[], warehouseId: number): ShipmentAvailability {
  const verdicts = lines.filter((line) => !line.isBuiltToOrder).map((line) => stockAvailability(line.stock, line.quantity, warehouseId));
  const available = verdicts.every((verdict) => verdict.Available);
  const afterTransfer = verdicts.every((verdict) => verdict.AvailableAfterTransfer);
  const furthest = verdicts
    .map((verdict) => verdict.ETA)
    .filter((eta): eta is string => eta !== null)
    .sort()
    .at(-1);
  return {
    Available: available,
    AvailableAfterTransfer: afterTransfer,
    AvailabilityComment: available ? availabilityMessages.inStock : afterTransfer ? availabilityMessages.availableAfterTransfer : availabilityMessages.outOfStock,
    FurthestStockETA: furthest ?? null,
  };
}
