export { BRAND_CATEGORIES_AT_TOP_BELOW, brandCategoryPlacement, brandSectionOrder, brandSections } from './brandPage.ts';
export type { BrandCategoryPlacement, BrandSection, BrandSectionData } from './brandPage.ts';
