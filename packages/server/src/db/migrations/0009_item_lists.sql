-- 0009: item lists (spec 2 §2 "/ItemList/{InventoryItemListId}" and "/buildlist/{inventoryItemListSqid}/{buildListName}",
-- §7 getItemGrid "InventoryItemListSqid with ReturnAllImages; or InventoryItemListId"): a named, ordered list of items
-- that getItemGrid answers by its id or by its sqid, the short public code a build list's address carries.
CREATE TABLE item_lists (
  inventory_item_list_id integer PRIMARY KEY CHECK (inventory_item_list_id > 0),
  inventory_item_list_sqid text NOT NULL UNIQUE CHECK (inventory_item_list_sqid ~ '^[A-Za-z0-9]{4,32}$'),
  item_list_name text NOT NULL CHECK (length(item_list_name) BETWEEN 1 AND 200),
  -- A build list is the parts of one PC (/buildlist/...); other lists are themed picks (/ItemList/...).
  is_build_list boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE item_list_items (
  inventory_item_list_id integer NOT NULL REFERENCES item_lists (inventory_item_list_id) ON DELETE CASCADE,
  inventory_item_id integer NOT NULL REFERENCES items (inventory_item_id) ON DELETE CASCADE,
  sort_order integer NOT NULL,
  PRIMARY KEY (inventory_item_list_id, inventory_item_id)
);
CREATE INDEX item_list_items_order ON item_list_items (inventory_item_list_id, sort_order);
