// Kysely's view of the tables in migrations/*.sql. Dates (`date` columns) arrive as 'YYYY-MM-DD' strings and
// int8 as numbers on both engines: openDatabase installs the same type parsers for PGlite and node-postgres.
import type { ItemTypeCode } from '@rigkit/domain/cart';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Schema } from '../contract/schemas.ts';
import type { AccountTables } from './accountsSchema.ts';
import type { AddressTables } from './addressSchema.ts';
import type { CheckoutTables } from './checkoutSchema.ts';
import type { LoginLimitTables } from './loginLimitsSchema.ts';
import type { SoftwareContentTables } from './softwareContentSchema.ts';
import type { UvPrintTables } from './uvPrintSchema.ts';
import type { SelfServiceTables } from './selfServiceSchema.ts';
import type { ChatTables } from './chatSchema.ts';

/** A jsonb column: written as a JSON string or value, read back parsed. */
type Json<T> = ColumnType<T, string, string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ItemAttribute {
  Key: string;
  Value: string;
  SortOrder: number;
  Group: string;
  AttributeType: 'Chief' | 'Standard';
  ShowOnWeb: boolean;
}

export interface OpeningHours {
  Day: string;
  Opens: string | null;
  Closes: string | null;
}

export interface StoredCartLine {
  LineNumber: number;
  InventoryItemId: number;
  Quantity: number;
  AddToCartSource: Schema<'AddToCartSource'> | null;
  UvPrintDesignCode: string | null;
  KitChildren: StoredKitChild[];
  /** Set on a line a coupon added or priced (spec 2 §3 "Cart line" CouponCode). */
  CouponCode?: string | null;
  /**
   * The wishlist item a line came from when the cart's shopper is not that wishlist's admin, which makes the line
   * read-only (spec 2 §3 "Cart line" CustomerWishlistItemId, §5; cart/wishlistCartLines.ts). Optional: rows written
   * before it existed are plain lines, so the JSON column needs no migration.
   */
  CustomerWishlistItemId?: number | null;
}

export interface StoredKitChild {
  InventoryItemId: number;
  Quantity: number;
  KitCategoryId: number;
  UvPrintDesignCode: string | null;
  AddToCartSource: Schema<'AddToCartSource'> | null;
}

export interface ManufacturersTable {
  manufacturer_id: number;
  manufacturer_name: string;
  manufacturer_image_id: number;
  is_house_brand: Generated<boolean>;
}

export interface CategoryGroupsTable {
  category_group_id: number;
  category_group_name: string;
  sort_order: Generated<number>;
}

export interface CategoriesTable {
  inventory_category_id: number;
  category_name: string;
  parent_category_id: number | null;
  category_group_id: number | null;
  sort_order: Generated<number>;
  colour: Generated<string>;
  settings: Json<Record<string, unknown>>;
}

export interface WarehousesTable {
  inventory_warehouse_id: number;
  warehouse_name: string;
  state: string;
}

export interface ItemsTable {
  inventory_item_id: number;
  inventory_item_guid: string;
  item_code: string;
  item_description: string;
  item_plain_description: string;
  short_description: string;
  item_type_code: ItemTypeCode;
  manufacturer_id: number;
  manufacturer_model: string;
  primary_category_id: number;
  price_cents: number;
  rrp_cents: number;
  available_online: boolean;
  free_shipping: boolean;
  is_clearance: boolean;
  is_ex_demo: boolean;
  website_spotlight: boolean;
  popularity_rank: number;
  release_date: string;
  weight_grams: number;
  limit_per_transaction: number | null;
  attributes: Json<ItemAttribute[]>;
  details: Json<Record<string, unknown>>;
  updated_at: CreatedAt;
}

export interface ItemCategoriesTable {
  inventory_item_id: number;
  inventory_category_id: number;
}

export interface StockTable {
  inventory_item_id: number;
  inventory_warehouse_id: number;
  quantity: number;
  eta: string | null;
}

export interface KitCategoriesTable {
  inventory_kit_category_id: number;
  kit_inventory_item_id: number;
  category_name: string;
  category_group: string;
  sort_order: number;
  default_inventory_item_id: number | null;
  default_quantity: number;
  maximum_quantity: number;
  allow_none: boolean;
  none_image_url: string | null;
}

