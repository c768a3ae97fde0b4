// Shipping options for a set of items and a postcode (spec 2 §7 fetchShipping; spec 3 §3 "Shipping option"):
// click and collect at every store of the postcode's state, and each delivery method from the state's
// dispatch warehouse (5 for postcodes starting with 6, else 9; spec 3 §4.4), priced and checked for stock by the
// domain's rules.
import { warehouseForPostcode, stateForWarehouse } from '@rigkit/domain/region';
import type { CatalogueSnapshot, IndexedItem } from '../catalogue/catalogueIndex.ts';
import type { ShippingPlaces } from '../catalogue/shippingPlaces.ts';
import { shipmentAvailability } from '@rigkit/domain/availability';
import { chargeableKilograms, deliveryCostCents, isMetroPostcode } from '@rigkit/domain/shipping';
import { dollarsFromCents } from '@rigkit/domain/money';
import type { Schema } from '../contract/schemas.ts';
import type { CartState } from './cartService.ts';

export interface ShippingLine {
  item: IndexedItem;
  quantity: number;
}

const availability = (lines: readonly ShippingLine[], warehouseId: number) =>
  shipmentAvailability(
    lines.map((line) => ({ stock: line.item.stock, quantity: line.quantity, isBuiltToOrder: line.item.typeCode === 'KIT' })),
    warehouseId,
  );

export function shippingOptions(places: ShippingPlaces, lines: readonly ShippingLine[], postcode: string, options: { freeShipping?: boolean } = {}) {
  if (lines.length === 0) return [];
  const dispatchWarehouse = warehouseForPostcode(postcode);
  const state = stateForWarehouse(dispatchWarehouse);
  const { methods, warehouses } = places;
  const stores = places.stores.filter((store) => store.state === state);
  const warehouseName = (id: number) => warehouses.find((warehouse) => warehouse.inventory_warehouse_id === id)?.warehouse_name ?? null;
  const kilograms = chargeableKilograms(lines.map((line) => ({ weightGrams: line.item.weightGrams, quantity: line.quantity })));
  const everyLineShipsFree = options.freeShipping === true || lines.every((line) => line.item.freeShipping);
  const result: Schema<'ShippingOption'>[] = [];
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
    const rate = { baseCostCents: method.base_cost_cents, costPerKgCents: method.cost_per_kg_cents, isExpress: method.metro_only };
    const costCents = deliveryCostCents(rate, kilograms, everyLineShipsFree);
    result.push({
      ShippingMethodId: method.shipping_method_id,
      InventoryWarehouseId: dispatchWarehouse,
      ShippingCompanyId: method.shipping_company_id,
      DisplayName: method.display_name,
      State: state,
      TotalCostIncTax: dollarsFromCents(costCents),
      DeliveryDurationMinimumHours: method.delivery_duration_minimum_hours,
      ShowOnWebsite: method.show_on_website,
      WarehouseName: warehouseName(dispatchWarehouse),
      RequiresCustomerDeliveryWindow: method.requires_customer_delivery_window,
      ...availability(lines, dispatchWarehouse),
    });
  }
  return result;
}

/** The shipping options for a cart's lines: the session bundle, the checkout's fresh state and the order read these. */
export function shippingOptionsForCart(snapshot: CatalogueSnapshot, cart: CartState, postcode: string, freeShipping: boolean) {
  const lines = cart.lines.flatMap((line) => {
    const item = snapshot.items.get(line.InventoryItemId);
    return item ? [{ item, quantity: line.Quantity }] : [];
  });
  return shippingOptions(snapshot.shippingPlaces, lines, postcode, { freeShipping });
}
