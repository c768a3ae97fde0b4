// Catalogue reads (spec 1 §7, spec 2 §7), all answered from the in-process index.
import type { CatalogueSnapshot, IndexedItem } from '../catalogue/catalogueIndex.ts';
import { itemUrl } from '../catalogue/catalogueIndex.ts';
import { apiTile, runGridQuery, type GridRequest } from '../catalogue/gridQuery.ts';
import { ApiError } from '../http/envelope.ts';
import type { OperationContext, RequestContext, Register } from '../http/operation.ts';
import { sessionPreferences } from '../identity/sessions.ts';
import { resolveItemList, withListItems } from './itemLists.ts';
import type { Schema } from '../contract/schemas.ts';
import { bannerAnswer } from './content.ts';
import { categoryNode } from './site.ts';
import { dollarsFromCents } from '@rigkit/domain/money';

async function snapshotOf(context: RequestContext): Promise<CatalogueSnapshot> {
  return (await context.services.catalogue()).refreshIfStale();
}

const warehouseOf = (context: RequestContext): number => {
  const value = sessionPreferences(context.identity)['DefaultWarehouseId'];
  return typeof value === 'number' ? value : 9;
};

const itemNotFound = (id: unknown) => new ApiError(404, `Item ${String(id)} was not found`);

/** A kit category as fetchItem lists it (contract InventoryKitCategoryItems): its id, name and default item. */
export type KitCategoryItem = NonNullable<Schema<'ItemDetail'>['InventoryKitCategoryItems']>[number];

/**
 * A KIT's categories in their sort order, each with its default item ('None' when it has none), so a custom build
 * page opened without a key (/Products/{id}/Build) can fetch the options of every category (spec 2 §4, §7).
 */
async function kitCategoryItems(context: RequestContext, snapshot: CatalogueSnapshot, item: IndexedItem): Promise<KitCategoryItem[]> {
  if (item.typeCode !== 'KIT') return [];
  const rows = await context.services.db
    .selectFrom('kit_categories')
    .select(['inventory_kit_category_id', 'category_name', 'default_inventory_item_id', 'default_quantity'])
    .where('kit_inventory_item_id', '=', item.id)
    .orderBy('sort_order')
    .orderBy('inventory_kit_category_id')
    .execute();
  return rows.map((row) => {
    const defaultItem = row.default_inventory_item_id === null ? undefined : snapshot.items.get(row.default_inventory_item_id);
    return {
      InventoryKitCategoryId: row.inventory_kit_category_id,
      CategoryName: row.category_name,
      ItemCode: defaultItem?.code ?? '',
      ItemDescription: defaultItem?.description ?? 'None',
      DefaultQuantity: defaultItem ? row.default_quantity : 0,
      PrimaryImageId: defaultItem?.id ?? null,
    };
  });
}

