// The operations of site/ (site.ts), registered with the contract's method and path.
import type { Register } from '../http/operation.ts';
import { recordRouteChange } from '../site/routeChanges.ts';
import { categoryTree, configMap, lookupBundle } from '../site/site.ts';

export function registerSiteRoutes(register: Register): void {
  register('GET', '/configMap', async () => configMap());
  register('GET', '/fetchCategories', async (context) => categoryTree(await (await context.services.catalogue()).refreshIfStale(), false));
  register('GET', '/fetchCategoriesLegacy', async (context) => categoryTree(await (await context.services.catalogue()).refreshIfStale(), true));
  register('GET', '/fetchLookupBundle', lookupBundle);
  register('POST', '/routeChange', recordRouteChange);
}
