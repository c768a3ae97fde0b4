import type { ProductImage, ProductItem, ProductKitCategoryItem } from './types.ts';

/** Deterministic product: STK item 1001 by ASUS in Graphics Cards, no images, no redirect. */
export function makeProductItem(partial: Partial<ProductItem> = {}): ProductItem {
  return {
    InventoryItemId: 1001,
    ItemDescription: 'ASUS TUF Gaming GeForce RTX 5070 Ti 16GB',
    ItemTypeCode: 'STK',
    ManufacturerName: 'ASUS',
    Categories: [{ InventoryCategoryId: 20, CategoryName: 'Graphics Cards' }],
    Images: [],
    ItemUrl: '/Products/1001/asus-tuf-gaming-geforce-rtx-5070-ti-16gb',
    RedirectUrl: null,
    InventoryKitCategoryItems: [],
    ...partial,
  };
}

export function makeProductImage(partial: Partial<ProductImage> = {}): ProductImage {
  return { ImageId: 1, ImageType: null, Caption: null, ...partial };
}

export function makeProductKitCategoryItem(partial: Partial<ProductKitCategoryItem> = {}): ProductKitCategoryItem {
  return { CategoryName: 'CPU', ItemCode: 'PLE-000101', ItemDescription: 'AMD Ryzen 7 9800X3D', DefaultQuantity: 1, PrimaryImageId: null, ...partial };
}
