import type { components } from '@rigkit/api-client';
import { describe, expect, it } from 'vitest';
import type { PromotionListItem } from './promotionBigItemList.ts';
import { parseShopParam, promotionBigItemList, promotionCategories, promotionManufacturers, shopParamValue } from './promotionBigItemList.ts';

type Category = components['schemas']['Category'];

// A slice of the seeded store's tree (ids and names as /fetchCategories sends them).
const tree: Category[] = [
  {
    InventoryCategoryId: 903,
    CategoryName: 'All Components',
    ChildCategories: [
      { InventoryCategoryId: 101, CategoryName: 'CPU' },
      { InventoryCategoryId: 105, CategoryName: 'Graphics Card' },
    ],
  },
  { InventoryCategoryId: 100, CategoryName: 'Desktop Computers', ChildCategories: [{ InventoryCategoryId: 595, CategoryName: 'Ready to go' }] },
  { InventoryCategoryId: 115, CategoryName: 'Monitors' },
  { InventoryCategoryId: 117, CategoryName: 'Keyboards', InventoryCategoryGroupId: 3 },
  { InventoryCategoryId: 121, CategoryName: 'Ex-Demo', InventoryCategoryGroupId: 10 },
  { InventoryCategoryId: 1390, CategoryName: 'Melbourne Store Specials', InventoryCategoryGroupId: 10 },
];

const item = (ManufacturerId: number, ManufacturerName: string, Categories: number[], CustomerPriceIncTax = 90, RRPPriceIncTax = 100): PromotionListItem => ({
  ManufacturerId,
  ManufacturerName,
  Categories,
  CustomerPriceIncTax,
  RRPPriceIncTax,
});

const names = (categories: readonly Category[]) => categories.map((category) => category.CategoryName);

describe('the promotion page big item list tiles (spec 1 §2 "Big item list")', () => {
  it.each([
    ['a graphics card and a CPU', [item(13, 'ASUS', [105]), item(10, 'AMD', [101])], ['CPU', 'Graphics Card']],
    ['a PC listed in Desktop Computers and its child Ready to go', [item(1, 'Rigkit', [100, 595]), item(2, 'Ember Systems', [595, 100])], ['Ready to go']],
    ['a monitor and a keyboard, neither category under the other', [item(36, 'LG', [115]), item(13, 'ASUS', [117])], ['Monitors', 'Keyboards']],
    ['an ex-demo monitor and a Melbourne special: group 10 listings are no product category', [item(36, 'LG', [115, 121]), item(14, 'MSI', [115, 1390])], ['Monitors']],
    ['an id the tree does not know', [item(13, 'ASUS', [105, 9999])], ['Graphics Card']],
    ['an item listed only in a parent', [item(13, 'ASUS', [903])], ['All Components']],
  ])('category tiles for %s: %j, in the tree order', (_, items, expected) => {
    expect(names(promotionCategories(items, tree))).toEqual(expected);
  });

  it('hands the categories over without their children, so a tile holds only the items listed in it', () => {
    const [components] = promotionCategories([item(13, 'ASUS', [903])], tree);
    expect(components?.ChildCategories).toEqual([]);
  });

  it('names each brand once by the items’ ManufacturerName, alphabetically, skipping items without a brand', () => {
    const items = [item(14, 'MSI', [105]), item(13, 'ASUS', [105]), item(14, 'MSI', [105]), item(15, 'Gigabyte', [105]), { CustomerPriceIncTax: 5, Categories: [105] }, item(16, '  ', [105])];
    expect(promotionManufacturers(items)).toEqual([
      { ManufacturerId: 13, ManufacturerName: 'ASUS' },
      { ManufacturerId: 15, ManufacturerName: 'Gigabyte' },
      { ManufacturerId: 14, ManufacturerName: 'MSI' },
    ]);
  });

  it.each([
    ['several categories and brands', [item(13, 'ASUS', [105]), item(10, 'AMD', [101])], 'category'],
    ['one category, several brands (Graphics Card Frenzy)', [item(13, 'ASUS', [105]), item(14, 'MSI', [105])], 'brand'],
    ['several categories, one brand', [item(13, 'ASUS', [105]), item(13, 'ASUS', [115])], 'category'],
  ] as const)('shows the list for %s, opening on the %s view', (_, items, view) => {
    expect(promotionBigItemList(items, tree)?.defaultView).toBe(view);
  });

  it.each([
    ['no items', []],
    ['one category and one brand (AM5 Upgrade Bonus)', [item(10, 'AMD', [101]), item(10, 'AMD', [101])]],
    ['one item', [item(13, 'ASUS', [105])]],
    ['one brand whose items differ only by group 10 listings', [item(36, 'LG', [115, 121]), item(36, 'LG', [115])]],
  ])('shows no list for %s: a single tile is useless', (_, items) => {
    expect(promotionBigItemList(items, tree)).toBeNull();
  });
});

describe('the shopper\'s view and tile in the page address ("shop")', () => {
  it.each([
    [null, 'brand', { view: 'brand', selectedKey: null }],
    ['category', 'brand', { view: 'category', selectedKey: null }],
    ['brand', 'category', { view: 'brand', selectedKey: null }],
    ['brand:14', 'category', { view: 'brand', selectedKey: 'brand:14' }],
    ['category:105', 'brand', { view: 'category', selectedKey: 'category:105' }],
    ['category:0105', 'brand', { view: 'category', selectedKey: 'category:105' }],
    ['brand:x', 'category', { view: 'category', selectedKey: null }],
    ['shop:1', 'brand', { view: 'brand', selectedKey: null }],
    ['', 'category', { view: 'category', selectedKey: null }],
  ] as const)('reads %j (opening on %s) as %j', (value, defaultView, choice) => {
    expect(parseShopParam(value, defaultView)).toEqual(choice);
  });

  it.each([
    [{ view: 'brand', selectedKey: null }, 'brand', null],
    [{ view: 'category', selectedKey: null }, 'brand', 'category'],
    [{ view: 'brand', selectedKey: 'brand:14' }, 'brand', 'brand:14'],
    [{ view: 'category', selectedKey: 'category:105' }, 'category', 'category:105'],
  ] as const)('writes %j (opening on %s) as %j', (choice, defaultView, value) => {
    expect(shopParamValue(choice, defaultView)).toBe(value);
  });
});
