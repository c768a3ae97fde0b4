// fetchItem (spec 2 §3 "Item (detail)", §7): an item's detail page from the in-process index, with a kit's categories.
import type { CatalogueSnapshot, IndexedItem } from './catalogueIndex.ts';
import { itemUrl } from './catalogueIndex.ts';
import { apiTile } from './gridQuery.ts';
import { dispatchBlockOf } from './dispatchBlock.ts';
import { itemPageExtrasOf, type ItemBanners } from './itemPageExtras.ts';
import { snapshotOf } from './catalogueReads.ts';
import { itemBanners } from './itemPageExtras.ts';
import { ApiError } from '../http/envelope.ts';
import type { OperationContext, RequestContext } from '../http/operation.ts';
import type { Schema } from '../contract/schemas.ts';
import { dollarsFromCents } from '@rigkit/domain/money';
import { categoryPath } from '@rigkit/domain/paths';

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

function itemDetail(snapshot: CatalogueSnapshot, item: IndexedItem, kitCategories: readonly KitCategoryItem[], banners: ItemBanners) {
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
    Webshots: itemPageExtrasOf(item).Webshots,
    Attachments: item.attachments.map(({ BinaryObjectId, OriginalFilename }) => ({ BinaryObjectId, OriginalFilename })),
    Categories: item.categoryIds
      .map((id) => snapshot.categories.get(id))
      .filter((category) => category !== undefined)
      .map((category) => ({ InventoryCategoryId: category.id, CategoryName: category.name, Url: categoryPath(category.id, category.name) })),
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
    ...dispatchBlockOf(item),
    Banners: banners.Banners,
    FeatureBanners: banners.FeatureBanners,
    // Presets and bundle deals (spec 2 §2), as build tiles; one no longer sold online is left out.
    Bundles: item.bundleIds
      .map((id) => snapshot.items.get(id))
      .filter((bundle): bundle is IndexedItem => bundle !== undefined && bundle.availableOnline)
      .map(apiTile),
    BadgesNew: item.tile.BadgesNew ?? [],
    ItemUrl: itemUrl(item.id, item.description),
    RedirectUrl: itemPageExtrasOf(item).RedirectUrl,
    ShowViewItem: true,
    ShowroomDemoData: [],
    Attributes: item.attributes.map(({ Key, Value, Group, AttributeType, ShowOnWeb }) => ({ Key, Value, Group, AttributeType, ShowOnWeb })),
    AssociatedItems: itemPageExtrasOf(item).AssociatedItems,
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

export async function fetchItem(context: OperationContext<'POST', '/fetchItem'>) {
  const snapshot = await snapshotOf(context);
  const { InventoryItemId, InventoryItemGuid } = context.body;
  const item =
    InventoryItemId !== null
      ? snapshot.items.get(InventoryItemId)
      : InventoryItemGuid
        ? [...snapshot.items.values()].find((candidate) => candidate.guid === InventoryItemGuid.toLowerCase())
        : undefined;
  if (!item) throw itemNotFound(InventoryItemId ?? InventoryItemGuid);
  const [kitCategories, banners] = await Promise.all([kitCategoryItems(context, snapshot, item), itemBanners(context, item.id)]);
  return itemDetail(snapshot, item, kitCategories, banners);
}