function itemDetail(snapshot: CatalogueSnapshot, item: IndexedItem, kitCategories: readonly KitCategoryItem[]) {
  const details = item.details;
  const text = (key: string): string | null => (typeof details[key] === 'string' ? (details[key] as string) : null);
  return {
    InventoryItemId: item.id,
    ItemCode: item.code,
    ItemDescription: item.description,
    ItemTypeCode: item.typeCode,
    AvailableOnline: item.availableOnline,
    BuyButtonText: item.typeCode === 'KIT' ? 'Customise and Buy' : 'Add to Cart',
    CustomerPriceIncTax: dollarsFromCents(item.priceCents),
    RetailPriceIncTax: dollarsFromCents(item.normalPriceCents),
    RRPPriceIncTax: dollarsFromCents(item.rrpCents),
    PrimaryImageId: item.id,
    SecondaryImageId: null,
    // Seeded pictures (migration 0010) in their order, the first being the primary; else the primary alone.
    Images:
      item.images.length > 0
        ? item.images.map(({ ImageId, ImageType, Caption }) => ({ ImageId, ImageType, Caption }))
        : [{ ImageId: item.id, ImageType: 'Primary', Caption: item.plainDescription }],
    Webshots: [],
    Attachments: item.attachments.map(({ BinaryObjectId, OriginalFilename }) => ({ BinaryObjectId, OriginalFilename })),
    Categories: item.categoryIds
      .map((id) => snapshot.categories.get(id))
      .filter((category) => category !== undefined)
      .map((category) => ({ InventoryCategoryId: category.id, CategoryName: category.name, Url: `/Categories/${category.id}/${category.name.replace(/[^A-Za-z0-9]+/g, '-')}` })),
    ManufacturerId: item.manufacturerId,
    ManufacturerName: item.manufacturerName,
    ManufacturerModel: item.model,
    ManufacturerImageId: item.manufacturerImageId,
    ItemWeight: item.weightGrams / 1000,
    WarrantyName: text('WarrantyName'),
    MarketingDescription: text('MarketingDescription'),
    KeySellingPoints: Array.isArray(details['KeySellingPoints']) ? details['KeySellingPoints'] : [],
    ShortDescription: item.shortDescription,
    ExDemoDescription: text('ExDemoDescription'),
    LimitedAvailability: item.limitPerTransaction !== null,
    LimitPerTransaction: item.limitPerTransaction,
    FreeShipping: item.tile.FreeShipping ?? false,
    BlockInvoicesUntil: null,
    BlockSalesOrdersUntil: null,
    Banners: [],
    FeatureBanners: [],
    // Presets and bundle deals (spec 2 §2), as build tiles; one no longer sold online is left out.
    Bundles: item.bundleIds
      .map((id) => snapshot.items.get(id))
      .filter((bundle): bundle is IndexedItem => bundle !== undefined && bundle.availableOnline)
      .map(apiTile),
    BadgesNew: item.tile.BadgesNew ?? [],
    ItemUrl: itemUrl(item.id, item.description),
    RedirectUrl: null,
    ShowViewItem: true,
    ShowroomDemoData: [],
    Attributes: item.attributes.map(({ Key, Value, Group, AttributeType, ShowOnWeb }) => ({ Key, Value, Group, AttributeType, ShowOnWeb })),
    AssociatedItems: [],
    PromotionInformation: item.promotion
      ? [
          {
            NormalPrice: dollarsFromCents(item.normalPriceCents),
            PromotionPrice: dollarsFromCents(item.promotion.PromotionPriceCents),
            PromotionStartTime: item.promotion.StartsAt.toISOString(),
            PromotionFinishTime: item.promotion.FinishesAt.toISOString(),
            FreeShipping: item.promotion.FreeShipping,
            PromotionFulfillment: item.promotion.PromotionFulfillment,
          },
        ]
      : [],
    InventoryKitCategoryItems: kitCategories,
    Availabilities: item.stock.map((stock) => ({
      InventoryWarehouseId: stock.InventoryWarehouseId,
      Location: stock.WarehouseName,
      State: stock.State,
      InStock: stock.Quantity > 0,
      ETA: stock.ETA ? `${stock.ETA}T00:00:00.000Z` : null,
    })),
  };
}

async function fetchItem(context: OperationContext<'POST', '/fetchItem'>) {
  const snapshot = await snapshotOf(context);
  const { InventoryItemId, InventoryItemGuid } = context.body;
  const item =
    InventoryItemId !== null
      ? snapshot.items.get(InventoryItemId)
      : InventoryItemGuid
        ? [...snapshot.items.values()].find((candidate) => candidate.guid === InventoryItemGuid.toLowerCase())
        : undefined;
  if (!item) throw itemNotFound(InventoryItemId ?? InventoryItemGuid);
  return itemDetail(snapshot, item, await kitCategoryItems(context, snapshot, item));
}

