import type { KitCategory, KitConfigurationItem, KitOptionItem, KitSelection } from './types.ts';

/** Deterministic kit option: item 3001 at $100.00 unless overridden. */
export function makeKitOptionItem(partial: Partial<KitOptionItem> = {}): KitOptionItem {
  const InventoryItemId = partial.InventoryItemId ?? 3001;
  return {
    InventoryItemId,
    ItemCode: `PLE-${String(InventoryItemId).padStart(6, '0')}`,
    ItemDescription: `Option ${InventoryItemId}`,
    ManufacturerModel: null,
    UnitCostIncTax: 100,
    RetailUnitCostIncTax: null,
    ImageId: null,
    Attributes: [],
    ...partial,
  };
}

/** Deterministic kit category: id 10 "Memory", one option 3001 which is the default, maximum 4, none not allowed. */
export function makeKitCategory(partial: Partial<KitCategory> = {}): KitCategory {
  return {
    InventoryKitCategoryId: 10,
    CategoryName: 'Memory',
    CategoryGroup: 'Components',
    SortOrder: 1,
    DefaultInventoryItemId: 3001,
    DefaultQuantity: 1,
    MaximumQuantity: 4,
    AllowNone: false,
    NoneImageUrl: null,
    Items: [makeKitOptionItem()],
    ...partial,
  };
}

export function makeKitSelection(partial: Partial<KitSelection> = {}): KitSelection {
  return {
    InventoryKitCategoryId: 10,
    SelectedInventoryItemId: 3001,
    SelectedQuantity: 1,
    ItemCode: 'PLE-003001',
    ItemDescription: 'Option 3001',
    ManufacturerModel: null,
    UnitCostIncTax: 100,
    ExtendedCostIncTax: 100,
    RetailUnitCostIncTax: null,
    ImageId: null,
    AllowNone: false,
    CategoryName: 'Memory',
    UvPrintDesignCode: null,
    ...partial,
  };
}

export function makeKitConfigurationItem(partial: Partial<KitConfigurationItem> = {}): KitConfigurationItem {
  return {
    CategoryName: 'Memory',
    ItemDescription: 'Option 3001',
    PriceIncTax: 100,
    SelectedInventoryItemId: 3001,
    SortOrder: 1,
    PrimaryImageId: null,
    Quantity: 1,
    KitCategoryId: 10,
    UvPrintDesignCode: null,
    ...partial,
  };
}
