import type { ItemTypeCode } from '../cart/types.ts';

// The item as the grid and its tiles receive it (spec 1 §3 "Item (grid/tile)"). Field names are the API's own,
// PascalCase, exactly as the spec writes them. Prices are the API's dollar numbers (e.g. 1299.5); convert with
// `centsFromDollars` from the money concept before doing arithmetic.

/** STK stock item, KIT configurable kit, B2B business-only item (spec 1 §3). */
export type GridItemTypeCode = ItemTypeCode;

/** Stock of one item at one warehouse; warehouse 0 is the supplier (spec 2 §4). */
export interface GridItemAvailability {
  InventoryWarehouseId: number;
  /** State of the warehouse, "WA" or "VIC". */
  State: string;
  Location: string;
  /** Units on hand, or a flag; anything above zero (or `true`) counts as in stock. */
  InStock: number | boolean;
}

export interface GridItemAttribute {
  Key: string;
  Value: string;
  SortOrder: number;
}

export interface GridItemBadge {
  BadgeCode: string;
  BadgeImageId: number;
  BadgeDisplayName: string;
}

export interface GridItem {
  InventoryItemId: number;
  ItemDescription: string;
  ItemPlainDescription?: string;
  ShortDescription?: string;
  KeySellingPoints?: string;
  ItemUrl: string;
  ItemTypeCode: GridItemTypeCode;
  ManufacturerName: string;
  ManufacturerId: number;
  ManufacturerModel: string;
  CustomerPriceIncTax: number;
  RRPPriceIncTax?: number | null;
  NormalPrice?: number | null;
  PromotionPrice?: number | null;
  PromotionFulfillment?: string | null;
  WebListingStrip?: string | null;
  FreeShipping?: boolean;
  AvailableOnline?: boolean;
  PrimaryImageId?: number | null;
  SecondaryImageId?: number | null;
  /** For example Nonremovable, Transparent. */
  PrimaryImageType?: string | null;
  SecondaryImageType?: string | null;
  BadgesNew?: GridItemBadge[];
  Attributes: GridItemAttribute[];
  KitCategories?: GridItemAttribute[];
  KitOptions?: unknown[];
  /** Category ids. */
  Categories: number[];
  MarketingDescription?: string | null;
  Availabilities: GridItemAvailability[];
  /** 1 is the most popular item. */
  PopularityRank: number;
  /** 1 is the most recently released item. */
  AgeRank: number;
  /** Search relevance; higher is more relevant. */
  Relevance: number;
  /** Orders are refused until this date-time (spec 2 §3), when the item has such a block. */
  BlockSalesOrdersUntil?: string | null;
}
