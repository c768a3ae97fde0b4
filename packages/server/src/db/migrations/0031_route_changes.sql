-- 0031: route changes and events such as add-to-cart (spec 1 §7 routeChange, "used to log events"), kept like the
-- banner activity so the store can read what shoppers did after adding to the cart.
CREATE TABLE route_changes (
  route_change_id bigserial PRIMARY KEY,
  customer_session_guid uuid,
  old_route text,
  new_route text NOT NULL,
  search_data text,
  created_at timestamptz NOT NULL DEFAULT now()
);
