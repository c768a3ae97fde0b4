-- 0002: saved custom-build configurations under keys (spec 2 §4: a changed selection is saved under a new key
-- that the page writes into its address). A configuration never changes once saved: a new choice, a new key.
CREATE TABLE kit_configurations (
  key_string_id text PRIMARY KEY CHECK (key_string_id ~ '^[A-Za-z0-9]{6,64}$'),
  kit_inventory_item_id integer NOT NULL REFERENCES items (inventory_item_id) ON DELETE CASCADE,
  items jsonb NOT NULL,
  customer_session_guid uuid,
  customer_id integer REFERENCES customers (customer_id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX kit_configurations_kit ON kit_configurations (kit_inventory_item_id);
