// The contract's shipping option (most fields optional, as the API may leave them out) as the domain's (every
// field present), so the shipping rules of @rigkit/domain/shipping can run on it.
import type { components } from '@rigkit/api-client';
import type { ShippingOption } from '@rigkit/domain/shipping';

/** A shipping option as `fetchShipping` returns it (spec 2 §3 "Shipping option", §7). */
export type ProductShippingOption = components['schemas']['ShippingOption'];

export function toShippingOption(option: ProductShippingOption): ShippingOption {
  return {
    ShippingMethodId: option.ShippingMethodId,
    InventoryWarehouseId: option.InventoryWarehouseId ?? 0,
    // No company means an ordinary carrier: 0 matches none of the special companies (1, 2, 4, 15).
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
