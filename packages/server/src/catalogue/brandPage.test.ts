// The brand page's fuller layout as served (spec 2 §2 "Brand page"), and the seeded category with more than 8
// children (spec 2 §2 "Category page", issue 17 B13).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandWithEverySection, brandWithFewSections } from '../seed/brandPages.ts';
import { CategoryIds } from '../seed/reference.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ items: 600 });
}, 120_000);
afterAll(async () => t.close());

const session = '6c1f3c2a-8d4e-4f6a-9b7c-2e1d0a3f4c5b';

interface Tile {
  InventoryItemId: number;
  ItemDescription: string;
  ManufacturerId: number;
  Attributes: { Key: string; Value: string }[];
}
interface Brand {
  ManufacturerName: string;
  Banners: { DestinationUrl: string; InnerHtml: string }[];
  Categories: { CategoryName: string }[];
  DesktopComputers: { Items: Tile[] };
  ShowDesktopComputers: boolean;
  ShowProductGrid: boolean;
  AboveGridHtml: string | null;
  BelowGridHtml: string | null;
}

const fetchBrand = async (manufacturerId: number): Promise<Brand> =>
  (await t.call('POST', '/fetchBrand', { body: { manufacturerId }, session })).body.data as Brand;

describe('the brand page data (spec 2 §2)', () => {
  it('serves a brand with every section: promotion banners, content above and below, and PCs built with its cases', async () => {
    const brand = await fetchBrand(brandWithEverySection.id);
    expect(brand.ManufacturerName).toBe('Lian Li');
    expect(brand.Banners.map((banner) => banner.DestinationUrl)).toEqual(['/promotion/205', '/promotion/204']);
    expect(brand.AboveGridHtml).toContain('Lian Li builds cases and fans');
    expect(brand.BelowGridHtml).toContain('Why Lian Li?');
    expect(brand.ShowProductGrid).toBe(true);
    expect(brand.Categories.map((category) => category.CategoryName).sort()).toEqual(['Case', 'Cooling Fans']);
    // Desktops are made by the house brands; these are in the list for the Lian Li case they are built in.
    expect(brand.ShowDesktopComputers).toBe(true);
    expect(brand.DesktopComputers.Items.length).toBeGreaterThan(0);
    for (const pc of brand.DesktopComputers.Items) {
      expect(pc.ManufacturerId).not.toBe(brandWithEverySection.id);
      expect(pc.Attributes.find((attribute) => attribute.Key === 'Case')?.Value).toMatch(/^Lian Li /);
    }
  });

  it('serves a small brand with only what it has: no banners, no content, no PCs, and its grid switched off', async () => {
    const brand = await fetchBrand(brandWithFewSections.id);
    expect(brand.ManufacturerName).toBe('Ubiquiti');
    expect(brand.Banners).toEqual([]);
    expect(brand.AboveGridHtml).toBeNull();
    expect(brand.BelowGridHtml).toBeNull();
    expect(brand.ShowDesktopComputers).toBe(false);
    expect(brand.ShowProductGrid).toBe(false);
  });
});

describe('a category with more than 8 children (spec 2 §2, issue 17 B13)', () => {
  interface CategoryPage {
    ItemList: { Items: Tile[]; Categories: { InventoryCategoryId: number; CategoryName: string }[] };
  }
  const fetchCategory = async (id: number): Promise<CategoryPage> =>
    (await t.call('POST', '/fetchCategory', { body: { inventoryCategoryId: id }, session })).body.data as CategoryPage;

  it('gives Keyboards nine kinds, each of which lists keyboards', async () => {
    const keyboards = await fetchCategory(CategoryIds.keyboards);
    const kinds = keyboards.ItemList.Categories;
    expect(kinds).toHaveLength(9);
    for (const kind of kinds) {
      const page = await fetchCategory(kind.InventoryCategoryId);
      expect(page.ItemList.Items.length, kind.CategoryName).toBeGreaterThan(0);
      expect(page.ItemList.Items.every((item) => / Keyboard$/.test(item.ItemDescription)), kind.CategoryName).toBe(true);
    }
  });

  it('keeps Peripherals under 7 children, so its buttons show with Keyboards among them', async () => {
    const peripherals = await fetchCategory(CategoryIds.peripherals);
    expect(peripherals.ItemList.Categories.length).toBeLessThan(7);
    expect(peripherals.ItemList.Categories.map((category) => category.CategoryName)).toContain('Keyboards');
  });
});
