// The one deterministic fixture set (issue 3 item 9), shared by stories, widget tests and client tests. Typed by
// the contract, so a fixture that drifts from openapi/ stops compiling. Ids, prices and addresses are invented
// for the mock store; warehouse ids and names are spec 1 §9's.
import type { components } from '../generated/schema.ts';
import { deepFreeze } from './deepFreeze.ts';

type Schemas = components['schemas'];

/** Spec 1 §9 warehouses: 1 Wangara, 2 Bentley, 3 Cockburn, 5 WA Warehouse, 6 Osborne Park (WA); 4 Moorabbin, 9 Vic Warehouse (VIC). */
export const warehouses: Schemas['Warehouse'][] = deepFreeze([
  { inventoryWarehouseId: 1, name: 'Wangara' },
  { inventoryWarehouseId: 2, name: 'Bentley' },
  { inventoryWarehouseId: 3, name: 'Cockburn' },
  { inventoryWarehouseId: 4, name: 'Moorabbin' },
  { inventoryWarehouseId: 5, name: 'WA Warehouse' },
  { inventoryWarehouseId: 6, name: 'Osborne Park' },
  { inventoryWarehouseId: 9, name: 'Vic Warehouse' },
]);

function availabilities(inStock: Readonly<Record<1 | 2 | 4 | 5 | 9, boolean>>): Schemas['Availability'][] {
  const place = { 1: ['Wangara', 'WA'], 2: ['Bentley', 'WA'], 4: ['Moorabbin', 'VIC'], 5: ['WA Warehouse', 'WA'], 9: ['Vic Warehouse', 'VIC'] } as const;
  return ([1, 2, 4, 5, 9] as const).map((id) => ({ InventoryWarehouseId: id, Location: place[id][0], State: place[id][1], InStock: inStock[id] }));
}

/** A CPU in stock in both states. */
export const cpu: Schemas['ItemTile'] = deepFreeze({
  InventoryItemId: 600101,
  ItemDescription: 'AMD Ryzen 7 9800X3D 8-Core 16-Thread AM5 Processor',
  ItemPlainDescription: 'AMD Ryzen 7 9800X3D',
  ItemUrl: '/Products/600101/amd-ryzen-7-9800x3d',
  ItemTypeCode: 'STK',
  ManufacturerName: 'AMD',
  ManufacturerId: 12,
  ManufacturerModel: '100-100001084WOF',
  CustomerPriceIncTax: 749,
  RRPPriceIncTax: 799,
  NormalPrice: 779,
  PromotionPrice: 749,
  WebListingStrip: 'Save $50!',
  FreeShipping: true,
  AvailableOnline: true,
  PrimaryImageId: 880101,
  SecondaryImageId: 880102,
  BadgesNew: [{ BadgeCode: 'HOT', BadgeImageId: 51, BadgeDisplayName: 'Hot Deal' }],
  Attributes: [
    { Key: 'Cores', Value: '8', SortOrder: 1 },
    { Key: 'Socket', Value: 'AM5', SortOrder: 2 },
  ],
  Categories: [10],
  Availabilities: availabilities({ 1: true, 2: false, 4: true, 5: true, 9: true }),
  PopularityRank: 1,
  AgeRank: 3,
});

/** A motherboard in stock in WA only. */
export const motherboard: Schemas['ItemTile'] = deepFreeze({
  InventoryItemId: 600202,
  ItemDescription: 'ASUS ROG STRIX B850-F GAMING WIFI AM5 ATX Motherboard',
  ItemPlainDescription: 'ASUS ROG STRIX B850-F GAMING WIFI',
  ItemUrl: '/Products/600202/asus-rog-strix-b850-f-gaming-wifi',
  ItemTypeCode: 'STK',
  ManufacturerName: 'ASUS',
  ManufacturerId: 7,
  ManufacturerModel: 'ROG STRIX B850-F GAMING WIFI',
  CustomerPriceIncTax: 469,
  RRPPriceIncTax: 499,
  NormalPrice: 469,
  FreeShipping: false,
  AvailableOnline: true,
  PrimaryImageId: 880201,
  BadgesNew: [],
  Attributes: [
    { Key: 'Socket', Value: 'AM5', SortOrder: 1 },
    { Key: 'Form Factor', Value: 'ATX', SortOrder: 2 },
  ],
  Categories: [11],
  Availabilities: availabilities({ 1: false, 2: true, 4: false, 5: true, 9: false }),
  PopularityRank: 4,
  AgeRank: 2,
});

