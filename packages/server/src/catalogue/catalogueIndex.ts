// The in-process catalogue index (issue 5 item 7): listings are answered from memory with the domain's grid
// engine; the database stays the system of record. `refreshIfStale` reloads when the items table has changed
// (checked at most once per `checkIntervalMilliseconds`), so several servers on one PostgreSQL stay in step.
import type { ItemTypeCode } from '@rigkit/domain/cart';
import { createGridEngine, type GridEngine, type GridItem, type GridScope } from '@rigkit/domain/grid';
import { sql } from 'kysely';
import type { Db } from '../db/openDatabase.ts';
import type { ProductMediaTables } from '../seed/productMedia.ts';
import type { ItemAttribute, ItemRow } from '../db/schema.ts';
import { readAllAsJson } from './bulkRead.ts';
import { loadItemMedia, type IndexedAttachment, type IndexedImage } from './itemMedia.ts';
import { loadShippingPlaces, type ShippingPlaces } from './shippingPlaces.ts';
import { loadPaymentMethods, type StorePaymentMethod } from '../checkout/usablePaymentMethods.ts';
import { dollarsFromCents } from '@rigkit/domain/money';
import { productPath } from '@rigkit/domain/paths';

/** An items row as JSON gives it: the same fields, updated_at as text. */
type ItemJsonRow = Omit<ItemRow, 'updated_at'>;

export interface IndexedStock {
  InventoryWarehouseId: number;
  WarehouseName: string;
  State: string;
  Quantity: number;
  ETA: string | null;
}

export interface IndexedPromotion {
  PromotionId: number;
  PromotionName: string;
  PromotionPriceCents: number;
  PromotionFulfillment: string;
  StartsAt: Date;
  FinishesAt: Date;
  FreeShipping: boolean;
}

export interface IndexedItem {
  id: number;
  guid: string;
  code: string;
  description: string;
  plainDescription: string;
  shortDescription: string;
  typeCode: ItemTypeCode;
  manufacturerId: number;
  manufacturerName: string;
  manufacturerImageId: number;
  model: string;
  primaryCategoryId: number;
  categoryIds: number[];
  /** What the shopper pays now: the running (coupon-free) promotion's price, else the normal price. */
  priceCents: number;
  normalPriceCents: number;
  rrpCents: number;
  promotion: IndexedPromotion | null;
  availableOnline: boolean;
  freeShipping: boolean;
  isClearance: boolean;
  isExDemo: boolean;
  websiteSpotlight: boolean;
  popularityRank: number;
  ageRank: number;
  releaseDate: string;
  weightGrams: number;
  limitPerTransaction: number | null;
  attributes: ItemAttribute[];
  details: Record<string, unknown>;
  stock: IndexedStock[];
  /** Migration 0010: pictures (first is the primary), presets (Bundles) and attachments. */
  images: IndexedImage[];
  bundleIds: number[];
  attachments: IndexedAttachment[];
  tile: GridItem;
}

export interface IndexedCategory {
  id: number;
  name: string;
  parentId: number | null;
  groupId: number | null;
  sortOrder: number;
  colour: string;
}

/**
 * The fixed item sets a listing starts from, built once per snapshot so a request filters, sorts and counts only
 * within its scope (no per-request pass over the whole catalogue).
 */
export interface CatalogueScopes {
  /** Items listed under each category id (an item is in all of its categories). */
  byCategory: Map<number, GridScope>;
  byManufacturer: Map<number, GridScope>;
  byPromotion: Map<number, GridScope>;
  websiteSpotlight: GridScope;
  /** Items whose tile shows free shipping (their own or their running promotion's). */
  freeShipping: GridScope;
  clearance: GridScope;
  nothing: GridScope;
}

export interface CatalogueSnapshot {
  items: Map<number, IndexedItem>;
  engine: GridEngine;
  scopes: CatalogueScopes;
  categories: Map<number, IndexedCategory>;
  categoryGroups: { id: number; name: string; sortOrder: number }[];
  manufacturers: Map<number, { id: number; name: string; imageId: number; isHouseBrand: boolean }>;
  /** Participating items per promotion id with their promotion prices in cents. */
  promotionItems: Map<number, Map<number, number>>;
  /** Every listed picture by image id (the image route draws them). */
  images: Map<number, IndexedImage>;
  /** Shipping methods, stores and warehouses, for shipping quotes and orders. */
  shippingPlaces: ShippingPlaces;
  /** The store's payment methods in id order, for the payment step and orders. */
  paymentMethods: StorePaymentMethod[];
  loadedAt: Date;
}

