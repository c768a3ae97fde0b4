// The listing pages' reads (spec 1 §7, spec 2 §7): a category, a category group, a brand, a promotion and a banner
// group, answered from the in-process index.
import type { OperationContext } from '../http/operation.ts';
import { bannerAnswer } from '../content/content.ts';
import { categoryNode } from '../site/site.ts';
import { apiTile, runGridQuery } from './gridQuery.ts';
import { snapshotOf, warehouseOf } from './catalogueReads.ts';
import { ApiError } from '../http/envelope.ts';
import { brandBannerGroup, isDesktopWithBrandParts } from './brandPage.ts';

/** Desktop Computers, the category whose PCs the brand page's "Builds" slider draws from (spec 2 §2). */
const desktopComputersCategoryId = 100;

export async function fetchCategory(context: OperationContext<'POST', '/fetchCategory'>) {
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

export async function fetchCategoryGroup(context: OperationContext<'POST', '/fetchCategoryGroup'>) {
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

export async function fetchBrand(context: OperationContext<'POST', '/fetchBrand'>) {
  const snapshot = await snapshotOf(context);
  const manufacturer = snapshot.manufacturers.get(context.body.manufacturerId);
  if (!manufacturer) throw new ApiError(404, `Brand ${context.body.manufacturerId} was not found`);
  const items = [...snapshot.items.values()].filter((item) => item.manufacturerId === manufacturer.id && item.availableOnline);
  const latest = [...items].filter((item) => !item.isExDemo).sort((a, b) => a.ageRank - b.ageRank);
  const popular = [...items].sort((a, b) => a.popularityRank - b.popularityRank);
  // Featured: spotlight items, padded from the latest (excluding EX-DEMO) up to 6 (spec 2 §2, §9).
  const featured = [...new Set([...items.filter((item) => item.websiteSpotlight && !item.isExDemo), ...latest])].slice(0, 6);
  // PCs with the brand's parts, most popular first (spec 2 §2, §9: popular by popularity descending).
  const desktops = [...snapshot.items.values()]
    .filter((item) => item.availableOnline && isDesktopWithBrandParts(item, manufacturer.id, manufacturer.name, desktopComputersCategoryId))
    .sort((a, b) => a.popularityRank - b.popularityRank);
  const categoryIds = [...new Set(items.map((item) => item.primaryCategoryId))];
  const [banners, page] = await Promise.all([
    context.services.db
      .selectFrom('banners')
      .selectAll()
      .where('banner_group', '=', brandBannerGroup(manufacturer.id))
      .orderBy('sort_order')
      .orderBy('promotion_banner_id')
      .execute(),
    context.services.db.selectFrom('brand_pages').selectAll().where('manufacturer_id', '=', manufacturer.id).executeTakeFirst(),
  ]);
  return {
    ManufacturerId: manufacturer.id,
    ManufacturerName: manufacturer.name,
    LogoUrl: `/api/images/${manufacturer.imageId}.svg`,
    Banners: banners.map(bannerAnswer),
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
    ShowProductGrid: page?.show_product_grid ?? true,
    ShowGeneratedHeader: true,
    ShowPlainDescriptions: false,
    ShowAttributesOnProductGrid: false,
    AttributesToShow: [],
    AboveGridHtml: page?.above_grid_html ?? null,
    BelowGridHtml: page?.below_grid_html ?? null,
  };
}

export async function fetchPromotion(context: OperationContext<'GET', '/fetchPromotion/{promotionId}'>) {
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

export async function fetchBanners(context: OperationContext<'POST', '/fetchBanners'>) {
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
