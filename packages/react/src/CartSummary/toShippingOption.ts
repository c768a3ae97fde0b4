// The contract's shipping option leaves most fields optional; the domain's estimate reads a complete one. Missing
// fields take the value that changes no rule (company 0 is neither pickup nor Uber-style).
import type { components } from '@rigkit/api-client';
import type { ShippingOption } from '@rigkit/domain/shipping';

/** A shipping option as the API sends it (spec 2 §3 "Shipping option"). */
export type CartShippingOption = components['schemas']['ShippingOption'];

export function toShippingOption(option: CartShippingOption): ShippingOption & { source: CartShippingOption } {
  return {
    source: option,
    ShippingMethodId: option.ShippingMethodId,
    InventoryWarehouseId: option.InventoryWarehouseId ?? 0,
    ShippingCompanyId: option.ShippingCompanyId ?? 0,
    DisplayName: option.DisplayName,
    AvailabilityComment: option.AvailabilityComment ?? null,
    TotalCostIncTax: option.TotalCostIncTax,
    State: option.State ?? null,
    ShowOnWebsite: option.ShowOnWebsite ?? true,
    Available: option.Available ?? true,
    AvailableAfterTransfer: option.AvailableAfterTransfer ?? false,
    FurthestStockETA: option.FurthestStockETA ?? null,
    WarehouseName: option.WarehouseName ?? null,
    RequiresCustomerDeliveryWindow: option.RequiresCustomerDeliveryWindow ?? false,
    DeliveryDurationMinimumHours: option.DeliveryDurationMinimumHours ?? null,
  };
}
