// Two graphics cards and a processor with attributes to compare (the shared mocks' items carry too few).
import type { TileItem } from '@rigkit/api-client/mappers';
import { cpu, motherboard } from '@rigkit/api-client/mocks';

export const rtx5070Ti: TileItem = {
  ...cpu,
  InventoryItemId: 612345,
  ItemDescription: 'MSI GeForce RTX 5070 Ti 16GB Ventus 3X OC Graphics Card',
  ItemUrl: '/Products/612345/msi-geforce-rtx-5070-ti-16gb-ventus-3x-oc',
  ManufacturerName: 'MSI',
  CustomerPriceIncTax: 1299,
  PrimaryImageId: 880301,
  Attributes: [
    { Key: 'Chipset', Value: 'RTX 5070 Ti', SortOrder: 1 },
    { Key: 'Memory Size', Value: '16GB', SortOrder: 2 },
    { Key: 'Length', Value: '303 mm', SortOrder: 5 },
  ],
};

export const rtx5070: TileItem = {
  ...cpu,
  InventoryItemId: 612346,
  ItemDescription: 'Gigabyte GeForce RTX 5070 12GB Windforce OC Graphics Card',
  ItemUrl: '/Products/612346/gigabyte-geforce-rtx-5070-12gb-windforce-oc',
  ManufacturerName: 'Gigabyte',
  CustomerPriceIncTax: 899.5,
  PrimaryImageId: 880303,
  Attributes: [
    { Key: 'Chipset', Value: 'RTX 5070', SortOrder: 1 },
    { Key: 'Memory Size', Value: '12GB', SortOrder: 2 },
    { Key: 'Cooling', Value: 'Triple fan', SortOrder: 4 },
    { Key: 'Length', Value: '303 mm', SortOrder: 5 },
  ],
};

export const compareItems: TileItem[] = [rtx5070Ti, rtx5070];
export const mixedItems: TileItem[] = [cpu, motherboard];
