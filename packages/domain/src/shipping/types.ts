// Shipping option as the API sends it (spec 3 §3 plus DeliveryDurationMinimumHours from spec 2 §3).
// Field names are the contract's PascalCase names.

export interface ShippingOption {
  ShippingMethodId: number;
  InventoryWarehouseId: number;
  /** 1 pickup (click and collect), 2 allowed for PO boxes, 4 excluded from delivery, 15 Uber-style (spec 3 §9). */
  ShippingCompanyId: number;
  DisplayName: string;
  AvailabilityComment: string | null;
  /** Dollars including GST. */
  TotalCostIncTax: number;
  State: string | null;
  ShowOnWebsite: boolean;
  Available: boolean;
  AvailableAfterTransfer: boolean;
  FurthestStockETA: string | null;
  WarehouseName: string | null;
  RequiresCustomerDeliveryWindow: boolean;
  DeliveryDurationMinimumHours: number | null;
}

/** The address lines a delivery rule looks at (spec 3 §3 checkout state). */
export interface ShippingAddressLines {
  ShippingStreetAddressLine1: string | null;
  ShippingStreetAddressLine2?: string | null;
}
