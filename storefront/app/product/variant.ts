// Which layout a product address draws (spec 2 §2 "Product page variants"): the domain's rule on the item, with the
// reference store's brands, or the bundle page for /Products/{id}/Bundle.
import type { ProductPageVariantOptions } from '@rigkit/domain/product';
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
