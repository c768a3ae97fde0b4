// Kit DTOs with the contract's field names (spec 2 §3). Prices are dollars including GST, as sent.

export interface KitItemAttribute {
  Key: string;
  Value: string;
}

/** One option a kit category offers (the category's option list "Items"). */
export interface KitOptionItem {
  InventoryItemId: number;
  ItemCode: string;
  ItemDescription: string;
  ManufacturerModel: string | null;
  UnitCostIncTax: number;
  RetailUnitCostIncTax: number | null;
  ImageId: number | null;
  /** Used for the CPU socket family and the case's 'Printable Panels'. */
  Attributes: readonly KitItemAttribute[];
}

export interface KitCategory {
  InventoryKitCategoryId: number;
  CategoryName: string;
  CategoryGroup: string;
  SortOrder: number;
  DefaultInventoryItemId: number | null;
  DefaultQuantity: number;
  MaximumQuantity: number;
  AllowNone: boolean;
  NoneImageUrl: string | null;
  /** The option list, empty until fetchKitCategoryOptions has answered for this category. */
  Items: readonly KitOptionItem[];
}

/** The choice made in one category; SelectedInventoryItemId null means "none". */
export interface KitSelection {
  InventoryKitCategoryId: number;
  SelectedInventoryItemId: number | null;
  SelectedQuantity: number;
  ItemCode: string | null;
  ItemDescription: string | null;
  ManufacturerModel: string | null;
  UnitCostIncTax: number;
  ExtendedCostIncTax: number;
  RetailUnitCostIncTax: number | null;
  ImageId: number | null;
  AllowNone: boolean;
  CategoryName: string;
  UvPrintDesignCode: string | null;
}

export interface KitConfigurationItem {
  CategoryName: string;
  ItemDescription: string;
  PriceIncTax: number;
  SelectedInventoryItemId: number | null;
  SortOrder: number;
  PrimaryImageId: number | null;
  Quantity: number;
  KitCategoryId: number;
  UvPrintDesignCode: string | null;
}

/** A saved configuration (fetchKitConfig). */
export interface KitConfiguration {
  KitConfigurationItems: readonly KitConfigurationItem[];
}

/** The body of updateKitConfig (spec 2 §7). */
export interface UpdateKitConfigRequest {
  KitInventoryItemId: number;
  KeyStringId: string;
  KitConfigurationItems: readonly {
    KitCategoryId: number;
    SelectedInventoryItemId: number | null;
    Quantity: number;
    UvPrintDesignCode: string | null;
  }[];
}
