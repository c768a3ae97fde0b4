// What the custom build page shows around the configurator (spec 2 §2 "Custom build page"): the banners of group
// 'CustomBuildFeatures' for the kit (fetchBannersForItemList, spec 2 §7), sanitised here where the page is rendered,
// and whether the Christmas 2024 cut-off notice applies to this shopper today.
import type { components, RigkitClient } from '@rigkit/api-client';
import { isChristmas2024CutoffNoticeShown, isWaCustomer } from '@rigkit/domain/region';
import type { SanitisedBanner } from '@rigkit/react/BannerCarousel';
import { sanitiseCmsBanners } from '../lib/cms.server.ts';

type SessionPreferences = components['schemas']['CustomerSessionPreferences'];

/** spec 2 §2: "related banners (group 'CustomBuildFeatures')". */
export const customBuildBannerGroup = 'CustomBuildFeatures';

/**
 * Whether the Christmas cut-off notice shows: between 2024-12-16 and 2024-12-25, and for a WA shopper (postcode or
 * default warehouse in WA; the server cannot see the browser's time zone) any time before 2024-12-25 (spec 2 §2).
 */
export function isChristmasNoticeShownTo(preferences: Pick<SessionPreferences, 'LocationPostcode' | 'DefaultWarehouseId'> | undefined, now: Date): boolean {
  const isWa = isWaCustomer({ postcode: preferences?.LocationPostcode ?? null, defaultWarehouseId: preferences?.DefaultWarehouseId ?? null });
  return isChristmas2024CutoffNoticeShown(now, isWa);
}

export interface BuildPageExtras {
  banners: SanitisedBanner[];
  isChristmasNoticeShown: boolean;
}

/** Loads the banners and the shopper's session; a failure of either leaves that part out, never the page. */
export async function loadBuildPageExtras(client: RigkitClient, kitInventoryItemId: number, now: Date, signal: AbortSignal): Promise<BuildPageExtras> {
  const [banners, preferences] = await Promise.all([
    client
      .POST('/fetchBannersForItemList', { body: { InventoryItemIds: [kitInventoryItemId], BannerGroup: customBuildBannerGroup }, signal })
      .then(({ data }) => sanitiseCmsBanners(data.data ?? []))
      .catch(() => []),
    client
      .GET('/session/fetchSession', { signal })
      .then(({ data }) => data.data?.CustomerSessionPreferences)
      .catch(() => undefined),
  ]);
  return { banners, isChristmasNoticeShown: isChristmasNoticeShownTo(preferences, now) };
}
