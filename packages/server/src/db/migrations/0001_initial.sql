-- 0001: the catalogue, reference data, customers, sessions and carts.
-- Forward-only: never edit a migration that has shipped; add 0002_... instead.
-- Money columns hold integer cents including GST (spec: CustomerPriceIncTax and friends are inc-tax).

CREATE TABLE manufacturers (
  manufacturer_id integer PRIMARY KEY,
  manufacturer_name text NOT NULL,
  manufacturer_image_id integer NOT NULL,
  is_house_brand boolean NOT NULL DEFAULT false
);

CREATE TABLE category_groups (
  category_group_id integer PRIMARY KEY,
  category_group_name text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE categories (
  inventory_category_id integer PRIMARY KEY,
  category_name text NOT NULL,
  parent_category_id integer REFERENCES categories (inventory_category_id),
  category_group_id integer REFERENCES category_groups (category_group_id),
  sort_order integer NOT NULL DEFAULT 0,
  colour text NOT NULL DEFAULT '#607d8b',
  settings jsonb NOT NULL DEFAULT '{}'::jsonb
);

CREATE TABLE warehouses (
  inventory_warehouse_id integer PRIMARY KEY,
  warehouse_name text NOT NULL,
  state text NOT NULL
);

CREATE TABLE items (
  inventory_item_id integer PRIMARY KEY,
  inventory_item_guid uuid NOT NULL UNIQUE,
  item_code text NOT NULL UNIQUE,
  item_description text NOT NULL,
  item_plain_description text NOT NULL,
  short_description text NOT NULL DEFAULT '',
  item_type_code text NOT NULL CHECK (item_type_code IN ('STK', 'KIT', 'B2B')),
  manufacturer_id integer NOT NULL REFERENCES manufacturers (manufacturer_id),
  manufacturer_model text NOT NULL,
  primary_category_id integer NOT NULL REFERENCES categories (inventory_category_id),
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  rrp_cents integer NOT NULL CHECK (rrp_cents >= 0),
  available_online boolean NOT NULL DEFAULT true,
  free_shipping boolean NOT NULL DEFAULT false,
  is_clearance boolean NOT NULL DEFAULT false,
  is_ex_demo boolean NOT NULL DEFAULT false,
  website_spotlight boolean NOT NULL DEFAULT false,
  popularity_rank integer NOT NULL,
  release_date date NOT NULL,
  weight_grams integer NOT NULL DEFAULT 0,
  limit_per_transaction integer,
  attributes jsonb NOT NULL DEFAULT '[]'::jsonb,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX items_manufacturer ON items (manufacturer_id);

CREATE TABLE item_categories (
  inventory_item_id integer NOT NULL REFERENCES items (inventory_item_id) ON DELETE CASCADE,
  inventory_category_id integer NOT NULL REFERENCES categories (inventory_category_id),
  PRIMARY KEY (inventory_item_id, inventory_category_id)
);
CREATE INDEX item_categories_category ON item_categories (inventory_category_id);

CREATE TABLE stock (
  inventory_item_id integer NOT NULL REFERENCES items (inventory_item_id) ON DELETE CASCADE,
  inventory_warehouse_id integer NOT NULL REFERENCES warehouses (inventory_warehouse_id),
  quantity integer NOT NULL CHECK (quantity >= 0),
  eta date,
  PRIMARY KEY (inventory_item_id, inventory_warehouse_id)
);

CREATE TABLE kit_categories (
  inventory_kit_category_id integer PRIMARY KEY,
  kit_inventory_item_id integer NOT NULL REFERENCES items (inventory_item_id) ON DELETE CASCADE,
  category_name text NOT NULL,
  category_group text NOT NULL,
  sort_order integer NOT NULL,
  default_inventory_item_id integer REFERENCES items (inventory_item_id),
  default_quantity integer NOT NULL DEFAULT 1,
  maximum_quantity integer NOT NULL DEFAULT 1 CHECK (maximum_quantity >= 1),
  allow_none boolean NOT NULL DEFAULT false,
  none_image_url text
);
CREATE INDEX kit_categories_kit ON kit_categories (kit_inventory_item_id);

CREATE TABLE kit_category_options (
  inventory_kit_category_id integer NOT NULL REFERENCES kit_categories (inventory_kit_category_id) ON DELETE CASCADE,
  inventory_item_id integer NOT NULL REFERENCES items (inventory_item_id),
  sort_order integer NOT NULL,
  PRIMARY KEY (inventory_kit_category_id, inventory_item_id)
);

CREATE TABLE promotions (
  promotion_id integer PRIMARY KEY,
  promotion_name text NOT NULL,
  public_promotion_name text NOT NULL,
  promotion_description text NOT NULL,
  promotion_start_at timestamptz NOT NULL,
  promotion_finish_at timestamptz NOT NULL,
  coupon_code text UNIQUE,
  coupon_type text,
  coupon_price_cents integer,
  minimum_spend_cents integer NOT NULL DEFAULT 0,
  free_shipping boolean NOT NULL DEFAULT false,
  promotion_fulfillment text NOT NULL DEFAULT 'While stocks last',
  CHECK (promotion_finish_at > promotion_start_at)
);

CREATE TABLE promotion_items (
  promotion_id integer NOT NULL REFERENCES promotions (promotion_id) ON DELETE CASCADE,
  inventory_item_id integer NOT NULL REFERENCES items (inventory_item_id) ON DELETE CASCADE,
  promotion_price_cents integer NOT NULL CHECK (promotion_price_cents >= 0),
  PRIMARY KEY (promotion_id, inventory_item_id)
);

CREATE TABLE banners (
  promotion_banner_id integer PRIMARY KEY,
  banner_group text NOT NULL,
  region text NOT NULL CHECK (region IN ('AU East', 'AU West', 'AU')),
  sort_order integer NOT NULL,
  destination_url text NOT NULL,
  inner_html text NOT NULL,
  banner_slide_webpage_html text NOT NULL DEFAULT '',
  inventory_item_ids jsonb NOT NULL DEFAULT '[]'::jsonb
);

CREATE TABLE banner_activity (
  banner_activity_id bigserial PRIMARY KEY,
  promotion_banner_id integer NOT NULL REFERENCES banners (promotion_banner_id),
  activity_type text NOT NULL CHECK (activity_type IN ('Impression', 'Click')),
  customer_session_guid uuid,
  source_url text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE stores (
  store_id integer PRIMARY KEY,
  store_code text NOT NULL UNIQUE,
  store_name text NOT NULL,
  state text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  street_address text NOT NULL,
  suburb text NOT NULL,
  postcode text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  opening_hours jsonb NOT NULL,
  inventory_warehouse_id integer NOT NULL REFERENCES warehouses (inventory_warehouse_id)
);

CREATE TABLE shipping_companies (
  shipping_company_id integer PRIMARY KEY,
  shipping_company_name text NOT NULL
);

CREATE TABLE shipping_methods (
  shipping_method_id integer PRIMARY KEY,
  shipping_company_id integer NOT NULL REFERENCES shipping_companies (shipping_company_id),
  display_name text NOT NULL,
  base_cost_cents integer NOT NULL,
  cost_per_kg_cents integer NOT NULL DEFAULT 0,
  delivery_duration_minimum_hours integer NOT NULL,
  states jsonb NOT NULL,
  allows_po_box boolean NOT NULL DEFAULT false,
  requires_customer_delivery_window boolean NOT NULL DEFAULT false,
  metro_only boolean NOT NULL DEFAULT false,
  show_on_website boolean NOT NULL DEFAULT true
);

CREATE TABLE payment_methods (
  payment_method_id integer PRIMARY KEY,
  display_name text NOT NULL,
  logo_url text NOT NULL,
  webpage_html text NOT NULL,
  can_be_used_for_pickup boolean NOT NULL,
  can_be_used_for_delivery boolean NOT NULL,
  can_be_used_for_restricted_carts boolean NOT NULL,
  is_instant boolean NOT NULL,
  require_id_on_pickup boolean NOT NULL
);

CREATE TABLE webpages (
  webpage_id integer PRIMARY KEY,
  webpage_guid uuid NOT NULL UNIQUE,
  page_url text NOT NULL UNIQUE,
  page_title text NOT NULL,
  meta_description text NOT NULL,
  preview_image_url text NOT NULL DEFAULT '',
  html_text text NOT NULL,
  is_private boolean NOT NULL DEFAULT false
);

CREATE TABLE customers (
  customer_id integer PRIMARY KEY,
  customer_guid uuid NOT NULL UNIQUE,
  email_address text NOT NULL UNIQUE CHECK (email_address = lower(email_address)),
  first_name text NOT NULL,
  last_name text NOT NULL,
  contact_name text NOT NULL DEFAULT '',
  mobile text NOT NULL DEFAULT '',
  abn text,
  is_company boolean NOT NULL DEFAULT false,
  pricing_level text NOT NULL DEFAULT 'Retail',
  password_hash text NOT NULL,
  totp_secret text,
  totp_last_used_step bigint,
  default_store_id integer REFERENCES stores (store_id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (NOT is_company OR abn IS NOT NULL)
);

CREATE TABLE sessions (
  customer_session_guid uuid PRIMARY KEY,
  customer_id integer REFERENCES customers (customer_id),
  preferences jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Only the SHA-256 of an auth key is stored: a leaked table does not log anyone in.
CREATE TABLE auth_keys (
  auth_key_hash text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (customer_id) ON DELETE CASCADE,
  customer_session_guid uuid NOT NULL REFERENCES sessions (customer_session_guid) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX auth_keys_customer ON auth_keys (customer_id);

CREATE TABLE carts (
  customer_session_guid uuid PRIMARY KEY REFERENCES sessions (customer_session_guid) ON DELETE CASCADE,
  lines jsonb NOT NULL DEFAULT '[]'::jsonb,
  coupon_codes jsonb NOT NULL DEFAULT '[]'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now()
);
