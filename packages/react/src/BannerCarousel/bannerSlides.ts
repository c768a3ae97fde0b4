// Which banners a shopper sees, in which order (spec 1 §3 "Banner", §9), and their CMS HTML made safe to render.
import type { components } from '@rigkit/api-client';
import type { BannerRegion } from '@rigkit/domain/region';
import type { HtmlSanitiser, SanitisedHtml } from '../SafeHtml/index.ts';
import { sanitiseHtml } from '../SafeHtml/index.ts';

type Banner = components['schemas']['Banner'];

/** A banner from fetchBanners whose HTML has been sanitised: the only kind the carousel renders. */
export type SanitisedBanner = Omit<Banner, 'BannerSlideWebpageHtml' | 'InnerHtml'> & {
  BannerSlideWebpageHtml?: SanitisedHtml | null;
  InnerHtml?: SanitisedHtml | null;
};

/**
 * Sanitises the HTML of each banner. Run it where a DOM exists: in the storefront's loader with a server sanitiser
 * (`createHtmlSanitiser(serverWindow)`), or in the browser with the default. A banner with a destination is itself
 * a link, so links inside its HTML are unwrapped (a link inside a link is invalid HTML).
 */
export function sanitiseBanners(banners: readonly Banner[], sanitise: HtmlSanitiser = sanitiseHtml): SanitisedBanner[] {
  return banners.map((banner) => {
    const options = banner.DestinationUrl ? { forbidTags: ['a'] } : {};
    return {
      ...banner,
      BannerSlideWebpageHtml: banner.BannerSlideWebpageHtml == null ? null : sanitise(banner.BannerSlideWebpageHtml, options),
      InnerHtml: banner.InnerHtml == null ? null : sanitise(banner.InnerHtml, options),
    };
  });
}

/**
 * The banners of the shopper's region, by SortOrder (ties by PromotionBannerId, so the order never depends on the
 * server's). A banner without a Region is shown in both regions (designed).
 */
export function bannerSlidesFor<B extends Pick<Banner, 'Region' | 'SortOrder' | 'PromotionBannerId'>>(banners: readonly B[], region: BannerRegion): B[] {
  return banners
    .filter((banner) => banner.Region == null || banner.Region === region)
    .sort((a, b) => a.SortOrder - b.SortOrder || a.PromotionBannerId - b.PromotionBannerId);
}

/** The HTML a slide shows: the slide's own web page HTML when it has one, otherwise its inner HTML. */
export function bannerHtml(banner: SanitisedBanner): SanitisedHtml | null {
  return banner.BannerSlideWebpageHtml || banner.InnerHtml || null;
}
