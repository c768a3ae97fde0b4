// What an item's page shows beyond its row (spec 2 §3 "Item (detail)": RedirectUrl, AssociatedItems, Webshots,
// Banners, FeatureBanners; issue 17 rows B8, B9, B14): the first three kept in the item's details, the banners in the
// banners table under two groups of their own, tagged with the item's id.
import type { IndexedItem } from './catalogueIndex.ts';
import { bannerAnswer } from '../content/content.ts';
import type { Schema } from '../contract/schemas.ts';
import type { RequestContext } from '../http/operation.ts';

/** Banner groups of an item's own banners (designed: spec 2 names the fields, not their groups). */
export const itemBannerGroups = { banners: 'ItemBanners', featureBanners: 'ItemFeatures' } as const;

type ItemDetailSchema = Schema<'ItemDetail'>;
export type ItemBanners = { Banners: Schema<'Banner'>[]; FeatureBanners: Schema<'Banner'>[] };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The item's RedirectUrl, variants and webshots from its details; anything malformed is left out. */
export function itemPageExtrasOf(item: IndexedItem): { RedirectUrl: string | null; AssociatedItems: NonNullable<ItemDetailSchema['AssociatedItems']>; Webshots: NonNullable<ItemDetailSchema['Webshots']> } {
  const { details } = item;
  const redirectUrl = details['RedirectUrl'];
  const associated = Array.isArray(details['AssociatedItems']) ? (details['AssociatedItems'] as unknown[]) : [];
  const webshots = Array.isArray(details['Webshots']) ? (details['Webshots'] as unknown[]) : [];
  return {
    RedirectUrl: typeof redirectUrl === 'string' && redirectUrl !== '' ? redirectUrl : null,
    AssociatedItems: associated
      .filter(isRecord)
      .filter((entry) => typeof entry['AssociationType'] === 'string' && typeof entry['InventoryItemId'] === 'number')
      .map((entry) => ({
        AssociationType: entry['AssociationType'] as string,
        AdditionalText: typeof entry['AdditionalText'] === 'string' ? entry['AdditionalText'] : null,
        InventoryItemId: entry['InventoryItemId'] as number,
        ItemDescription: typeof entry['ItemDescription'] === 'string' ? entry['ItemDescription'] : '',
      })),
    Webshots: webshots
      .filter(isRecord)
      .filter((entry) => typeof entry['ImageId'] === 'number')
      .map((entry) => ({
        ImageId: entry['ImageId'] as number,
        ImageType: typeof entry['ImageType'] === 'string' ? entry['ImageType'] : null,
        Caption: typeof entry['Caption'] === 'string' ? entry['Caption'] : null,
      })),
  };
}

/** The item's Banners and FeatureBanners, every region (the browser chooses by its time zone), by SortOrder. */
export async function itemBanners(context: RequestContext, inventoryItemId: number): Promise<ItemBanners> {
  const rows = await context.services.db
    .selectFrom('banners')
    .selectAll()
    .where('banner_group', 'in', [itemBannerGroups.banners, itemBannerGroups.featureBanners])
    .orderBy('sort_order')
    .orderBy('promotion_banner_id')
    .execute();
  const mine = rows.filter((row) => row.inventory_item_ids.includes(inventoryItemId));
  return {
    Banners: mine.filter((row) => row.banner_group === itemBannerGroups.banners).map(bannerAnswer),
    FeatureBanners: mine.filter((row) => row.banner_group === itemBannerGroups.featureBanners).map(bannerAnswer),
  };
}