export interface CatalogueIndex {
  current(): CatalogueSnapshot;
  /** Reloads now (after a write that changes the catalogue). */
  reload(): Promise<CatalogueSnapshot>;
  /** Reloads when the items table changed since the last load. */
  refreshIfStale(): Promise<CatalogueSnapshot>;
}


/** "/Products/{InventoryItemId}/{description slug}" (spec 2 §2): the domain's one address builder. */
export const itemUrl = productPath;

async function loadSnapshot(db: Db, now: Date): Promise<CatalogueSnapshot> {
  const [itemRows, categoryRows, groupRows, manufacturerRows, linkRows, stockRows, promotionRows, secondImageRows, shippingPlaces, paymentMethods] = await Promise.all([
    readAllAsJson<ItemJsonRow>(db, sql.table('items'), 'inventory_item_id'),
    db.selectFrom('categories').selectAll().orderBy('sort_order').execute(),
    db.selectFrom('category_groups').selectAll().orderBy('sort_order').execute(),
    db.selectFrom('manufacturers').selectAll().execute(),
    readAllAsJson<{ inventory_item_id: number; inventory_category_id: number }>(db, sql.table('item_categories'), 'inventory_item_id'),
    readAllAsJson<{ inventory_item_id: number; inventory_warehouse_id: number; quantity: number; eta: string | null; warehouse_name: string; state: string }>(
      db,
      sql`(SELECT stock.inventory_item_id, stock.inventory_warehouse_id, stock.quantity, stock.eta, warehouses.warehouse_name, warehouses.state
           FROM stock JOIN warehouses USING (inventory_warehouse_id))`,
      'inventory_item_id',
    ),
    db
      .selectFrom('promotion_items')
      .innerJoin('promotions', 'promotions.promotion_id', 'promotion_items.promotion_id')
      .select([
        'promotion_items.inventory_item_id',
        'promotion_items.promotion_price_cents',
        'promotions.promotion_id',
        'promotions.promotion_name',
        'promotions.promotion_fulfillment',
        'promotions.promotion_start_at',
        'promotions.promotion_finish_at',
        'promotions.coupon_code',
        'promotions.free_shipping',
      ])
      .execute(),
    // An item's second picture is its tile's secondary image, shown on hover (spec 1 §2).
    db.withTables<ProductMediaTables>().selectFrom('item_images').select(['inventory_item_id', 'image_id', 'image_type']).where('sort_order', '=', 2).execute(),
    loadShippingPlaces(db),
    loadPaymentMethods(db),
  ]);
  const secondImageOf = new Map(secondImageRows.map((row) => [row.inventory_item_id, row]));
  const manufacturers = new Map(
    manufacturerRows.map((row) => [row.manufacturer_id, { id: row.manufacturer_id, name: row.manufacturer_name, imageId: row.manufacturer_image_id, isHouseBrand: row.is_house_brand }]),
  );
  const categories = new Map(
    categoryRows.map((row) => [
      row.inventory_category_id,
      { id: row.inventory_category_id, name: row.category_name, parentId: row.parent_category_id, groupId: row.category_group_id, sortOrder: row.sort_order, colour: row.colour },
    ]),
  );
  const categoriesOf = new Map<number, number[]>();
  for (const link of linkRows) {
    const list = categoriesOf.get(link.inventory_item_id) ?? [];
    list.push(link.inventory_category_id);
    categoriesOf.set(link.inventory_item_id, list);
  }
  const stockOf = new Map<number, IndexedStock[]>();
  for (const row of [...stockRows].sort((a, b) => a.inventory_item_id - b.inventory_item_id || a.inventory_warehouse_id - b.inventory_warehouse_id)) {
    const list = stockOf.get(row.inventory_item_id) ?? [];
    list.push({ InventoryWarehouseId: row.inventory_warehouse_id, WarehouseName: row.warehouse_name, State: row.state, Quantity: row.quantity, ETA: row.eta });
    stockOf.set(row.inventory_item_id, list);
  }
  const promotionItems = new Map<number, Map<number, number>>();
  const runningPromotionOf = new Map<number, IndexedPromotion>();
  for (const row of promotionRows) {
    const prices = promotionItems.get(row.promotion_id) ?? new Map<number, number>();
    prices.set(row.inventory_item_id, row.promotion_price_cents);
    promotionItems.set(row.promotion_id, prices);
    const running = row.promotion_start_at <= now && now < row.promotion_finish_at;
    // Coupon promotions price items only in a cart that carries the coupon.
    if (!running || row.coupon_code !== null) continue;
    const existing = runningPromotionOf.get(row.inventory_item_id);
    if (existing && existing.PromotionPriceCents <= row.promotion_price_cents) continue;
    runningPromotionOf.set(row.inventory_item_id, {
      PromotionId: row.promotion_id,
      PromotionName: row.promotion_name,
      PromotionPriceCents: row.promotion_price_cents,
      PromotionFulfillment: row.promotion_fulfillment,
      StartsAt: row.promotion_start_at,
      FinishesAt: row.promotion_finish_at,
      FreeShipping: row.free_shipping,
    });
  }
  // AgeRank 1 is the most recently released item (domain GridItem).
  const byAge = [...itemRows].sort((a, b) => b.release_date.localeCompare(a.release_date) || a.inventory_item_id - b.inventory_item_id);
  const ageRank = new Map(byAge.map((row, index) => [row.inventory_item_id, index + 1]));
  const items = new Map<number, IndexedItem>();
  for (const row of itemRows) {
    const manufacturer = manufacturers.get(row.manufacturer_id);
    const promotion = runningPromotionOf.get(row.inventory_item_id) ?? null;
    const stock = stockOf.get(row.inventory_item_id) ?? [];
    const categoryIds = categoriesOf.get(row.inventory_item_id) ?? [row.primary_category_id];
    const priceCents = promotion && promotion.PromotionPriceCents < row.price_cents ? promotion.PromotionPriceCents : row.price_cents;
    const details = row.details;
    const keySellingPoints = Array.isArray(details['KeySellingPoints']) ? (details['KeySellingPoints'] as string[]) : [];
    const tile: GridItem = {
      InventoryItemId: row.inventory_item_id,
      ItemDescription: row.item_description,
      ItemPlainDescription: row.item_plain_description,
      ShortDescription: row.short_description,
      KeySellingPoints: keySellingPoints.join('\n'),
      ItemUrl: itemUrl(row.inventory_item_id, row.item_description),
      ItemTypeCode: row.item_type_code,
      ManufacturerName: manufacturer?.name ?? '',
      ManufacturerId: row.manufacturer_id,
      ManufacturerModel: row.manufacturer_model,
      CustomerPriceIncTax: dollarsFromCents(priceCents),
      RRPPriceIncTax: dollarsFromCents(row.rrp_cents),
      NormalPrice: dollarsFromCents(row.price_cents),
      PromotionPrice: promotion ? dollarsFromCents(priceCents) : null,
      PromotionFulfillment: promotion?.PromotionFulfillment ?? null,
      WebListingStrip: promotion ? promotion.PromotionName : row.is_clearance ? 'Clearance' : null,
      FreeShipping: row.free_shipping || (promotion?.FreeShipping ?? false),
      AvailableOnline: row.available_online,
      PrimaryImageId: row.inventory_item_id,
      SecondaryImageId: secondImageOf.get(row.inventory_item_id)?.image_id ?? null,
      PrimaryImageType: null,
      SecondaryImageType: secondImageOf.get(row.inventory_item_id)?.image_type ?? null,
      BadgesNew: row.is_ex_demo ? [{ BadgeCode: 'EXDEMO', BadgeImageId: 910001, BadgeDisplayName: 'Ex-Demo' }] : [],
      Attributes: row.attributes.map(({ Key, Value, SortOrder }) => ({ Key, Value, SortOrder })),
      Categories: categoryIds,
      MarketingDescription: typeof details['MarketingDescription'] === 'string' ? details['MarketingDescription'] : null,
      Availabilities: stock
        .filter((entry) => entry.Quantity > 0)
        .map((entry) => ({ InventoryWarehouseId: entry.InventoryWarehouseId, State: entry.State, Location: entry.WarehouseName, InStock: true })),
      PopularityRank: row.popularity_rank,
      AgeRank: ageRank.get(row.inventory_item_id) ?? itemRows.length,
      Relevance: 0,
      // Only on the few blocked items, so grid answers stay as they were (issue 17 defect 4: tile and page agree).
      ...(typeof details['BlockSalesOrdersUntil'] === 'string' ? { BlockSalesOrdersUntil: details['BlockSalesOrdersUntil'] } : {}),
    };
    items.set(row.inventory_item_id, {
      id: row.inventory_item_id,
      guid: row.inventory_item_guid,
      code: row.item_code,
      description: row.item_description,
      plainDescription: row.item_plain_description,
      shortDescription: row.short_description,
      typeCode: row.item_type_code,
      manufacturerId: row.manufacturer_id,
      manufacturerName: manufacturer?.name ?? '',
      manufacturerImageId: manufacturer?.imageId ?? 0,
      model: row.manufacturer_model,
      primaryCategoryId: row.primary_category_id,
      categoryIds,
      priceCents,
      normalPriceCents: row.price_cents,
      rrpCents: row.rrp_cents,
      promotion,
      availableOnline: row.available_online,
      freeShipping: row.free_shipping,
      isClearance: row.is_clearance,
      isExDemo: row.is_ex_demo,
      websiteSpotlight: row.website_spotlight,
      popularityRank: row.popularity_rank,
      ageRank: tile.AgeRank,
      releaseDate: row.release_date,
      weightGrams: row.weight_grams,
      limitPerTransaction: row.limit_per_transaction,
      attributes: row.attributes,
      details,
      stock,
      images: [],
      bundleIds: [],
      attachments: [],
      tile,
    });
  }
  const media = await loadItemMedia(db, (id) => items.get(id)?.priceCents);
  for (const item of items.values()) {
    item.images = media.imagesOf.get(item.id) ?? [];
    item.bundleIds = media.bundlesOf.get(item.id) ?? [];
    item.attachments = media.attachmentsOf.get(item.id) ?? [];
    const kitOptions = media.kitOptionsOf.get(item.id);
    if (kitOptions) item.tile.KitOptions = kitOptions;
    const kitPriceCents = media.kitPriceCentsOf.get(item.id);
    if (kitPriceCents !== undefined && kitPriceCents > 0) {
      item.priceCents = kitPriceCents;
      item.tile.CustomerPriceIncTax = dollarsFromCents(kitPriceCents);
    }
  }
  const engine = createGridEngine([...items.values()].map((item) => item.tile));
  return {
    items,
    engine,
    scopes: buildScopes(engine, items, promotionItems),
    categories,
    categoryGroups: groupRows.map((row) => ({ id: row.category_group_id, name: row.category_group_name, sortOrder: row.sort_order })),
    manufacturers,
    promotionItems,
    images: media.imageById,
    shippingPlaces,
    paymentMethods,
    loadedAt: now,
  };
}

