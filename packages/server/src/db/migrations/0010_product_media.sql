-- 0010: what the product pages show beyond the item row (spec 2 §2, §3 "Item (detail)"): an item's pictures
-- (Images[ImageId, ImageType, Caption]; the prebuilt image grid needs at least 8), its presets and bundle deals
-- (Bundles, drawn as build tiles), its files (Attachments[BinaryObjectId, OriginalFilename]) and the label a kit
-- option carries on a build tile's picker (spec 1 §3 "Kit option group": KitOptions[Value], e.g. "Black").

CREATE TABLE item_images (
  image_id integer PRIMARY KEY CHECK (image_id > 0),
  inventory_item_id integer NOT NULL REFERENCES items (inventory_item_id) ON DELETE CASCADE,
  -- 1 is the item's primary picture; the image grid shows positions 2 to 7 (spec 2 §2).
  sort_order integer NOT NULL CHECK (sort_order >= 1),
  image_type text,
  caption text,
  UNIQUE (inventory_item_id, sort_order)
);

CREATE TABLE item_bundles (
  inventory_item_id integer NOT NULL REFERENCES items (inventory_item_id) ON DELETE CASCADE,
  bundle_inventory_item_id integer NOT NULL REFERENCES items (inventory_item_id) ON DELETE CASCADE,
  sort_order integer NOT NULL,
  PRIMARY KEY (inventory_item_id, bundle_inventory_item_id),
  CHECK (inventory_item_id <> bundle_inventory_item_id)
);
CREATE INDEX item_bundles_order ON item_bundles (inventory_item_id, sort_order);

CREATE TABLE item_attachments (
  binary_object_id integer PRIMARY KEY CHECK (binary_object_id > 0),
  inventory_item_id integer NOT NULL REFERENCES items (inventory_item_id) ON DELETE CASCADE,
  original_filename text NOT NULL CHECK (original_filename ~ '^[A-Za-z0-9][A-Za-z0-9._ -]{0,199}$'),
  content_type text NOT NULL,
  content bytea NOT NULL,
  sort_order integer NOT NULL DEFAULT 1
);
CREATE INDEX item_attachments_item ON item_attachments (inventory_item_id, sort_order);

ALTER TABLE kit_category_options ADD COLUMN option_label text;