export interface KitCategoryOptionsTable {
  inventory_kit_category_id: number;
  inventory_item_id: number;
  sort_order: number;
}

export interface PromotionsTable {
  promotion_id: number;
  promotion_name: string;
  public_promotion_name: string;
  promotion_description: string;
  promotion_start_at: ColumnType<Date, Date | string, Date | string>;
  promotion_finish_at: ColumnType<Date, Date | string, Date | string>;
  coupon_code: string | null;
  coupon_type: string | null;
  coupon_price_cents: number | null;
  minimum_spend_cents: number;
  free_shipping: boolean;
  promotion_fulfillment: string;
}

export interface PromotionItemsTable {
  promotion_id: number;
  inventory_item_id: number;
  promotion_price_cents: number;
}

export interface BannersTable {
  promotion_banner_id: number;
  banner_group: string;
  region: 'AU East' | 'AU West' | 'AU';
  sort_order: number;
  destination_url: string;
  inner_html: string;
  banner_slide_webpage_html: string;
  inventory_item_ids: Json<number[]>;
}

export interface BannerActivityTable {
  banner_activity_id: Generated<number>;
  promotion_banner_id: number;
  activity_type: 'Impression' | 'Click';
  customer_session_guid: string | null;
  source_url: string;
  created_at: CreatedAt;
}

export interface RouteChangesTable {
  route_change_id: Generated<number>;
  customer_session_guid: string | null;
  old_route: string | null;
  new_route: string;
  search_data: string | null;
  created_at: CreatedAt;
}

/** Migration 0033: a brand page's HTML and its All Products switch (spec 2 §2 "Brand page"). */
export interface BrandPagesTable {
  manufacturer_id: number;
  above_grid_html: string | null;
  below_grid_html: string | null;
  show_product_grid: Generated<boolean>;
}

export interface StoresTable {
  store_id: number;
  store_code: string;
  store_name: string;
  state: Schema<'State'>;
  email: string;
  phone: string;
  street_address: string;
  suburb: string;
  postcode: string;
  latitude: number;
  longitude: number;
  opening_hours: Json<OpeningHours[]>;
  inventory_warehouse_id: number;
}

export interface ShippingCompaniesTable {
  shipping_company_id: number;
  shipping_company_name: string;
}

export interface ShippingMethodsTable {
  shipping_method_id: number;
  shipping_company_id: number;
  display_name: string;
  base_cost_cents: number;
  cost_per_kg_cents: number;
  delivery_duration_minimum_hours: number;
  states: Json<string[]>;
  allows_po_box: boolean;
  requires_customer_delivery_window: boolean;
  metro_only: boolean;
  show_on_website: boolean;
}

export interface PaymentMethodsTable {
  payment_method_id: number;
  display_name: string;
  logo_url: string;
  webpage_html: string;
  can_be_used_for_pickup: boolean;
  can_be_used_for_delivery: boolean;
  can_be_used_for_restricted_carts: boolean;
  is_instant: boolean;
  require_id_on_pickup: boolean;
}

export interface WebpagesTable {
  webpage_id: number;
  webpage_guid: string;
  page_url: string;
  page_title: string;
  meta_description: string;
  preview_image_url: string;
  html_text: string;
  is_private: boolean;
}