/** A prebuilt gaming PC sold from stock (STK), category 595 "Ready to go" (spec 1 §9). */
export const prebuiltPc: Schemas['ItemTile'] = deepFreeze({
  InventoryItemId: 640001,
  ItemDescription: 'PLE Ready-to-go Ryzen 7 9800X3D RTX 5070 Gaming PC',
  ItemPlainDescription: 'Ready-to-go Ryzen 7 RTX 5070 Gaming PC',
  ItemUrl: '/Products/640001/ready-to-go-ryzen-7-rtx-5070-gaming-pc',
  ItemTypeCode: 'STK',
  ManufacturerName: 'PLE',
  ManufacturerId: 1,
  ManufacturerModel: 'RTG-R7-5070',
  KeySellingPoints: ['Ryzen 7 9800X3D', 'GeForce RTX 5070 12GB', '32GB DDR5', '2TB NVMe SSD'],
  CustomerPriceIncTax: 2799,
  RRPPriceIncTax: 2999,
  NormalPrice: 2899,
  PromotionPrice: 2799,
  WebListingStrip: 'Price Dropped by $100',
  FreeShipping: true,
  AvailableOnline: true,
  PrimaryImageId: 884001,
  SecondaryImageId: 884002,
  Categories: [595],
  Availabilities: availabilities({ 1: true, 2: true, 4: false, 5: true, 9: true }),
  PopularityRank: 2,
  AgeRank: 1,
});

/** A custom build (KIT), category 786 "Custom Build", built to order, with two option groups (spec 1 §2 build tile). */
export const customBuild: Schemas['ItemTile'] = deepFreeze({
  InventoryItemId: 700001,
  ItemDescription: 'PLE Custom Build Ryzen 7 9800X3D Gaming PC',
  ItemPlainDescription: 'Custom Build Ryzen 7 9800X3D',
  ItemUrl: '/Products/700001/custom-build-ryzen-7-9800x3d',
  ItemTypeCode: 'KIT',
  ManufacturerName: 'PLE',
  ManufacturerId: 1,
  ManufacturerModel: 'CB-R7-9800X3D',
  KeySellingPoints: ['Choose your colour', 'Choose your graphics card', 'Built and tested in Perth'],
  CustomerPriceIncTax: 3199,
  RRPPriceIncTax: 3399,
  FreeShipping: true,
  AvailableOnline: true,
  PrimaryImageId: 887001,
  KitCategories: [
    { Key: 'Core PC', Value: '-10', SortOrder: 1 },
    { Key: 'Graphics Card', Value: '-20', SortOrder: 2 },
  ],
  KitOptions: [
    {
      Key: 'Core PC',
      InventoryKitCategoryId: -10,
      LinkedInventoryItemId: 700001,
      ImageId: 887001,
      KitOptions: [
        { InventoryItemId: 700101, Value: 'Black', PriceModifier: 0, ImageId: 887101 },
        { InventoryItemId: 700102, Value: 'White', PriceModifier: 49, ImageId: 887102 },
      ],
    },
    {
      Key: 'Graphics Card',
      InventoryKitCategoryId: -20,
      KitOptions: [
        { InventoryItemId: 612300, Value: 'GeForce RTX 5070 12GB', PriceModifier: 0 },
        { InventoryItemId: 612345, Value: 'GeForce RTX 5070 Ti 16GB', PriceModifier: 350 },
      ],
    },
  ],
  Categories: [786],
  Availabilities: availabilities({ 1: false, 2: false, 4: false, 5: false, 9: false }),
  PopularityRank: 3,
  AgeRank: 4,
});

/** A business-only item (B2B): shown as "In stock at Supplier" or "Enquire", excluded from stock filters (spec 1 §2, §6). */
export const businessItem: Schemas['ItemTile'] = deepFreeze({
  InventoryItemId: 690001,
  ItemDescription: 'Cisco Catalyst 9200L 24-Port PoE+ Managed Switch',
  ItemPlainDescription: 'Cisco Catalyst 9200L 24-Port PoE+',
  ItemUrl: '/Products/690001/cisco-catalyst-9200l-24-port-poe',
  ItemTypeCode: 'B2B',
  ManufacturerName: 'Cisco',
  ManufacturerId: 88,
  ManufacturerModel: 'C9200L-24P-4G-E',
  CustomerPriceIncTax: 4599,
  FreeShipping: false,
  AvailableOnline: false,
  PrimaryImageId: 889001,
  Categories: [1390],
  Availabilities: availabilities({ 1: false, 2: false, 4: false, 5: false, 9: false }),
  PopularityRank: 5,
  AgeRank: 5,
});

/** Every item, in grid order. */
export const items: Schemas['ItemTile'][] = deepFreeze([cpu, motherboard, prebuiltPc, customBuild, businessItem]);

