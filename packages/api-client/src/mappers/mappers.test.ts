import { describe, expect, it } from 'vitest';
import { toCartLineInput, toDomainLine, toLineInput } from './cart.ts';

describe('cart lines between the contract and the domain', () => {
  it('fills the fields the contract leaves out, as the domain rules read them', () => {
    expect(toDomainLine({ InventoryItemId: 7, LineNumber: 2, Quantity: 3 })).toMatchObject({
      InventoryItemId: 7,
      LineNumber: 2,
      Quantity: 3,
      ItemDescription: '',
      UnitCost: 0,
      ItemTypeCode: 'STK',
      CustomerWishlistItemId: null,
      KitChildren: [],
      UvPrintDesignCode: null,
      AddToCartSource: null,
    });
  });

  it('sends a held line back as its identity only, the same from a contract or a domain line', () => {
    const contractLine = { InventoryItemId: 7, LineNumber: 2, Quantity: 3, UnitCost: 19.99, ItemDescription: 'Mouse', CouponCode: 'SAVE5', AddToCartSource: 'viewItemSTK' as const };
    const expected = {
      InventoryItemId: 7,
      LineNumber: 2,
      Quantity: 3,
      KitChildren: [],
      UvPrintDesignCode: null,
      CouponCode: 'SAVE5',
      CustomerWishlistItemId: null,
      AddToCartSource: 'viewItemSTK',
    };
    expect(toLineInput(contractLine)).toEqual(expected);
    expect(toLineInput(toDomainLine(contractLine))).toEqual(expected);
  });

  it('sends an added build with its kit children and a wishlist line with its origin', () => {
    const child = { InventoryItemId: 11, Quantity: 1, KitCategoryId: 1, AddToCartSource: 'viewItemKitChild' as const };
    expect(toCartLineInput({ InventoryItemId: 500, Quantity: 1, AddToCartSource: 'viewItemKit', KitChildren: [child] })).toEqual({
      InventoryItemId: 500,
      Quantity: 1,
      AddToCartSource: 'viewItemKit',
      KitChildren: [{ ...child, UvPrintDesignCode: null }],
      UvPrintDesignCode: null,
    });
    expect(toCartLineInput({ InventoryItemId: 7, Quantity: 1, AddToCartSource: 'wishlist', CustomerWishlistItemId: 31 })).toMatchObject({ CustomerWishlistItemId: 31 });
  });
});
