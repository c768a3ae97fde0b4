// Shipping options for a set of items and a postcode (spec 2 §7 fetchShipping; spec 3 §3 "Shipping option"):
// click and collect at every store of the postcode's state, and each delivery method from the state's
// dispatch warehouse (5 for postcodes starting with 6, else 9; spec 3 §4.4), priced by weight.
import { warehouseForPostcode, stateForWarehouse } from '@rigkit/domain/region';
import type { Db } from '../db/openDatabase.ts';
import type { IndexedItem } from '../catalogue/catalogueIndex.ts';
import { availabilityMessages } from '@rigkit/domain/availability';

export interface ShippingLine {
  item: IndexedItem;
  quantity: number;
}

/** Metro areas served by same-day and Uber-style couriers (designed: Perth and Melbourne metro postcodes). */
export function isMetroPostcode(postcode: string): boolean {
  const value = Number(postcode);
  return (value >= 6000 && value <= 6199) || (value >= 3000 && value <= 3207);
}

function stockAt(item: IndexedItem, warehouseId: number): number {
  return item.stock.find((stock) => stock.InventoryWarehouseId === warehouseId)?.Quantity ?? 0;
}

function stockInState(item: IndexedItem, state: string): number {
  return item.stock.filter((stock) => stock.InventoryWarehouseId > 0 && stock.State === state).reduce((sum, stock) => sum + stock.Quantity, 0);
}

/** Kits are built to order from their parts: they never block a shipping option on their own stock. */
const needsStock = (line: ShippingLine) => line.item.typeCode !== 'KIT';

function availability(lines: readonly ShippingLine[], warehouseId: number) {
  const state = stateForWarehouse(warehouseId);
  const stocked = lines.filter(needsStock);
  const available = stocked.every((line) => stockAt(line.item, warehouseId) >= line.quantity);
  const afterTransfer = available || stocked.every((line) => stockInState(line.item, state) >= line.quantity);
  const etas = stocked
    .filter((line) => stockInState(line.item, state) < line.quantity)
    .map((line) => line.item.stock.find((stock) => stock.InventoryWarehouseId === 0)?.ETA ?? null)
    .filter((eta): eta is string => eta !== null)
    .sort();
  const furthest = etas.at(-1);
  return {
    Available: available,
    AvailableAfterTransfer: afterTransfer,
    AvailabilityComment: available ? availabilityMessages.inStock : afterTransfer ? availabilityMessages.availableAfterTransfer : availabilityMessages.outOfStock,
    FurthestStockETA: furthest ? `${furthest}T00:00:00.000Z` : null,
  };
}

export async function shippingOptions(db: Db, lines: readonly ShippingLine[], postcode: string, options: { freeShipping?: boolean } = {}) {
  if (lines.length === 0) return [];
  const dispatchWarehouse = warehouseForPostcode(postcode);
  const state = stateForWarehouse(dispatchWarehouse);
  const [methods, stores, warehouses] = await Promise.all([
    db.selectFrom('shipping_methods').selectAll().orderBy('shipping_method_id').execute(),
    db.selectFrom('stores').selectAll().where('state', '=', state).orderBy('store_id').execute(),
    db.selectFrom('warehouses').selectAll().execute(),
  ]);
  const warehouseName = (id: number) => warehouses.find((warehouse) => warehouse.inventory_warehouse_id === id)?.warehouse_name ?? null;
  const kilograms = Math.max(1, Math.ceil(lines.reduce((sum, line) => sum + line.item.weightGrams * line.quantity, 0) / 1000));
  const everyLineShipsFree = options.freeShipping === true || lines.every((line) => line.item.freeShipping);
  const result: Record<string, unknown>[] = [];
  const pickup = methods.find((method) => method.shipping_company_id === 1);
  if (pickup) {
    for (const store of stores.filter((candidate) => candidate.store_id !== 1)) {
      result.push({
        ShippingMethodId: pickup.shipping_method_id,
        InventoryWarehouseId: store.inventory_warehouse_id,
        ShippingCompanyId: pickup.shipping_company_id,
        DisplayName: `${pickup.display_name} - ${store.store_name}`,
        State: store.state,
        TotalCostIncTax: 0,
        DeliveryDurationMinimumHours: pickup.delivery_duration_minimum_hours,
        ShowOnWebsite: pickup.show_on_website,
        WarehouseName: store.store_name,
        RequiresCustomerDeliveryWindow: false,
        ...availability(lines, store.inventory_warehouse_id),
      });
    }
  }
  for (const method of methods) {
    if (method.shipping_company_id === 1 || !method.states.includes(state)) continue;
    if (method.metro_only && !isMetroPostcode(postcode)) continue;
    const express = method.metro_only;
    const costCents = everyLineShipsFree && !express ? 0 : method.base_cost_cents + method.cost_per_kg_cents * kilograms;
    result.push({
      ShippingMethodId: method.shipping_method_id,
      InventoryWarehouseId: dispatchWarehouse,
      ShippingCompanyId: method.shipping_company_id,
      DisplayName: method.display_name,
      State: state,
      TotalCostIncTax: costCents / 100,
      DeliveryDurationMinimumHours: method.delivery_duration_minimum_hours,
      ShowOnWebsite: method.show_on_website,
      WarehouseName: warehouseName(dispatchWarehouse),
      RequiresCustomerDeliveryWindow: method.requires_customer_delivery_window,
      ...availability(lines, dispatchWarehouse),
    });
  }
  return result;
}
