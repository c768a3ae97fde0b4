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
 * Where a product address with a kit configuration id (spec 2 §2: /Products/{itemId}/{itemDescription?}/{kitConfigId?}
 * or ?kitConfigId=) goes when the item is a custom build: the build page on that saved configuration, so the shopper
 * sees the configured build and not the kit's defaults. Null for every other layout or without an id.
 */
export function customBuildConfigurationPath(layout: ProductLayout, inventoryItemId: number, kitConfigId: string | null): string | null {
  if (layout !== 'customBuild' || !kitConfigId) return null;
  return kitConfigurationPath(inventoryItemId, kitConfigId);
}
