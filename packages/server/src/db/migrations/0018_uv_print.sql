-- 0018: the UV print designer (issue 20; spec 2 §2, §3 "UV design", "UserObject", §7): stored uploads, the
-- physical size of every printable panel, designs, their panels and the images placed on them.

-- Uploaded artwork after its antivirus scan (avScanUploadFile). The GUID is the only handle a browser gets
-- (128 random bits); the uploader's session and, when logged in, customer are kept for clean-up and audit.
CREATE TABLE uv_binary_objects (
  binary_object_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  binary_object_guid uuid NOT NULL UNIQUE,
  customer_id integer REFERENCES customers (customer_id) ON DELETE SET NULL,
  customer_session_guid uuid NOT NULL,
  original_filename text NOT NULL,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/bmp')),
  byte_size integer NOT NULL CHECK (byte_size > 0),
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A printable panel of an item (its 'Printable Panels' attribute, spec 2 §5) with its size on the real panel, so
-- the designer can tell the print resolution and the export can render at 300 DPI.
CREATE TABLE uv_panel_geometry (
  inventory_item_id integer NOT NULL REFERENCES items (inventory_item_id) ON DELETE CASCADE,
  panel_name text NOT NULL CHECK (panel_name IN ('L', 'R', 'T', 'F')),
  width_mm double precision NOT NULL CHECK (width_mm > 0),
  height_mm double precision NOT NULL CHECK (height_mm > 0),
  PRIMARY KEY (inventory_item_id, panel_name)
);

-- A saved design. customer_id null is the store's own (the featured designs guests see, spec 2 §6).
CREATE TABLE uv_designs (
  design_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  design_code text NOT NULL UNIQUE,
  customer_id integer REFERENCES customers (customer_id) ON DELETE CASCADE,
  inventory_item_id integer NOT NULL REFERENCES items (inventory_item_id),
  design_name text NOT NULL CHECK (length(design_name) BETWEEN 1 AND 80),
  is_public boolean NOT NULL DEFAULT false,
  is_featured boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX uv_designs_customer ON uv_designs (customer_id, updated_at DESC);
CREATE INDEX uv_designs_featured ON uv_designs (is_featured) WHERE is_featured;

CREATE TABLE uv_design_panels (
  design_id integer NOT NULL REFERENCES uv_designs (design_id) ON DELETE CASCADE,
  panel_name text NOT NULL,
  panel_type text NOT NULL CHECK (panel_type IN ('PrintablePanel', 'PreviewPanel')),
  position integer NOT NULL,
  area_x double precision NOT NULL,
  area_y double precision NOT NULL,
  area_width double precision NOT NULL,
  area_height double precision NOT NULL,
  PRIMARY KEY (design_id, panel_name)
);

CREATE TABLE uv_user_objects (
  design_id integer NOT NULL,
  panel_name text NOT NULL,
  position integer NOT NULL,
  object_type text NOT NULL CHECK (object_type IN ('uploadedImage', 'libraryImage', 'aiImage')),
  preview_image_url text NOT NULL DEFAULT '',
  binary_object_guid uuid,
  x double precision NOT NULL,
  y double precision NOT NULL,
  width double precision NOT NULL CHECK (width > 0),
  height double precision NOT NULL CHECK (height > 0),
  max_width double precision,
  max_height double precision,
  original_filename text,
  layer_order integer NOT NULL DEFAULT 0,
  object_id integer CHECK (object_id IS NULL OR (object_id >= 0 AND object_id < 999)),
  PRIMARY KEY (design_id, panel_name, position),
  FOREIGN KEY (design_id, panel_name) REFERENCES uv_design_panels (design_id, panel_name) ON DELETE CASCADE
);

-- AI Generator images (spec 2 §2 "AI Generator", §4, §7), made by the ImageGenerator adapter. One conversation is
-- one prompt; each image is served by its random GUID; only the customer who asked sees the list.
CREATE TABLE uv_ai_images (
  generation_guid uuid PRIMARY KEY,
  conversation_guid uuid NOT NULL,
  customer_id integer NOT NULL REFERENCES customers (customer_id) ON DELETE CASCADE,
  prompt text NOT NULL,
  model_id text NOT NULL,
  content_type text NOT NULL CHECK (content_type IN ('image/svg+xml', 'image/png')),
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX uv_ai_images_conversation ON uv_ai_images (conversation_guid);
CREATE INDEX uv_ai_images_customer ON uv_ai_images (customer_id, created_at DESC);
