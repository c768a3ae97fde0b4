// The wishlist tables as migrations 0008 and 0023 left them: an owner-less (shared cart) wishlist, and items carrying a cart
// line's kit parts and UV design. db/schema.ts still describes them as 0006 made them; until it is updated this
// module is the one place that gives the wishlist routes the current column types.
import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { Db } from '../db/openDatabase.ts';
import type { DatabaseTables, StoredKitChild } from '../db/schema.ts';

export interface CurrentWishlistsTable {
  wishlist_id: Generated<number>;
  wishlist_guid: string;
  /** Null for a shared cart, which is then public (CHECK wishlists_ownerless_are_public). */
  customer_id: number | null;
  customer_wishlist_name: string;
  is_public: boolean;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  shared_by_session_guid: string | null;
  /** A shared cart's coupon codes (migration 0023); empty for a customer's own wishlist. */
  coupon_codes: ColumnType<string[], string | undefined, string>;
}

export interface CurrentWishlistItemsTable {
  customer_wishlist_item_id: Generated<number>;
  wishlist_id: number;
  inventory_item_id: number;
  quantity: number;
  kit_children: ColumnType<StoredKitChild[], string | undefined, string>;
  uv_print_design_code: string | null;
  /** The coupon that added this line to the shared cart (an AddItem offer such as FREEMAT), migration 0023. */
  coupon_code: ColumnType<string | null, string | null | undefined, string | null>;
}

export type WishlistDatabase = Omit<DatabaseTables, 'wishlists' | 'wishlist_items'> & {
  wishlists: CurrentWishlistsTable;
  wishlist_items: CurrentWishlistItemsTable;
};

export type WishlistDb = Kysely<WishlistDatabase>;
export type WishlistExecutor = WishlistDb | Transaction<WishlistDatabase>;

/** The same connection, typed with the wishlist columns of migration 0008 (a type view only; no runtime change). */
export function wishlistDb(db: Db): WishlistDb {
  return db as unknown as WishlistDb;
}
