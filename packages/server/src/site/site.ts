// Site-wide reads: configMap, the category tree (both forms) and the lookup bundle (spec 1 §3, §7).
import { siteWarehouses } from '@rigkit/domain/region';
import type { OperationContext } from '../http/operation.ts';
import type { CatalogueSnapshot, IndexedCategory } from '../catalogue/catalogueIndex.ts';
import type { Schema } from '../contract/schemas.ts';

export const siteName = 'rigkit';

export function configMap() {
  return {
    siteName,
    defaultTitle: 'rigkit | Custom PCs, parts and peripherals',
    defaultDescription: 'Gaming PCs, workstations, parts and peripherals from our Western Australian and Victorian stores.',
    defaultPreviewImage: '/api/images/preview.svg',
    icons: { favicon: '/favicon.svg' },
    trackingIds: {},
    warehouses: siteWarehouses.map((warehouse) => ({ inventoryWarehouseId: warehouse.inventoryWarehouseId, name: warehouse.name })),
    useLegacyCategories: false,
    enableBuyNow: true,
    enableAddToExistingOrder: true,
  };
}

export function categoryNode(snapshot: CatalogueSnapshot, category: IndexedCategory): Schema<'Category'> {
  const children = [...snapshot.categories.values()].filter((candidate) => candidate.parentId === category.id);
  return {
    InventoryCategoryId: category.id,
    CategoryName: category.name,
    ChildCategories: children.map((child) => categoryNode(snapshot, child)),
    InventoryCategoryGroupId: category.groupId,
  };
}

export function categoryTree(snapshot: CatalogueSnapshot, legacy: boolean) {
  const all = [...snapshot.categories.values()];
  // The legacy form is flat: every category at the top level without children.
  const Categories = legacy
    ? all.map((category) => ({ InventoryCategoryId: category.id, CategoryName: category.name, ChildCategories: [], InventoryCategoryGroupId: category.groupId }))
    : all.filter((category) => category.parentId === null).map((category) => categoryNode(snapshot, category));
  const CategoryGroups = snapshot.categoryGroups.map((group) => ({
    InventoryCategoryGroupId: group.id,
    CategoryGroupName: group.name,
    Categories: all
      .filter((category) => category.groupId === group.id && category.parentId === null)
      .map((category) => ({ InventoryCategoryId: category.id, CategoryName: category.name, InventoryCategoryGroupId: group.id })),
  }));
  return { Categories, CategoryGroups };
}

export async function lookupBundle(context: OperationContext<'GET', '/fetchLookupBundle'>) {
  const [stores, methods] = await Promise.all([
    context.services.db.selectFrom('stores').selectAll().orderBy('store_id').execute(),
    context.services.db.selectFrom('shipping_methods').selectAll().orderBy('shipping_method_id').execute(),
  ]);
  return {
    Stores: stores.map((store) => ({
      StoreId: store.store_id,
      StoreCode: store.store_code,
      StoreName: store.store_name,
      State: store.state,
      Email: store.email,
      Phone: store.phone,
      StreetAddress: store.street_address,
      Suburb: store.suburb,
      Postcode: store.postcode,
      Latitude: store.latitude,
      Longitude: store.longitude,
      OpeningHours: store.opening_hours.map((day) => ({ Day: day.Day, Hours: day.Opens && day.Closes ? `${day.Opens} - ${day.Closes}` : 'Closed' })),
      InventoryWarehouseId: store.inventory_warehouse_id,
    })),
    ShippingMethods: methods.map((method) => ({ ShippingMethodId: method.shipping_method_id, ShippingCompanyId: method.shipping_company_id, DisplayName: method.display_name })),
  };
}

