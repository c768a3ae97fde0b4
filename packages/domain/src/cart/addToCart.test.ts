import { describe, expect, it } from 'vitest';
import {
  addAllToCartLines,
  addOneToCart,
  addToCartLines,
  haveIdenticalKitChildren,
  nextCartLineNumber,
  removeCartLine,
  setCartLineQuantity,
} from './addToCart.ts';
import { makeCartLine, makeKitChild } from './testing.ts';
import { AddToCartSources } from './types.ts';
import type { AddToCartLine } from './types.ts';

describe('add to cart (spec 1 §2: adds 1, or adds 1 to an existing line)', () => {
  it('adds one unit to an existing line of the same item and recomputes ExtendedCost in cents', () => {
    const lines = [makeCartLine({ InventoryItemId: 7, UnitCost: 19.99, Quantity: 2 })];
    const [line] = addOneToCart(lines, { InventoryItemId: 7, AddToCartSource: 'viewItemSTK' });
    expect(line).toMatchObject({ Quantity: 3, ExtendedCost: 59.97, LineNumber: 1 });
  });

  it('appends a new line with the next LineNumber when the item is not in the cart', () => {
    const lines = [makeCartLine({ InventoryItemId: 7, LineNumber: 4 })];
    const next = addOneToCart(lines, { InventoryItemId: 8, AddToCartSource: 'peopleAlsoBought' });
    expect(next).toHaveLength(2);
    expect(next[1]).toMatchObject({ InventoryItemId: 8, Quantity: 1, LineNumber: 5, AddToCartSource: 'peopleAlsoBought' });
  });

  it('does not change the lines it was given', () => {
    const lines = [makeCartLine({ InventoryItemId: 7 })];
    addOneToCart(lines, { InventoryItemId: 7, AddToCartSource: 'viewItemSTK' });
    expect(lines[0]?.Quantity).toBe(1);
  });

  it('merges kits only when their children are identical', () => {
    const processor = makeKitChild({ KitCategoryId: 1, InventoryItemId: 11 });
    const graphicsCard = makeKitChild({ KitCategoryId: 2, InventoryItemId: 22 });
    const lines = [makeCartLine({ InventoryItemId: 500, ItemTypeCode: 'KIT', KitChildren: [processor, graphicsCard] })];
    const sameChildrenReordered = [graphicsCard, processor];
    const merged = addOneToCart(lines, { InventoryItemId: 500, AddToCartSource: 'viewItemKit', KitChildren: sameChildrenReordered });
    expect(merged).toHaveLength(1);
    expect(merged[0]?.Quantity).toBe(2);

    const otherCard = [processor, makeKitChild({ KitCategoryId: 2, InventoryItemId: 23 })];
    const separate = addOneToCart(lines, { InventoryItemId: 500, AddToCartSource: 'viewItemKit', KitChildren: otherCard });
    expect(separate).toHaveLength(2);
    expect(separate[1]).toMatchObject({ ItemTypeCode: 'KIT', KitChildren: otherCard });
  });

  it('keeps lines with another UV print design apart', () => {
    const lines = [makeCartLine({ InventoryItemId: 663936, UvPrintDesignCode: 'ABC' })];
    expect(addOneToCart(lines, { InventoryItemId: 663936, AddToCartSource: 'viewItemSTK', UvPrintDesignCode: 'XYZ' })).toHaveLength(2);
  });

  it('does not merge into a wishlist line (read-only for non-admins)', () => {
    const lines = [makeCartLine({ InventoryItemId: 7, CustomerWishlistItemId: 99 })];
    expect(addOneToCart(lines, { InventoryItemId: 7, AddToCartSource: 'wishlist' })).toHaveLength(2);
  });

  it('adds a given quantity with addToCartLines', () => {
    const lines = [makeCartLine({ InventoryItemId: 7, Quantity: 1 })];
    expect(addToCartLines(lines, { InventoryItemId: 7, Quantity: 3, AddToCartSource: 'bundleTile' })[0]?.Quantity).toBe(4);
  });

  it.each([
    [[], 1],
    [[1, 2], 3],
    [[5, 2], 6],
  ])('after line numbers %j the next is %i', (numbers, expected) => {
    expect(nextCartLineNumber(numbers.map((LineNumber) => makeCartLine({ LineNumber })))).toBe(expected);
  });

  it.each([
    ['a merge past the line limit', [makeCartLine({ InventoryItemId: 7, Quantity: 995 })], 10, 999],
    ['a new line past the line limit', [], 1200, 999],
    ['a merge that reaches the limit exactly', [makeCartLine({ InventoryItemId: 7, Quantity: 990 })], 9, 999],
  ])('holds %s to MAXIMUM_LINE_QUANTITY (999)', (_case, lines, quantity, expected) => {
    const next = addToCartLines(lines, { InventoryItemId: 7, Quantity: quantity, AddToCartSource: 'viewItemSTK' });
    expect(next.find((line) => line.InventoryItemId === 7)?.Quantity).toBe(expected);
  });

  it('compares kit children ignoring AddToCartSource but not quantity', () => {
    const child = makeKitChild();
    expect(haveIdenticalKitChildren([child], [{ ...child, AddToCartSource: 'viewItemKit' }])).toBe(true);
    expect(haveIdenticalKitChildren([child], [{ ...child, Quantity: 2 }])).toBe(false);
    expect(haveIdenticalKitChildren(undefined, [])).toBe(true);
  });

  it('sets a quantity, and removes the line at zero', () => {
    const lines = [makeCartLine({ LineNumber: 1, UnitCost: 10 }), makeCartLine({ LineNumber: 2 })];
    expect(setCartLineQuantity(lines, 1, 5)[0]).toMatchObject({ Quantity: 5, ExtendedCost: 50 });
    expect(setCartLineQuantity(lines, 1, 0).map((line) => line.LineNumber)).toEqual([2]);
    expect(removeCartLine(lines, 2).map((line) => line.LineNumber)).toEqual([1]);
  });

  it('lists the six AddToCartSource values of spec 2 §3', () => {
    expect(Object.values(AddToCartSources)).toEqual([
      'viewItemSTK',
      'viewItemKit',
      'viewItemKitChild',
      'wishlist',
      'peopleAlsoBought',
      'bundleTile',
    ]);
  });
});