async function fetchCategory(context: OperationContext<'POST', '/fetchCategory'>) {
  const snapshot = await snapshotOf(context);
  const category = snapshot.categories.get(context.body.inventoryCategoryId);
  if (!category) throw new ApiError(404, `Category ${context.body.inventoryCategoryId} was not found`);
  const children = [...snapshot.categories.values()].filter((candidate) => candidate.parentId === category.id);
  const grid = runGridQuery(snapshot, { InventoryCategoryId: category.id, ManufacturerId: context.body.ManufacturerId ?? null, SortType: 'popularity' }, warehouseOf(context));
  return {
    InventoryCategoryId: category.id,
    CategoryName: category.name,
    SortField: 'popularity' as const,
    ShowManufacturerLinks: true,
    ShowProductGrid: true,
    ShowSubCategories: children.length > 0,
    ShowCategoryName: true,
    AboveGridHtml: null,
    BelowGridHtml: null,
    ShowAttributesOnProductGrid: true,
    AttributesToShow: grid.Attributes.slice(0, 6).map((attribute) => attribute.Key),
    ShowPlainDescriptions: false,
    ItemList: { Items: grid.Items, Manufacturers: grid.Manufacturers, Bundles: [], Categories: children.map((child) => categoryNode(snapshot, child)) },
  };
}

async function fetchCategoryGroup(context: OperationContext<'POST', '/fetchCategoryGroup'>) {
  const snapshot = await snapshotOf(context);
  const group = snapshot.categoryGroups.find((candidate) => candidate.id === context.body.categoryGroupId);
  if (!group) throw new ApiError(404, `Category group ${context.body.categoryGroupId} was not found`);
  return {
    InventoryCategoryGroupId: group.id,
    CategoryGroupName: group.name,
    Categories: [...snapshot.categories.values()]
      .filter((category) => category.groupId === group.id && category.parentId === null)
      .map((category) => categoryNode(snapshot, category)),
  };
}

async function fetchBrand(context: OperationContext<'POST', '/fetchBrand'>) {
  const snapshot = await snapshotOf(context);
  const manufacturer = snapshot.manufacturers.get(context.body.manufacturerId);
  if (!manufacturer) throw new ApiError(404, `Brand ${context.body.manufacturerId} was not found`);
  const items = [...snapshot.items.values()].filter((item) => item.manufacturerId === manufacturer.id && item.availableOnline);
  const latest = [...items].filter((item) => !item.isExDemo).sort((a, b) => a.ageRank - b.ageRank);
  const popular = [...items].sort((a, b) => a.popularityRank - b.popularityRank);
  // Featured: spotlight items, padded from the latest (excluding EX-DEMO) up to 6 (spec 2 §2, §9).
  const featured = [...new Set([...items.filter((item) => item.websiteSpotlight && !item.isExDemo), ...latest])].slice(0, 6);
  const desktops = popular.filter((item) => item.categoryIds.includes(100));
  const categoryIds = [...new Set(items.map((item) => item.primaryCategoryId))];
  return {
    ManufacturerId: manufacturer.id,
    ManufacturerName: manufacturer.name,
    LogoUrl: `/api/images/${manufacturer.imageId}.svg`,
    Banners: [],
    Categories: categoryIds
      .map((id) => snapshot.categories.get(id))
      .filter((category) => category !== undefined)
      .map((category) => ({ InventoryCategoryId: category.id, CategoryName: category.name, InventoryCategoryGroupId: category.groupId })),
    FeaturedProducts: featured.map(apiTile),
    LatestItemList: latest.slice(0, 12).map(apiTile),
    PopularItemList: popular.slice(0, 12).map(apiTile),
    DesktopComputers: { Items: desktops.slice(0, 12).map(apiTile) },
    ItemList: popular.slice(0, 200).map(apiTile),
    ShowExploreCategories: categoryIds.length > 1,
    ShowFeaturedProducts: featured.length > 0,
    ShowDesktopComputers: desktops.length > 0,
    ShowCategories: categoryIds.length > 0,
    ShowProductGrid: true,
    ShowGeneratedHeader: true,
    ShowPlainDescriptions: false,
    ShowAttributesOnProductGrid: false,
    AttributesToShow: [],
    AboveGridHtml: null,
    BelowGridHtml: null,
  };
}

