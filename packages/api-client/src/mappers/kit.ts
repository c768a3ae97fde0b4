// The contract's kit shapes (fields optional, prices as PriceIncTax) adapted once to the domain's KitCategory,
// KitOptionItem and KitConfiguration (every field present), which the configurator's rules read (spec 2 §3).
import type { KitCategory, KitConfiguration, KitOptionItem } from '@rigkit/domain/kit';
import type { components } from '../generated/schema.ts';

type ContractKitCategory = components['schemas']['KitCategory'];
type ContractKitOption = components['schemas']['KitCategoryItem'];
type ContractKitConfiguration = components['schemas']['KitConfiguration'];

export function toKitOptionItem(option: ContractKitOption): KitOptionItem {
  return {
    InventoryItemId: option.InventoryItemId,
    ItemCode: option.ItemCode ?? '',
    ItemDescription: option.ItemDescription,
    ManufacturerModel: option.ManufacturerModel ?? null,
    UnitCostIncTax: option.PriceIncTax,
    RetailUnitCostIncTax: option.RetailPriceIncTax ?? null,
    ImageId: option.PrimaryImageId ?? null,
    Attributes: (option.Attributes ?? []).map((attribute) => ({ Key: attribute.Key, Value: attribute.Value })),
  };
}

export function toKitCategory(category: ContractKitCategory): KitCategory {
  return {
    InventoryKitCategoryId: category.InventoryKitCategoryId,
    CategoryName: category.CategoryName,
    CategoryGroup: category.CategoryGroup ?? '',
    SortOrder: category.SortOrder ?? 0,
    DefaultInventoryItemId: category.DefaultInventoryItemId ?? null,
    DefaultQuantity: category.DefaultQuantity ?? (category.DefaultInventoryItemId == null ? 0 : 1),
    MaximumQuantity: category.MaximumQuantity ?? 1,
    AllowNone: category.AllowNone ?? false,
    NoneImageUrl: category.NoneImageUrl ?? null,
    Items: category.Items.map(toKitOptionItem),
  };
}

export function toKitConfiguration(configuration: ContractKitConfiguration): KitConfiguration {
  return {
    KitConfigurationItems: configuration.KitConfigurationItems.map((item) => ({
      CategoryName: item.CategoryName ?? '',
      ItemDescription: item.ItemDescription ?? '',
      PriceIncTax: item.PriceIncTax ?? 0,
      SelectedInventoryItemId: item.SelectedInventoryItemId,
      SortOrder: item.SortOrder ?? 0,
      PrimaryImageId: item.PrimaryImageId ?? null,
      Quantity: item.Quantity,
      KitCategoryId: item.KitCategoryId,
      UvPrintDesignCode: item.UvPrintDesignCode ?? null,
    })),
  };
}
