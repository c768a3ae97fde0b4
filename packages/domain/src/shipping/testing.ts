import type { ShippingOption } from './types.ts';

/** Deterministic shipping option: a standard 48-hour delivery from warehouse 5 at $12.50 unless overridden. */
export function makeShippingOption(partial: Partial<ShippingOption> = {}): ShippingOption {
  return {
    ShippingMethodId: 10,
    InventoryWarehouseId: 5,
    ShippingCompanyId: 3,
    DisplayName: 'Standard Delivery',
    AvailabilityComment: null,
    TotalCostIncTax: 12.5,
    State: 'WA',
    ShowOnWebsite: true,
    Available: true,
    AvailableAfterTransfer: false,
    FurthestStockETA: null,
    WarehouseName: 'Perth',
    RequiresCustomerDeliveryWindow: false,
    DeliveryDurationMinimumHours: 48,
    ...partial,
  };
}