async function fetchPromotion(context: OperationContext<'GET', '/fetchPromotion/{promotionId}'>) {
  const id = Number(context.pathParameters['promotionId']);
  const promotion = await context.services.db.selectFrom('promotions').selectAll().where('promotion_id', '=', id).executeTakeFirst();
  if (!promotion) throw new ApiError(404, `Promotion ${id} was not found`);
  const snapshot = await snapshotOf(context);
  const items = [...(snapshot.promotionItems.get(id)?.keys() ?? [])].map((itemId) => snapshot.items.get(itemId)).filter((item) => item !== undefined);
  return {
    PromotionId: promotion.promotion_id,
    PromotionName: promotion.promotion_name,
    PublicPromotionName: promotion.public_promotion_name,
    PromotionDescription: promotion.promotion_description,
    PromotionStartDate: promotion.promotion_start_at.toISOString(),
    PromotionFinishDate: promotion.promotion_finish_at.toISOString(),
    CouponCode: promotion.coupon_code,
    Banners: [],
    ItemList: items.map(apiTile),
    RelatedPromotions: [],
    PromotionCartOfferWebpageId: null,
  };
}

async function fetchBanners(context: OperationContext<'POST', '/fetchBanners'>) {
  // Every region's banners: the browser chooses by its time zone (spec 1 §9, -480 is AU West), which the server
  // cannot see; a region filter here left a Perth shopper without a WA postcode no banner at all.
  let query = context.services.db
    .selectFrom('banners')
    .selectAll()
    .where('banner_group', '=', context.body.BannerGroup)
    .orderBy('sort_order')
    .orderBy('promotion_banner_id');
  const search = context.body.BannerSearchString?.trim();
  if (search) query = query.where('inner_html', 'ilike', `%${search.replace(/[%_\\]/g, (character) => `\\${character}`)}%`);
  const rows = await query.execute();
  return rows.map(bannerAnswer);
}

const booleanQuery = (value: unknown): boolean => value === true || value === 'true' || value === '1';

function gridRequestFromQuery(query: Record<string, unknown>): GridRequest {
  const ids = query['InventoryItemIds'];
  const number = (key: string): number | null => (typeof query[key] === 'number' ? (query[key] as number) : null);
  return {
    SearchString: typeof query['SearchString'] === 'string' ? query['SearchString'] : null,
    ManufacturerId: number('ManufacturerId'),
    InventoryCategoryId: number('InventoryCategoryId'),
    InventoryItemListId: number('InventoryItemListId'),
    PromotionId: number('PromotionId'),
    InventoryItemIds: Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [],
    OnlyWebsiteSpotlight: booleanQuery(query['OnlyWebsiteSpotlight']),
    OnlyFreeShipping: booleanQuery(query['OnlyFreeShipping']),
    OnlyClearance: booleanQuery(query['OnlyClearance']),
  };
}

/** getItemGrid: a list asked by id or sqid (spec 2 §7) becomes its items, in its order, before the grid query. */
async function itemGrid(context: RequestContext, request: GridRequest) {
  const snapshot = await snapshotOf(context);
  const list = await resolveItemList(context.services.db, request);
  const grid = runGridQuery(snapshot, list ? withListItems(request, list) : request, warehouseOf(context));
  // A list's grid is titled with the list's name (the build list page shows it, spec 2 §2).
  return list && request.GenerateTitle ? { ...grid, Title: `${list.name} (${grid.Items.length})` } : grid;
}

export function registerCatalogueRoutes(register: Register): void {
  register('POST', '/getItemGrid', (context) => itemGrid(context, context.body));
  register('GET', '/cc/getItemGrid', (context) => itemGrid(context, gridRequestFromQuery(context.query)));
  register('POST', '/fetchItem', fetchItem);
  register('POST', '/fetchCategory', fetchCategory);
  register('POST', '/fetchCategoryGroup', fetchCategoryGroup);
  register('POST', '/fetchBrand', fetchBrand);
  register('GET', '/fetchPromotion/{promotionId}', fetchPromotion);
  register('POST', '/fetchBanners', fetchBanners);
}
