import type { ProductItem } from './types.ts';

export const ProductPageVariants = {
  standard: 'standard',
  prebuilt: 'prebuilt',
  customBuild: 'customBuild',
  kit: 'kit',
  default: 'default',
} as const;
export type ProductPageVariant = (typeof ProductPageVariants)[keyof typeof ProductPageVariants];

export const DESKTOP_COMPUTERS_CATEGORY_NAME = 'Desktop Computers';

export interface ProductPageVariantOptions {
  /** Manufacturer names of the house brand (case-insensitive). @default ['PLE', 'PLE Computers'] */
  houseBrandNames?: readonly string[];
  /** Manufacturer names of its sister brand (case-insensitive). @default ['Rigkit'] */
  sisterBrandNames?: readonly string[];
}

// Designed defaults: the store's item codes are PLE-prefixed (spec 2 §9 "PLE-602206"), so PLE is the house brand;
// the sister brand is not named in the spec, so this kit's own name stands in until configured.
export const DEFAULT_HOUSE_BRAND_NAMES: readonly string[] = ['PLE', 'PLE Computers'];
export const DEFAULT_SISTER_BRAND_NAMES: readonly string[] = ['Rigkit'];

function nameIn(name: string | null, names: readonly string[]): boolean {
  const wanted = (name ?? '').trim().toLowerCase();
  return wanted !== '' && names.some((entry) => entry.trim().toLowerCase() === wanted);
}

export function isDesktopComputer(item: Pick<ProductItem, 'Categories'>): boolean {
  return item.Categories.some((category) => category.CategoryName === DESKTOP_COMPUTERS_CATEGORY_NAME);
}

/**
 * The product page variant (spec 2 §2):
 * - STK not in Desktop Computers and not by the house brand, or B2B: standard;
 * - Desktop Computers, STK, house or sister brand: prebuilt;
 * - Desktop Computers, KIT: custom build;
 * - other KIT: kit;
 * - anything else: default.
 */
export function productPageVariant(
  item: Pick<ProductItem, 'ItemTypeCode' | 'ManufacturerName' | 'Categories'>,
  options: ProductPageVariantOptions = {},
): ProductPageVariant {
  const houseBrands = options.houseBrandNames ?? DEFAULT_HOUSE_BRAND_NAMES;
  const sisterBrands = options.sisterBrandNames ?? DEFAULT_SISTER_BRAND_NAMES;
  const desktop = isDesktopComputer(item);
  const isHouseBrand = nameIn(item.ManufacturerName, houseBrands);
  if (item.ItemTypeCode === 'B2B') return ProductPageVariants.standard;
  if (item.ItemTypeCode === 'STK') {
    if (!desktop && !isHouseBrand) return ProductPageVariants.standard;
    if (desktop && (isHouseBrand || nameIn(item.ManufacturerName, sisterBrands))) return ProductPageVariants.prebuilt;
    return ProductPageVariants.default;
  }
  if (item.ItemTypeCode === 'KIT') return desktop ? ProductPageVariants.customBuild : ProductPageVariants.kit;
  return ProductPageVariants.default;
}
