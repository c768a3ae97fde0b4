-- 0008: wishlists hold shared carts and custom builds (spec 2 §2 /wishlist/{code}, §7 createShareableCart; spec 3
-- §3 "Wishlist", §7). A shared cart is a public wishlist without an owner: its GUID is the share code, and the
-- wishlist calls read it back for anyone. A wishlist item keeps a cart line's kit parts and UV design, so a shared
-- custom build opens as the same build. The old shared_carts table stays as it was (its codes are not GUIDs).
ALTER TABLE wishlists ALTER COLUMN customer_id DROP NOT NULL;
ALTER TABLE wishlists ADD CONSTRAINT wishlists_ownerless_are_public CHECK (customer_id IS NOT NULL OR is_public);
-- The session that shared a cart (for support and abuse tracing); null for a customer's own wishlist.
ALTER TABLE wishlists ADD COLUMN shared_by_session_guid uuid;

ALTER TABLE wishlist_items ADD COLUMN kit_children jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE wishlist_items ADD COLUMN uv_print_design_code text;
-- The same ceiling as a line added to an order: larger quantities go through a store.
ALTER TABLE wishlist_items ADD CONSTRAINT wishlist_items_quantity_ceiling CHECK (quantity <= 999);
