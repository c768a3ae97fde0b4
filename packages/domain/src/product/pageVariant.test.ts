import { describe, expect, it } from 'vitest';
import { productPageVariant } from './pageVariant.ts';
import { makeProductItem } from './testing.ts';

const desktop = [{ InventoryCategoryId: 1, CategoryName: 'Desktop Computers' }];
const cards = [{ InventoryCategoryId: 2, CategoryName: 'Graphics Cards' }];

describe('product page variant (spec 2 §2)', () => {
  it.each([
    ['STK, not Desktop Computers, not house brand', 'STK', 'ASUS', cards, 'standard'],
    ['B2B even in Desktop Computers by the house brand', 'B2B', 'PLE', desktop, 'standard'],
    ['Desktop Computers, STK, house brand', 'STK', 'PLE', desktop, 'prebuilt'],
    ['Desktop Computers, STK, house brand in another case', 'STK', 'ple computers', desktop, 'prebuilt'],
    ['Desktop Computers, STK, sister brand', 'STK', 'Rigkit', desktop, 'prebuilt'],
    ['Desktop Computers, KIT', 'KIT', 'PLE', desktop, 'customBuild'],
    ['other KIT', 'KIT', 'PLE', cards, 'kit'],
    ['Desktop Computers, STK, another brand', 'STK', 'HP', desktop, 'default'],
    ['house-brand STK outside Desktop Computers', 'STK', 'PLE', cards, 'default'],
    ['sister-brand STK outside Desktop Computers is standard', 'STK', 'Rigkit', cards, 'standard'],
    ['an unknown type', 'LAB', 'ASUS', cards, 'default'],
  ])('%s → %s', (_label, ItemTypeCode, ManufacturerName, Categories, variant) => {
    expect(productPageVariant(makeProductItem({ ItemTypeCode, ManufacturerName, Categories }))).toBe(variant);
  });

  it('takes the house and sister brand names as parameters', () => {
    const item = makeProductItem({ ItemTypeCode: 'STK', ManufacturerName: 'Acme', Categories: desktop });
    expect(productPageVariant(item)).toBe('default');
    expect(productPageVariant(item, { houseBrandNames: ['Acme'] })).toBe('prebuilt');
    expect(productPageVariant(item, { houseBrandNames: ['Other'], sisterBrandNames: ['ACME'] })).toBe('prebuilt');
  });
});