function buildScopes(engine: GridEngine, items: Map<number, IndexedItem>, promotionItems: Map<number, Map<number, number>>): CatalogueScopes {
  const byCategory = new Map<number, number[]>();
  const byManufacturer = new Map<number, number[]>();
  const listIn = (map: Map<number, number[]>, key: number) => {
    let list = map.get(key);
    if (!list) map.set(key, (list = []));
    return list;
  };
  const websiteSpotlight: number[] = [];
  const freeShipping: number[] = [];
  const clearance: number[] = [];
  for (const item of items.values()) {
    for (const categoryId of item.categoryIds) listIn(byCategory, categoryId).push(item.id);
    listIn(byManufacturer, item.manufacturerId).push(item.id);
    if (item.websiteSpotlight) websiteSpotlight.push(item.id);
    if (item.tile.FreeShipping) freeShipping.push(item.id);
    if (item.isClearance) clearance.push(item.id);
  }
  const scopesOf = (lists: Map<number, Iterable<number>>) => new Map([...lists].map(([key, ids]) => [key, engine.scope(ids)]));
  return {
    byCategory: scopesOf(byCategory),
    byManufacturer: scopesOf(byManufacturer),
    byPromotion: scopesOf(new Map([...promotionItems].map(([id, prices]) => [id, prices.keys()]))),
    websiteSpotlight: engine.scope(websiteSpotlight),
    freeShipping: engine.scope(freeShipping),
    clearance: engine.scope(clearance),
    nothing: engine.scope([]),
  };
}