export const manufacturers: Schemas['Manufacturer'][] = deepFreeze([
  { ManufacturerId: 1, ManufacturerName: 'PLE', ManufacturerImageId: 7001 },
  { ManufacturerId: 7, ManufacturerName: 'ASUS', ManufacturerImageId: 7007 },
  { ManufacturerId: 12, ManufacturerName: 'AMD', ManufacturerImageId: 7012 },
  { ManufacturerId: 88, ManufacturerName: 'Cisco', ManufacturerImageId: null },
]);

export const categoryTree: Schemas['CategoryTree'] = deepFreeze({
  Categories: [
    {
      InventoryCategoryId: 1,
      CategoryName: 'Components',
      InventoryCategoryGroupId: 3,
      ChildCategories: [
        { InventoryCategoryId: 10, CategoryName: 'CPUs', InventoryCategoryGroupId: 3 },
        { InventoryCategoryId: 11, CategoryName: 'Motherboards', InventoryCategoryGroupId: 3 },
      ],
    },
    { InventoryCategoryId: 595, CategoryName: 'Ready to go', InventoryCategoryGroupId: 4 },
    { InventoryCategoryId: 786, CategoryName: 'Custom Build', InventoryCategoryGroupId: 4 },
    { InventoryCategoryId: 1390, CategoryName: 'Networking', InventoryCategoryGroupId: 5 },
  ],
  CategoryGroups: [
    { InventoryCategoryGroupId: 3, CategoryGroupName: 'PC Parts' },
    { InventoryCategoryGroupId: 4, CategoryGroupName: 'Gaming PCs' },
    { InventoryCategoryGroupId: 5, CategoryGroupName: 'Business' },
  ],
});

const weekdayHours = [
  { Day: 'Monday - Friday', Hours: '9:00am - 5:30pm' },
  { Day: 'Saturday', Hours: '9:00am - 4:00pm' },
  { Day: 'Sunday', Hours: 'Closed' },
];

/** Stores: 1 the online/delivery store (spec 1 §9), two WA stores, one VIC store, and Dandenong (id 9, code DA). */
export const stores: Schemas['Store'][] = deepFreeze([
  { StoreId: 1, StoreCode: 'ON', StoreName: 'Online', State: 'WA', Email: 'online@mockstore.example', Phone: '(08) 9000 0001', InventoryWarehouseId: 5 },
  {
    StoreId: 2,
    StoreCode: 'WG',
    StoreName: 'Wangara',
    State: 'WA',
    Email: 'wangara@mockstore.example',
    Phone: '(08) 9000 0002',
    StreetAddress: '1 Example Road',
    Suburb: 'Wangara',
    Postcode: '6065',
    Latitude: -31.79,
    Longitude: 115.83,
    OpeningHours: weekdayHours,
    InventoryWarehouseId: 1,
  },
  {
    StoreId: 3,
    StoreCode: 'BT',
    StoreName: 'Bentley',
    State: 'WA',
    Email: 'bentley@mockstore.example',
    Phone: '(08) 9000 0003',
    StreetAddress: '2 Example Street',
    Suburb: 'Bentley',
    Postcode: '6102',
    Latitude: -32.0,
    Longitude: 115.92,
    OpeningHours: weekdayHours,
    InventoryWarehouseId: 2,
  },
  {
    StoreId: 4,
    StoreCode: 'MB',
    StoreName: 'Moorabbin',
    State: 'VIC',
    Email: 'moorabbin@mockstore.example',
    Phone: '(03) 9000 0004',
    StreetAddress: '4 Example Avenue',
    Suburb: 'Moorabbin',
    Postcode: '3189',
    Latitude: -37.94,
    Longitude: 145.06,
    OpeningHours: weekdayHours,
    InventoryWarehouseId: 4,
  },
  {
    StoreId: 9,
    StoreCode: 'DA',
    StoreName: 'Dandenong',
    State: 'VIC',
    Email: 'dandenong@mockstore.example',
    Phone: '(03) 9000 0009',
    StreetAddress: '9 Example Drive',
    Suburb: 'Dandenong South',
    Postcode: '3175',
    Latitude: -38.02,
    Longitude: 145.21,
    OpeningHours: weekdayHours,
    InventoryWarehouseId: 9,
  },
]);

export const shippingMethods: Schemas['ShippingMethod'][] = deepFreeze([
  { ShippingMethodId: 1, ShippingCompanyId: 2, DisplayName: 'Auspost eParcel' },
  { ShippingMethodId: 2, ShippingCompanyId: 3, DisplayName: 'StarTrack Road Express' },
  { ShippingMethodId: 3, ShippingCompanyId: 15, DisplayName: 'Uber Same Day' },
  { ShippingMethodId: 4, DisplayName: 'Click and Collect' },
]);

export const lookupBundle: Schemas['LookupBundle'] = deepFreeze({ Stores: [...stores], ShippingMethods: [...shippingMethods] });

