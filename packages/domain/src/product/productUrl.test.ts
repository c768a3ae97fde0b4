import { describe, expect, it } from 'vitest';
import { canonicalProductPath, isItemGuid, productAddressCorrection, productPath, productSlug } from './productUrl.ts';
import { makeProductItem } from './testing.ts';

describe('product slug and path (/Products/{InventoryItemId}/{description slug})', () => {
  it.each([
    ['ASUS TUF Gaming GeForce RTX 5070 Ti 16GB', 'asus-tuf-gaming-geforce-rtx-5070-ti-16gb'],
    ['  Corsair 4000D (Black) - ATX  ', 'corsair-4000d-black-atx'],
    ['Café 2.5" SSD / 1TB', 'cafe-2-5-ssd-1tb'],
    ['***', ''],
  ])('%j → %j', (description, slug) => {
    expect(productSlug(description)).toBe(slug);
  });

  it('builds the path, without a slug segment when there is none', () => {
    expect(productPath(42, 'Logitech G502 X')).toBe('/Products/42/logitech-g502-x');
    expect(productPath(42, '!!!')).toBe('/Products/42');
  });

  it('prefers the server ItemUrl as canonical', () => {
    expect(canonicalProductPath(makeProductItem({ ItemUrl: '/Products/1001/Server-Slug' }))).toBe('/Products/1001/Server-Slug');
    expect(canonicalProductPath(makeProductItem({ ItemUrl: null, InventoryItemId: 7, ItemDescription: 'A B' }))).toBe('/Products/7/a-b');
  });

  it.each([
    ['3f2504e0-4f89-41d3-9a0c-0305e82c3301', true],
    ['3F2504E0-4F89-41D3-9A0C-0305E82C3301', true],
    ['1001', false],
    ['3f2504e0-4f89-41d3-9a0c', false],
  ])('%s is an item guid: %s', (segment, expected) => {
    expect(isItemGuid(segment)).toBe(expected);
  });
});

describe('canonical URL correction (spec 2 §2)', () => {
  const item = makeProductItem({ InventoryItemId: 1001, ItemUrl: '/Products/1001/asus-rtx-5070' });

  it.each([
    ['a wrong slug', '/Products/1001/old-name', { kind: 'replace', url: '/Products/1001/asus-rtx-5070' }],
    ['no slug', '/Products/1001', { kind: 'replace', url: '/Products/1001/asus-rtx-5070' }],
    ['the canonical path', '/Products/1001/asus-rtx-5070', null],
    ['another case and a trailing slash', '/products/1001/ASUS-RTX-5070/', null],
  ])('corrects %s', (_label, currentPath, expected) => {
    expect(productAddressCorrection({ item, currentPath, usedGuid: false })).toEqual(expected);
  });

  it('leaves an address that used a guid alone', () => {
    expect(productAddressCorrection({ item, currentPath: '/Products/3f2504e0-4f89-41d3-9a0c-0305e82c3301', usedGuid: true })).toBeNull();
  });

  it('redirects to RedirectUrl when the server supplies one, even for a guid', () => {
    const moved = { ...item, RedirectUrl: '/Products/2002/new-model' };
    expect(productAddressCorrection({ item: moved, currentPath: '/Products/1001/asus-rtx-5070', usedGuid: true })).toEqual({
      kind: 'redirect',
      url: '/Products/2002/new-model',
    });
  });

  it.each([
    ['https://evil.example/Products/1', 'another site'],
    ['//evil.example/x', 'a scheme-relative host'],
    ['/\\evil.example', 'a backslash host'],
    ['javascript:alert(1)', 'a script address'],
  ])('ignores a RedirectUrl that would leave the site (%j, %s) and corrects to the canonical path instead', (RedirectUrl) => {
    expect(productAddressCorrection({ item: { ...item, RedirectUrl }, currentPath: '/Products/1001', usedGuid: false })).toEqual({
      kind: 'replace',
      url: '/Products/1001/asus-rtx-5070',
    });
    expect(productAddressCorrection({ item: { ...item, RedirectUrl }, currentPath: '/Products/3f2504e0-4f89-41d3-9a0c-0305e82c3301', usedGuid: true })).toBeNull();
  });

  it('keeps a kit configuration key after the canonical path', () => {
    expect(productAddressCorrection({ item, currentPath: '/Products/1001/x/AbC123', usedGuid: false, kitConfigId: 'AbC123' })).toEqual({
      kind: 'replace',
      url: '/Products/1001/asus-rtx-5070/AbC123',
    });
    expect(productAddressCorrection({ item, currentPath: '/Products/1001/asus-rtx-5070/AbC123', usedGuid: false, kitConfigId: 'AbC123' })).toBeNull();
  });
});
