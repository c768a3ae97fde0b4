// Cart DTOs with the contract's field names (spec 1 §3, spec 2 §3, spec 3 §3). Prices are dollars as sent.
import type { ShippingOption } from '../shipping/types.ts';

/** Where an add-to-cart came from (spec 2 §3), sent with every added line and kit child. */
export const AddToCartSources = {
  viewItemSTK: 'viewItemSTK',
  viewItemKit: 'viewItemKit',
  viewItemKitChild: 'viewItemKitChild',
  wishlist: 'wishlist',
  peopleAlsoBought: 'peopleAlsoBought',
  bundleTile: 'bundleTile',
} as const;

export type AddToCartSource = (typeof AddToCartSources)[keyof typeof AddToCartSources];

/** Item type codes of spec 1 §3 (STK stock, KIT, B2B). */
export type ItemTypeCode = 'STK' | 'KIT' | 'B2B';

export interface CartKitChild {
  InventoryItemId: number;
  Quantity: number;
  KitCategoryId: number;
  UvPrintDesignCode?: string | null;
  AddToCartSource?: AddToCartSource;
}

export interface CartLineAvailability {
  InventoryWarehouseId: number;
  Available: number;
  AvailableAfterTransfer: number;
  AvailabilityComment: string | null;
  ETA: string | null;
}

export interface CartLine {
  InventoryItemId: number;
  LineNumber: number;
  ItemDescription: string;
  Quantity: number;
  /** Dollars including GST. */
  UnitCost: number;
  /** Dollars including GST: UnitCost × Quantity. */
  ExtendedCost: number;
  ItemTypeCode: ItemTypeCode | string;
  CouponCode: string | null;
  CustomerWishlistItemId: number | null;
  KitChildren: readonly CartKitChild[];
  KitId: number | null;
  UvPrintEnabled: boolean;
  UvPrintDesignCode: string | null;
  Availabilities: readonly CartLineAvailability[];
  PrimaryImageId: number | null;
  BlockInvoicesUntil: string | null;
  BlockSalesOrdersUntil: string | null;
  AddToCartSource: AddToCartSource | null;
}

/** What an add-to-cart sends (spec 1 §3, spec 2 §7). */
export interface AddToCartLine {
  InventoryItemId: number;
  Quantity: number;
  AddToCartSource: AddToCartSource;
  KitChildren?: readonly CartKitChild[];
  UvPrintDesignCode?: string | null;
  /** Set when the line comes from a wishlist (spec 2 §5): the cart keeps it as its own line, tied to that item. */
  CustomerWishlistItemId?: number | null;
}

export interface ShoppingCart {
  ShoppingCartItems: readonly CartLine[];
  ShippingOptions: readonly ShippingOption[];
  ContainsB2B: boolean;
  CartFlags: readonly string[] | Record<string, unknown> | null;
  ShoppingCartPromotions: readonly unknown[];
}