export interface CustomersTable {
  /** Generated from 200001 for accounts created online (0015); seeds give their own. */
  customer_id: ColumnType<number, number | undefined, number>;
  customer_guid: string;
  email_address: string;
  first_name: string;
  last_name: string;
  contact_name: string;
  mobile: string;
  abn: string | null;
  is_company: boolean;
  pricing_level: string;
  password_hash: string;
  totp_secret: string | null;
  totp_last_used_step: number | null;
  default_store_id: number | null;
  created_at: CreatedAt;
  // 0015_accounts.sql
  notify_invoice_email: Generated<boolean>;
  notify_invoice_sms: Generated<boolean>;
  notify_sales_order_email: Generated<boolean>;
  notify_sales_order_sms: Generated<boolean>;
  notify_work_order_email: Generated<boolean>;
  notify_work_order_sms: Generated<boolean>;
  /** 0027_ai_uv_printing.sql: AllowAiUvPrinting. */
  allow_ai_uv_printing: Generated<boolean>;
  billing_street_address: ColumnType<string | null, string | null | undefined, string | null>;
  billing_suburb: ColumnType<string | null, string | null | undefined, string | null>;
  billing_state: ColumnType<string | null, string | null | undefined, string | null>;
  billing_postcode: ColumnType<string | null, string | null | undefined, string | null>;
  shipping_street_address: ColumnType<string | null, string | null | undefined, string | null>;
  shipping_suburb: ColumnType<string | null, string | null | undefined, string | null>;
  shipping_state: ColumnType<string | null, string | null | undefined, string | null>;
  shipping_postcode: ColumnType<string | null, string | null | undefined, string | null>;
  totp_pending_secret: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SessionsTable {
  customer_session_guid: string;
  customer_id: number | null;
  preferences: Json<Record<string, unknown>>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface AuthKeysTable {
  auth_key_hash: string;
  customer_id: number;
  customer_session_guid: string;
  created_at: CreatedAt;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  revoked_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
}

export interface CartsTable {
  customer_session_guid: string;
  lines: Json<StoredCartLine[]>;
  coupon_codes: Json<string[]>;
  updated_at: CreatedAt;
}

export interface StoredKitConfigurationItem {
  KitCategoryId: number;
  SelectedInventoryItemId: number | null;
  Quantity: number;
  UvPrintDesignCode: string | null;
}

export interface KitConfigurationsTable {
  key_string_id: string;
  kit_inventory_item_id: number;
  items: Json<StoredKitConfigurationItem[]>;
  customer_session_guid: string | null;
  customer_id: number | null;
  created_at: CreatedAt;
}

export interface ShortUrlsTable {
  code: string;
  original_url: string;
  created_at: CreatedAt;
}

export interface PostcodesTable {
  postcode: string;
  suburb: string;
  state: string;
  latitude: number;
  longitude: number;
}

export interface ReviewsTable {
  review_id: number;
  review_group_id: number;
  review_name: string;
  review_rating: number;
  review_text: string;
  review_url: string | null;
  review_date: ColumnType<Date, Date | string, Date | string>;
}

export interface MigrationsTable {
  version: number;
  name: string;
  applied_at: CreatedAt;
}

// 0006_documents.sql: a customer's documents (spec 3 §3).
export interface DocumentsTable {
  document_id: number;
  document_guid: string;
  document_number: string;
  document_type: 'Sales Order' | 'Quote' | 'Invoice';
  /** Null for a guest's order, which belongs to customer_session_guid instead (0011). */
  customer_id: number | null;
  document_status: string | null;
  document_secondary_status: string | null;
  document_date: ColumnType<Date, Date | string, Date | string>;
  shipping_method: string | null;
  shipping_status: string | null;
  warehouse_name: string | null;
  shipping_attn_to: string | null;
  shipping_street_address: string | null;
  shipping_suburb: string | null;
  shipping_state: string | null;
  shipping_postcode: string | null;
  shipping_price_cents: number;
  total_cents: number;
  store_name: string | null;
  sales_order_id: number | null;
  customer_session_guid: string | null;
  contact_email: string | null;
  contact_first_name: string | null;
  contact_last_name: string | null;
  contact_mobile: string | null;
  client_order_number: string | null;
  order_notes: string | null;
  delivery_window: string | null;
  lead_source_id: number | null;
}

export interface DocumentItemsTable {
  document_item_id: Generated<number>;
  document_id: number;
  parent_document_item_id: number | null;
  line_number: number;
  inventory_item_id: number;
  item_code: string;
  item_description: string;
  manufacturer_model: string | null;
  inventory_category_name: string | null;
  /** Documents also carry labour and internal lines. */
  item_type_code: ItemTypeCode | 'LAB' | 'INT';
  kit_category_id: number | null;
  kit_category_name: string | null;
  quantity: number;
  quantity_outstanding: number;
  unit_cents: number;
  item_status: string | null;
  eta: ColumnType<Date | null, Date | string | null, Date | string | null>;
  remote_build_sales_order_guid: string | null;
  remote_build_sales_order_status: string | null;
  /** 0030: the cart line's UV print design. */
  uv_print_design_code: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface DocumentPaymentsTable {
  document_payment_id: Generated<number>;
  document_id: number;
  payment_method_name: string;
  amount_cents: number;
  paid_at: ColumnType<Date, Date | string, Date | string>;
  payment_method_id: number | null;
  transaction_id: string | null;
}

export interface ReturnAdvicesTable {
  customer_return_advice_id: number;
  customer_return_advice_number: string;
  customer_id: number;
  invoice_id: number;
  invoice_item_id: number;
  inventory_item_id: number;
  item_description: string;
  serial_number: string;
  fault_description: string;
  status: string;
  created_at: ColumnType<Date, Date | string, Date | string>;
  received_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  /** 0025: optional (spec 3 §5.5). */
  troubleshooting_steps: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface WorkOrdersTable {
  work_order_guid: string;
  work_order_number: string;
  customer_id: number;
  status: string;
  store_name: string;
  category: string;
  is_warranty: boolean;
  created_at: ColumnType<Date, Date | string, Date | string>;
  completed_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
}

export interface WishlistsTable {
  wishlist_id: Generated<number>;
  wishlist_guid: string;
  customer_id: number;
  customer_wishlist_name: string;
  is_public: boolean;
  created_at: CreatedAt;
}

export interface WishlistItemsTable {
  customer_wishlist_item_id: Generated<number>;
  wishlist_id: number;
  inventory_item_id: number;
  quantity: number;
}

/** Builder and public answers of a build certificate (spec 3 §3 "Build" PublicInformation). */
export interface BuildPublicInformation {
  AvatarSVG: string;
  PubInfo: { ApprovedInfo: Record<string, string | null> };
}

export interface BuildsTable {
  build_id: number;
  customer_id: number;
  sales_order_id: number;
  document_item_id: number;
  pc_name: string;
  build_quantity: number;
  primary_image: string | null;
  purchase_date: ColumnType<Date, Date | string, Date | string>;
  employee_id: number;
  public_information: Json<BuildPublicInformation>;
}

/**
 * Tables of 0005_software_content.sql are typed in softwareContentSchema.ts, those of 0007 in loginLimitsSchema.ts,
   * those of 0011 in checkoutSchema.ts, those of 0014 in addressSchema.ts, those of 0015 in accountsSchema.ts, those of 0018 in uvPrintSchema.ts, those of 0025 in selfServiceSchema.ts, those of 0028 in chatSchema.ts.
   */
export interface DatabaseTables extends SoftwareContentTables, LoginLimitTables, CheckoutTables, AddressTables, AccountTables, UvPrintTables, SelfServiceTables, ChatTables {
  manufacturers: ManufacturersTable;
  category_groups: CategoryGroupsTable;
  categories: CategoriesTable;
  warehouses: WarehousesTable;
  items: ItemsTable;
  item_categories: ItemCategoriesTable;
  stock: StockTable;
  kit_categories: KitCategoriesTable;
  kit_category_options: KitCategoryOptionsTable;
  promotions: PromotionsTable;
  promotion_items: PromotionItemsTable;
  banners: BannersTable;
  banner_activity: BannerActivityTable;
  route_changes: RouteChangesTable;
  brand_pages: BrandPagesTable;
  stores: StoresTable;
  shipping_companies: ShippingCompaniesTable;
  shipping_methods: ShippingMethodsTable;
  payment_methods: PaymentMethodsTable;
  webpages: WebpagesTable;
  customers: CustomersTable;
  sessions: SessionsTable;
  auth_keys: AuthKeysTable;
  carts: CartsTable;
  kit_configurations: KitConfigurationsTable;
  short_urls: ShortUrlsTable;
  postcodes: PostcodesTable;
  reviews: ReviewsTable;
  rigkit_migrations: MigrationsTable;
  documents: DocumentsTable;
  document_items: DocumentItemsTable;
  document_payments: DocumentPaymentsTable;
  return_advices: ReturnAdvicesTable;
  work_orders: WorkOrdersTable;
  wishlists: WishlistsTable;
  wishlist_items: WishlistItemsTable;
  builds: BuildsTable;
}

export type ItemRow = Selectable<ItemsTable>;
export type NewItem = Insertable<ItemsTable>;
export type CustomerRow = Selectable<CustomersTable>;
