-- 0026: stock held for an order being placed (issue 15 performance). The units are taken from `stock` in a short
-- transaction of their own and recorded here; the order's transaction claims them (deletes these rows) as it commits,
-- a refused order gives them back, and a reservation left by a crashed process is given back once it is old.
CREATE TABLE stock_reservations (
  reservation_guid uuid NOT NULL,
  inventory_item_id integer NOT NULL,
  inventory_warehouse_id integer NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  reserved_at timestamptz NOT NULL,
  PRIMARY KEY (reservation_guid, inventory_item_id, inventory_warehouse_id)
);
CREATE INDEX stock_reservations_reserved_at ON stock_reservations (reserved_at);
