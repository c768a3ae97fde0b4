// The product-detail fields the page rules read (spec 2 §3 Item (detail)); the full DTO lives in the contract.

export interface ProductCategoryRef {
  InventoryCategoryId: number;
  CategoryName: string;
  Url?: string | null;
}

export interface ProductImage {
  ImageId: number;
  ImageType: string | null;
  Caption: string | null;
}

export interface ProductKitCategoryItem {
  CategoryName: string;
  ItemCode: string;
  ItemDescription: string;
  DefaultQuantity: number;
  PrimaryImageId: number | null;
}

export interface ProductItem {
  InventoryItemId: number;
  ItemDescription: string;
  ItemTypeCode: 'STK' | 'KIT' | 'B2B' | string;
  ManufacturerName: string | null;
  Categories: readonly ProductCategoryRef[];
  Images: readonly ProductImage[];
  ItemUrl: string | null;
  RedirectUrl: string | null;
  InventoryKitCategoryItems: readonly ProductKitCategoryItem[];
}
