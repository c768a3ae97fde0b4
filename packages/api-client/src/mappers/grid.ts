// The one place where the contract's item (every field but a few optional, as the API may leave them out) becomes
// the domain's grid item (every field present), so the grid engine and the tile texts can run on it.
import type { components } from '../generated/schema.ts';
import type { GridItem } from '@rigkit/domain/grid';

/** An item as grids and tiles receive it from the API (spec 1 §3 "Item (grid/tile)"). */
export type TileItem = components['schemas']['ItemTile'];

// Missing ranks sort after every ranked item rather than before them.
const unranked = Number.MAX_SAFE_INTEGER;

export function toGridItem(item: TileItem): GridItem {
  return {
    InventoryItemId: item.InventoryItemId,
    ItemDescription: item.ItemDescription,
    ...(item.ItemPlainDescription === undefined ? {} : { ItemPlainDescription: item.ItemPlainDescription }),
    ...(item.ShortDescription == null ? {} : { ShortDescription: item.ShortDescription }),
    ...(item.KeySellingPoints === undefined ? {} : { KeySellingPoints: item.KeySellingPoints.join('\n') }),
    ItemUrl: item.ItemUrl ?? '',
    ItemTypeCode: item.ItemTypeCode,
    ManufacturerName: item.ManufacturerName ?? '',
    ManufacturerId: item.ManufacturerId ?? 0,
    ManufacturerModel: item.ManufacturerModel ?? '',
    CustomerPriceIncTax: item.CustomerPriceIncTax,
    RRPPriceIncTax: item.RRPPriceIncTax ?? null,
    NormalPrice: item.NormalPrice ?? null,
    PromotionPrice: item.PromotionPrice ?? null,
    WebListingStrip: item.WebListingStrip ?? null,
    FreeShipping: item.FreeShipping ?? false,
    AvailableOnline: item.AvailableOnline ?? true,
    PrimaryImageId: item.PrimaryImageId ?? null,
    SecondaryImageId: item.SecondaryImageId ?? null,
    BadgesNew: (item.BadgesNew ?? []).map((badge) => ({
      BadgeCode: badge.BadgeCode,
      BadgeImageId: badge.BadgeImageId ?? 0,
      BadgeDisplayName: badge.BadgeDisplayName ?? badge.BadgeCode,
    })),
    Attributes: (item.Attributes ?? []).map((attribute, index) => ({
      Key: attribute.Key,
      Value: attribute.Value,
      SortOrder: attribute.SortOrder ?? index,
    })),
    Categories: item.Categories ?? [],
    MarketingDescription: item.MarketingDescription ?? null,
    Availabilities: (item.Availabilities ?? []).map((stock) => ({
      InventoryWarehouseId: stock.InventoryWarehouseId,
      State: stock.State ?? '',
      Location: stock.Location ?? '',
      InStock: stock.InStock ?? stock.Available ?? false,
    })),
    PopularityRank: item.PopularityRank ?? unranked,
    AgeRank: item.AgeRank ?? unranked,
    Relevance: item.Relevance ?? 0,
  };
}
