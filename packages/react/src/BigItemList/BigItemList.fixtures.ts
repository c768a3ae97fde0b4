// Items for the big item list beyond @rigkit/api-client/mocks: a discounted graphics card and a second AMD part,
// so tiles show different best savings. Prices are invented for the mock store.
import type { components } from '@rigkit/api-client';
import { cpu, customBuild, motherboard, prebuiltPc, businessItem } from '@rigkit/api-client/mocks';

type ItemTile = components['schemas']['ItemTile'];

/** A graphics card 25% under its RRP: $899 against $1,199 (Math.floor(300 / 1199 × 100) = 25). */
export const graphicsCard: ItemTile = {
  ...motherboard,
  InventoryItemId: 612345,
  ItemDescription: 'ASUS TUF Gaming GeForce RTX 5070 Ti 16GB OC Graphics Card',
  ItemPlainDescription: 'ASUS TUF Gaming RTX 5070 Ti 16GB',
  ItemUrl: '/Products/612345/asus-tuf-gaming-rtx-5070-ti',
  ManufacturerModel: 'TUF-RTX5070TI-O16G-GAMING',
  CustomerPriceIncTax: 899,
  RRPPriceIncTax: 1199,
  NormalPrice: 1099,
  WebListingStrip: 'Save $300!',
  PrimaryImageId: 881301,
  Categories: [12],
};

/** A second AMD processor, 12% off: $439 against $499. */
export const budgetCpu: ItemTile = {
  ...cpu,
  InventoryItemId: 600102,
  ItemDescription: 'AMD Ryzen 5 9600X 6-Core 12-Thread AM5 Processor',
  ItemPlainDescription: 'AMD Ryzen 5 9600X',
  ItemUrl: '/Products/600102/amd-ryzen-5-9600x',
  ManufacturerModel: '100-100001405WOF',
  CustomerPriceIncTax: 439,
  RRPPriceIncTax: 499,
  NormalPrice: 479,
  WebListingStrip: 'Save $60!',
  PrimaryImageId: 880103,
};

export const bigListItems: ItemTile[] = [cpu, budgetCpu, motherboard, graphicsCard, prebuiltPc, customBuild, businessItem];

/** The categories offered: Components with its children (CPUs, Motherboards, Graphics Cards), the PCs, Networking. */
export const bigListCategories: components['schemas']['Category'][] = [
  {
    InventoryCategoryId: 1,
    CategoryName: 'Components',
    ChildCategories: [
      { InventoryCategoryId: 10, CategoryName: 'CPUs' },
      { InventoryCategoryId: 11, CategoryName: 'Motherboards' },
      { InventoryCategoryId: 12, CategoryName: 'Graphics Cards' },
    ],
  },
  { InventoryCategoryId: 10, CategoryName: 'CPUs' },
  { InventoryCategoryId: 12, CategoryName: 'Graphics Cards' },
  { InventoryCategoryId: 595, CategoryName: 'Ready to go' },
  { InventoryCategoryId: 786, CategoryName: 'Custom Build' },
  { InventoryCategoryId: 1390, CategoryName: 'Networking' },
  // No item is in it: no tile.
  { InventoryCategoryId: 77, CategoryName: 'Monitors' },
];
