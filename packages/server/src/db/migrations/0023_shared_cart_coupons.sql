-- 0023: a shared cart keeps its coupons (issue 17 defect 6: FREEMAT's $0 mousepad showed $15 on the shared page).
-- The wishlist row of a shared cart carries the cart's coupon codes, and an item the line a coupon added (the
-- mouse-mat offers), so /wishlist/{code} and "Add all to cart" price the lines as the sharer's cart did. A
-- customer's own wishlist keeps no coupons (empty list, null code).
ALTER TABLE wishlists ADD COLUMN coupon_codes jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE wishlist_items ADD COLUMN coupon_code text;
