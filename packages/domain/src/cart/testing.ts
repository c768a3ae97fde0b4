import type { AddToCartLine, CartKitChild, CartLine, ShoppingCart } from './types.ts';

/** Deterministic cart line: one unit of item 1001 at $100.00 unless overridden (ExtendedCost follows Quantity). */
export function makeCartLine(partial: Partial<CartLine> = {}): CartLine {
  const UnitCost = partial.UnitCost ?? 100;
  const Quantity = partial.Quantity ?? 1;
  return {
    InventoryItemId: 1001,
    LineNumber: 1,
    ItemDescription: 'AMD Ryzen 7 9800X3D Processor',
    ItemTypeCode: 'STK',
    CouponCode: null,
    CustomerWishlistItemId: null,
    KitChildren: [],
    KitId: null,
    UvPrintEnabled: false,
    UvPrintDesignCode: null,
    Availabilities: [],
    PrimaryImageId: null,
    BlockInvoicesUntil: null,
    BlockSalesOrdersUntil: null,
    AddToCartSource: 'viewItemSTK',
    ...partial,
    UnitCost,
    Quantity,
    ExtendedCost: partial.ExtendedCost ?? Math.round(UnitCost * 100 * Quantity) / 100,
  };
}

export function makeKitChild(partial: Partial<CartKitChild> = {}): CartKitChild {
  return { InventoryItemId: 2001, Quantity: 1, KitCategoryId: 10, AddToCartSource: 'viewItemKitChild', ...partial };
}

export function makeAddToCartLine(partial: Partial<AddToCartLine> = {}): AddToCartLine {
  return { InventoryItemId: 1001, Quantity: 1, AddToCartSource: 'viewItemSTK', ...partial };
}

export function makeShoppingCart(partial: Partial<ShoppingCart> = {}): ShoppingCart {
  return {
    ShoppingCartItems: [],
    ShippingOptions: [],
    ContainsB2B: false,
    CartFlags: null,
    ShoppingCartPromotions: [],
    ...partial,
  };
}
