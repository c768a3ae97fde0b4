-- 0024: drawn product pictures (issue 17 "A believable catalogue"). The seed draws an SVG per item picture (its
-- first picture has the item's id, further views their item_images id) and stores it here; GET /api/images/{id}
-- answers it at the width asked. Pictures are public catalogue content, so no owner column.
CREATE TABLE item_pictures (
  image_id integer PRIMARY KEY,
  inventory_item_id integer NOT NULL REFERENCES items (inventory_item_id),
  svg text NOT NULL
);