export const siteConfig: Schemas['SiteConfig'] = deepFreeze({
  siteName: 'rigkit mock store',
  defaultTitle: 'rigkit mock store',
  defaultDescription: 'Computer parts, gaming PCs and custom builds',
  warehouses: [...warehouses],
  useLegacyCategories: false,
});

export const shippingOptions: Schemas['ShippingOption'][] = deepFreeze([
  { ShippingMethodId: 1, DisplayName: 'Auspost eParcel', TotalCostIncTax: 0, DeliveryDurationMinimumHours: 48, InventoryWarehouseId: 5, Available: true },
  { ShippingMethodId: 3, ShippingCompanyId: 15, DisplayName: 'Uber Same Day', TotalCostIncTax: 29, DeliveryDurationMinimumHours: 3, InventoryWarehouseId: 1, Available: true },
  { ShippingMethodId: 4, DisplayName: 'Click and Collect', TotalCostIncTax: 0, InventoryWarehouseId: 1, WarehouseName: 'Wangara', Available: true },
]);

/** A cart with a stock line and a custom build with its kit children. */
export const cart: Schemas['Cart'] = deepFreeze({
  ShoppingCartItems: [
    {
      InventoryItemId: cpu.InventoryItemId,
      LineNumber: 1,
      ItemDescription: cpu.ItemDescription,
      Quantity: 1,
      UnitCost: 749,
      ExtendedCost: 749,
      ItemTypeCode: 'STK',
      AddToCartSource: 'viewItemSTK',
      Availability: 'In stock',
      Availabilities: [
        { InventoryWarehouseId: 1, Available: true },
        { InventoryWarehouseId: 4, Available: true },
      ],
      PrimaryImageId: cpu.PrimaryImageId,
    },
    {
      InventoryItemId: customBuild.InventoryItemId,
      LineNumber: 2,
      ItemDescription: customBuild.ItemDescription,
      Quantity: 1,
      UnitCost: 3549,
      ExtendedCost: 3549,
      ItemTypeCode: 'KIT',
      AddToCartSource: 'viewItemKit',
      Availability: 'Built to order',
      KitChildren: [
        { InventoryItemId: 700102, Quantity: 1, KitCategoryId: -10, AddToCartSource: 'viewItemKitChild' },
        { InventoryItemId: 612345, Quantity: 1, KitCategoryId: -20, AddToCartSource: 'viewItemKitChild' },
      ],
      PrimaryImageId: customBuild.PrimaryImageId,
    },
  ],
  ShippingOptions: [...shippingOptions],
  ContainsB2B: false,
  CartFlags: ['CustomBuild'],
  ShoppingCartPromotions: [],
});

export const emptyCart: Schemas['Cart'] = deepFreeze({ ShoppingCartItems: [], ContainsB2B: false, CartFlags: [], ShoppingCartPromotions: [] });

/** The session GUID every fixture uses. */
export const sessionGuid = '5b1f3c2a-8d4e-4f6a-9b7c-2e1d0a3f4c5b';

/** An anonymous visitor in WA (default store Wangara, spec 1 §6). */
export const visitorPreferences: Schemas['CustomerSessionPreferences'] = deepFreeze({
  CustomerSessionGuid: sessionGuid,
  IsLoggedIn: false,
  DefaultStoreId: 2,
  DefaultWarehouseId: 1,
  LocationPostcode: '6065',
  StoreName: 'Wangara',
  GridTypeId: 'grid',
  PinCategories: [],
  InterestedGames: [],
  RecentlyViewedItems: [cpu.InventoryItemId],
  PrivateMode: false,
  UsesTotp: false,
  PricingLevel: 'Retail',
});

/** The mock customer's login. */
export const customerLogin = deepFreeze({ username: 'alex.taylor@mockstore.example', password: 'correct horse battery staple' });

/** The same session after logging in as the mock customer. */
export const customerPreferences: Schemas['CustomerSessionPreferences'] = deepFreeze({
  ...visitorPreferences,
  IsLoggedIn: true,
  CustomerGuid: '8c6a3f1e-2b4d-4e6f-8a1c-3e5f7a9b1d2c',
  CustomerId: 100234,
  FirstName: 'Alex',
  LastName: 'Taylor',
  EmailAddress: customerLogin.username,
});


/** The auth key a successful mock login answers with. */
export const authenticationKey = 'mock-auth-key-100234';

export const accountStatistics: Schemas['MyPLEStats'] = deepFreeze({
  SalesOrderCount: 3,
  QuoteCount: 1,
  InvoiceCount: 2,
  WorkOrderCount: 0,
  WishlistItemCount: 4,
  KitConfigurationCount: 1,
});
