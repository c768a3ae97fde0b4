// The company demo customer's custom build on SO-331011 (Awaiting Processing, remote build not started) and the
// options of its graphics card, priced as the difference to the card on the order.
import type { KitChangeDetails, KitChangeDocument, KitChangeKitLine, KitChangePart } from './useKitChangeDialog.ts';

export const kitOrder: KitChangeDocument = { DocumentType: 'Sales Order', DocumentStatus: 'Awaiting Processing' };
export const kitLine: KitChangeKitLine = { DocumentItemId: 5000010, InventoryItemId: 640001, Quantity: 1, RemoteBuildSalesOrderStatus: 'Awaiting Processing' };
export const graphicsPart: KitChangePart = { DocumentItemId: 5000013, InventoryItemId: 612345, ItemDescription: 'MSI GeForce RTX 5070 Ti 16GB Ventus 3X OC', Quantity: 1, KitCategoryId: 15, KitCategoryName: 'Graphics Card' };

export const graphicsOptions: KitChangeDetails = {
  KitCategory: { InventoryKitCategoryId: 15, CategoryName: 'Graphics Card', Items: [] },
  KitCategoryOptions: [
    { InventoryItemId: 612345, ItemDescription: 'MSI GeForce RTX 5070 Ti 16GB Ventus 3X OC', PriceIncTax: 0, PrimaryImageId: 612345 },
    { InventoryItemId: 612400, ItemDescription: 'ASUS TUF Gaming GeForce RTX 5080 16GB OC', PriceIncTax: 550, PrimaryImageId: 612400 },
    { InventoryItemId: 612210, ItemDescription: 'Gigabyte GeForce RTX 5060 Ti 16GB Windforce', PriceIncTax: -480, PrimaryImageId: null },
  ],
};
