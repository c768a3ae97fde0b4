// The product page's data as the route loader hands it to the layouts (spec 2 §2 product page variants).
import type { components } from '@rigkit/api-client';
import type { KitSelection } from '@rigkit/domain/kit';
import type { SanitisedBanner } from '@rigkit/react/BannerCarousel';
import type { SanitisedHtml } from '@rigkit/react/SafeHtml';

export type ItemDetail = components['schemas']['ItemDetail'];
export type ItemTile = components['schemas']['ItemTile'];

/** Which layout the page draws: the item's variant (spec 2 §2), or the bundle page of /Products/{id}/Bundle. */
export type ProductLayout = 'standard' | 'prebuilt' | 'kit' | 'customBuild' | 'default' | 'bundle';

/** One game's result for the prebuilt's Game Performance section. */
export interface GamePerformanceRow {
  softwareId: number;
  name: string;
  /** 0 to 4, −1 incompatible (spec 1 §9). */
  level: number;
  /** The highest resolution tier reached ("1440P"), when the server names one. */
  resolution: string | null;
  /** The game's tile image. */
  imageUrl: string | null;
}

/** Site flags and login state for Buy Now and Add to existing order (spec 2 §5). */
export interface PurchaseSettings {
  isBuyNowEnabled: boolean;
  isAddToExistingOrderEnabled: boolean;
  isLoggedIn: boolean;
}

export interface ProductPageData {
  item: ItemDetail;
  layout: ProductLayout;
  peopleAlsoBought: ItemTile[];
  /** Game Performance rows; null when the section is not shown (spec 2 §2) or the games could not be read. */
  gamePerformance: GamePerformanceRow[] | null;
  /** A kit's default parts with their kit categories, for Buy on the kit page; empty when they can't be known. */
  kitDefaults: KitSelection[];
  /** MarketingDescription and ProductFeatures, sanitised on the server. */
  descriptionHtml: SanitisedHtml | null;
  featuresHtml: SanitisedHtml | null;
  /** The item's Banners and FeatureBanners (spec 2 §3), sanitised on the server. */
  banners: SanitisedBanner[];
  featureBanners: SanitisedBanner[];
  purchase: PurchaseSettings;
  /** ISO time the page was rendered at, shared by server and browser. */
  now: string;
}
