// Catalogue reads (spec 1 §7, spec 2 §7), all answered from the in-process index: the operations of catalogue/.
import { getItemGrid, getItemGridFromQuery } from '../catalogue/gridOperations.ts';
import { fetchItem } from '../catalogue/itemPage.ts';
import { fetchBanners, fetchBrand, fetchCategory, fetchCategoryGroup, fetchPromotion } from '../catalogue/listingPages.ts';
import type { Register } from '../http/operation.ts';

export function registerCatalogueRoutes(register: Register): void {
  register('POST', '/getItemGrid', getItemGrid);
  register('GET', '/cc/getItemGrid', getItemGridFromQuery);
  register('POST', '/fetchItem', fetchItem);
  register('POST', '/fetchCategory', fetchCategory);
  register('POST', '/fetchCategoryGroup', fetchCategoryGroup);
  register('POST', '/fetchBrand', fetchBrand);
  register('GET', '/fetchPromotion/{promotionId}', fetchPromotion);
  register('POST', '/fetchBanners', fetchBanners);
}