describe('one merge rule for every page that adds (issue 13: the product page merged, the custom build never did)', () => {
  const processor = makeKitChild({ KitCategoryId: 1, InventoryItemId: 11 });
  const graphicsCard = makeKitChild({ KitCategoryId: 2, InventoryItemId: 22 });
  const build = { InventoryItemId: 500, Quantity: 1, KitChildren: [processor, graphicsCard] } as const;

  it.each([
    ['a product page Buy of an item held', [makeCartLine({ InventoryItemId: 7 })], { InventoryItemId: 7, Quantity: 1, AddToCartSource: 'viewItemSTK' }, 1, 2],
    ['a people-also-bought Add to Cart of an item held', [makeCartLine({ InventoryItemId: 7 })], { InventoryItemId: 7, Quantity: 1, AddToCartSource: 'peopleAlsoBought' }, 1, 2],
    ['the custom build adding the same build again', [makeCartLine({ ...build, ItemTypeCode: 'KIT' })], { ...build, AddToCartSource: 'viewItemKit' }, 1, 2],
    ['the custom build adding a build with another card', [makeCartLine({ ...build, ItemTypeCode: 'KIT' })], { ...build, KitChildren: [processor], AddToCartSource: 'viewItemKit' }, 2, 1],
    ['a wishlist item the cart already holds as a plain line', [makeCartLine({ InventoryItemId: 7 })], { InventoryItemId: 7, Quantity: 1, AddToCartSource: 'wishlist', CustomerWishlistItemId: 31 }, 2, 1],
  ] as const)('%s: %i line(s), the first holding %i', (_label, lines, added, lineCount, firstQuantity) => {
    const next = addToCartLines(lines, added satisfies AddToCartLine);
    expect(next).toHaveLength(lineCount);
    expect(next[0]?.Quantity).toBe(firstQuantity);
  });

  it('keeps the wishlist origin on the line it adds', () => {
    const [line] = addToCartLines([], { InventoryItemId: 7, Quantity: 2, AddToCartSource: 'wishlist', CustomerWishlistItemId: 31 });
    expect(line).toMatchObject({ InventoryItemId: 7, Quantity: 2, LineNumber: 1, CustomerWishlistItemId: 31 });
  });

  it('adds several lines in order, numbering new ones after the highest LineNumber', () => {
    const next = addAllToCartLines([makeCartLine({ InventoryItemId: 7, LineNumber: 3 })], [
      { InventoryItemId: 8, Quantity: 1, AddToCartSource: 'wishlist', CustomerWishlistItemId: 41 },
      { InventoryItemId: 9, Quantity: 2, AddToCartSource: 'wishlist', CustomerWishlistItemId: 42 },
      { InventoryItemId: 7, Quantity: 1, AddToCartSource: 'viewItemSTK' },
    ]);
    expect(next.map((line) => [line.InventoryItemId, line.LineNumber, line.Quantity])).toEqual([
      [7, 3, 2],
      [8, 4, 1],
      [9, 5, 2],
    ]);
  });
});
