// Banner tracking, banners for item lists, content pages (spec 1 §7, spec 2 §7, spec 3 §7) and kit category
// options (spec 2 §7, §9: asked 5 categories at a time).
import { sql, type Selectable } from 'kysely';
import type { CatalogueSnapshot, IndexedItem } from '../catalogue/catalogueIndex.ts';
import type { Schema } from '../contract/schemas.ts';
import type { BannersTable, KitCategoriesTable } from '../db/schema.ts';
import { ApiError } from '../http/envelope.ts';
import type { OperationContext } from '../http/operation.ts';
import { dollarsFromCents } from '@rigkit/domain/money';

export async function trackBanner(context: OperationContext<'POST', '/BannerActiveTrack'>) {
  const { body, services, identity, now } = context;
  const banner = await services.db.selectFrom('banners').select('promotion_banner_id').where('promotion_banner_id', '=', body.PromotionBannerId).executeTakeFirst();
  if (!banner) throw new ApiError(404, `Banner ${body.PromotionBannerId} was not found`);
  await services.db
    .insertInto('banner_activity')
    .values({ promotion_banner_id: body.PromotionBannerId, activity_type: body.ActivityType, customer_session_guid: identity.sessionGuid, source_url: (body.SourceUrl ?? '').slice(0, 2000), created_at: now })
    .execute();
  return null;
}

/** A banner row as the contract's Banner: a banner for every region ('AU') has no Region. */
export function bannerAnswer(row: Selectable<BannersTable>): Schema<'Banner'> {
  return {
    PromotionBannerId: row.promotion_banner_id,
    SortOrder: row.sort_order,
    Region: row.region === 'AU' ? null : row.region,
    DestinationUrl: row.destination_url,
    BannerSlideWebpageHtml: row.banner_slide_webpage_html,
    InnerHtml: row.inner_html,
  };
}

export async function bannersForItemList(context: OperationContext<'POST', '/fetchBannersForItemList'>) {
  const { body, services } = context;
  // Banners are few; the item match is done here rather than in SQL.
  let query = services.db.selectFrom('banners').selectAll().orderBy('region').orderBy('sort_order');
  if (body.BannerGroup) query = query.where('banner_group', '=', body.BannerGroup);
  const rows = (await query.execute()).filter((row) => body.InventoryItemIds.some((id) => row.inventory_item_ids.includes(id)));
  return rows.map(bannerAnswer);
}

/** Private pages need a logged-in customer (spec 3 §2.1, §6: the login form shows instead). */
export const privatePageMessage = 'Please log in to view this page';

export async function lookupWebpage(context: OperationContext<'POST', '/lookupWebpage'>) {
  const { body, services, identity } = context;
  let query = services.db.selectFrom('webpages').selectAll();
  if (body.webpageId !== undefined) query = query.where('webpage_id', '=', body.webpageId);
  if (body.webpageGuid !== undefined) query = query.where('webpage_guid', '=', body.webpageGuid.toLowerCase());
  if (body.pageUrl !== undefined) query = query.where(sql<string>`lower(page_url)`, '=', body.pageUrl.toLowerCase());
  const page = await query.executeTakeFirst();
  if (!page) throw new ApiError(404, 'Page not found');
  if (page.is_private && !identity.customer) throw new ApiError(401, privatePageMessage);
  return {
    WebPageId: page.webpage_id,
    IsPrivate: page.is_private,
    MetaDescription: page.meta_description,
    PageTitle: page.page_title,
    PreviewImageUrl: page.preview_image_url || null,
    PageUrl: page.page_url,
    HtmlText: page.html_text,
  };
}

export async function kitCategoryOptions(context: OperationContext<'POST', '/fetchKitCategoryOptions'>) {
  const { body, services } = context;
  const snapshot = await (await services.catalogue()).refreshIfStale();
  const categories = await services.db.selectFrom('kit_categories').selectAll().where('inventory_kit_category_id', 'in', body.KitCategoryIds).orderBy('sort_order').execute();
  const options = categories.length
    ? await services.db
        .selectFrom('kit_category_options')
        .selectAll()
        .where('inventory_kit_category_id', 'in', categories.map((category) => category.inventory_kit_category_id))
        .orderBy('sort_order')
        .execute()
    : [];
  return categories.map((category) =>
    describeKitCategory(
      snapshot,
      category,
      options.filter((option) => option.inventory_kit_category_id === category.inventory_kit_category_id).map((option) => option.inventory_item_id),
    ),
  );
}

/** A kit option as the contract's KitCategoryItem (spec 2 §3 "option lists with Items"). */
function describeKitOption(item: IndexedItem) {
  return {
    InventoryItemId: item.id,
    ItemCode: item.code,
    ItemDescription: item.description,
    ManufacturerModel: item.model,
    PriceIncTax: dollarsFromCents(item.priceCents),
    RetailPriceIncTax: dollarsFromCents(item.normalPriceCents),
    PrimaryImageId: item.id,
    Attributes: item.attributes.map(({ Key, Value }) => ({ Key, Value })),
    Availabilities: item.stock.map((stock) => ({ InventoryWarehouseId: stock.InventoryWarehouseId, Location: stock.WarehouseName, State: stock.State, InStock: stock.Quantity > 0 })),
  };
}

/** A kit category with its options in their order (contract KitCategory, spec 2 §3 "Kit category"). */
export function describeKitCategory(snapshot: CatalogueSnapshot, category: KitCategoriesTable, optionIds: readonly number[]) {
  return {
    InventoryKitCategoryId: category.inventory_kit_category_id,
    CategoryName: category.category_name,
    CategoryGroup: category.category_group,
    SortOrder: category.sort_order,
    DefaultInventoryItemId: category.default_inventory_item_id,
    DefaultQuantity: category.default_quantity,
    MaximumQuantity: category.maximum_quantity,
    AllowNone: category.allow_none,
    NoneImageUrl: category.none_image_url,
    Items: optionIds.map((id) => snapshot.items.get(id)).filter((item) => item !== undefined).map(describeKitOption),
  };
}

