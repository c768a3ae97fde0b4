// Which layout a product address draws (spec 2 §2 "Product page variants"): the domain's rule on the item, with the
// reference store's brands, or the bundle page for /Products/{id}/Bundle.
import type { ProductPageVariantOptions } from '@rigkit/domain/product';
import { kitConfigurationPath } from '@rigkit/domain/paths';
import { productPageVariant } from '@rigkit/domain/product';
import type { ItemDetail, ProductLayout } from './types.ts';

/** The reference store's house brand and its sister brand (packages/server/src/seed/reference.ts). */
export const storeBrands: ProductPageVariantOptions = {
  houseBrandNames: ['Rigkit'],
  sisterBrandNames: ['Ember Systems'],
};

export function productLayout(item: Pick<ItemDetail, 'ItemTypeCode' | 'ManufacturerName' | 'Categories'>, isBundleForm: boolean): ProductLayout {
  if (isBundleForm) return 'bundle';
  return productPageVariant({ ItemTypeCode: item.ItemTypeCode, ManufacturerName: item.ManufacturerName ?? null, Categories: item.Categories ?? [] }, storeBrands);
}

/**
 * Where a custom build's product address goes (spec 2 §2 "Desktop Computers, type KIT: custom build page"): the
 * custom build page, on the saved configuration when the address names one (/Products/{itemId}/{itemDescription?}/
 * {kitConfigId?} or ?kitConfigId=), else at the kit's defaults (/Products/{id}/Build), so the shopper sees the
 * configurator the spec draws for it. Null for every other layout, and for a kit with no categories to configure
 * (the build page sends that one back here, so it keeps the kit page).
 */
export function customBuildConfigurationPath(layout: ProductLayout, inventoryItemId: number, kitConfigId: string | null, hasKitCategories = true): string | null {
  if (layout !== 'customBuild' || (!kitConfigId && !hasKitCategories)) return null;
  return kitConfigurationPath(inventoryItemId, kitConfigId ?? null);
}