async function fingerprint(db: Db): Promise<string> {
  const result = await sql<{ stamp: string }>`SELECT count(*)::text || ':' || coalesce(max(updated_at)::text, '') AS stamp FROM items`.execute(db);
  return result.rows[0]?.stamp ?? '';
}

export async function createCatalogueIndex(
  db: Db,
  options: { now?: () => Date; checkIntervalMilliseconds?: number } = {},
): Promise<CatalogueIndex> {
  const now = options.now ?? (() => new Date());
  const interval = options.checkIntervalMilliseconds ?? 5000;
  let stamp = await fingerprint(db);
  let snapshot = await loadSnapshot(db, now());
  let lastCheck = now().getTime();
  let loading: Promise<CatalogueSnapshot> | null = null;
  const reload = async (): Promise<CatalogueSnapshot> => {
    loading ??= (async () => {
      try {
        stamp = await fingerprint(db);
        snapshot = await loadSnapshot(db, now());
        return snapshot;
      } finally {
        loading = null;
      }
    })();
    return loading;
  };
  return {
    current: () => snapshot,
    reload,
    async refreshIfStale() {
      const at = now().getTime();
      // Promotion prices depend on the time too: reload at least hourly even when nothing was written.
      if (at - lastCheck < interval && at - snapshot.loadedAt.getTime() < 3_600_000) return snapshot;
      lastCheck = at;
      if ((await fingerprint(db)) !== stamp || at - snapshot.loadedAt.getTime() >= 3_600_000) return reload();
      return snapshot;
    },
  };
}
