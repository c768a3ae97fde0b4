// Banners for tests and stories: @rigkit/api-client/mocks has none. Raw, as fetchBanners returns them (spec 1 §3
// "Banner"); pass them through `sanitiseBanners` as the storefront does. Pictures are drawn SVG data: URIs, so
// stories never touch the network.
import type { components } from '@rigkit/api-client';

type Banner = components['schemas']['Banner'];

/** A wide banner picture: a headline, a "Shop now" pill and a gaming tower, as a data: URI. */
export function bannerPicture(headline: string, from: string, to: string): string {
  const fans = [88, 150, 212].map((y) => `<circle cx="975" cy="${y}" r="24" fill="none" stroke="#38bdf8" stroke-width="6"/><circle cx="975" cy="${y}" r="6" fill="#38bdf8"/>`).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300" viewBox="0 0 1200 300">` +
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="1200" height="300" fill="url(#b)"/>` +
    `<circle cx="1010" cy="150" r="190" fill="#ffffff" opacity="0.06"/>` +
    `<rect x="900" y="40" width="170" height="230" rx="14" fill="#0f172a"/><rect x="914" y="54" width="116" height="202" rx="6" fill="#1e293b"/>${fans}` +
    `<rect x="1040" y="60" width="14" height="190" rx="4" fill="#334155"/>` +
    `<text x="72" y="140" font-family="sans-serif" font-size="56" font-weight="700" fill="#ffffff">${headline}</text>` +
    `<rect x="72" y="172" width="168" height="48" rx="24" fill="#ffffff"/>` +
    `<text x="156" y="204" font-family="sans-serif" font-size="22" font-weight="700" fill="#0f172a" text-anchor="middle">Shop now</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const image = (headline: string, alt: string, from: string, to: string) => `<img src="${bannerPicture(headline, from, to)}" alt="${alt}">`;

/** Perth shoppers' Black Friday banner, shown second in the West. */
export const westBlackFriday: Banner = {
  PromotionBannerId: 3301,
  SortOrder: 2,
  Region: 'AU West',
  DestinationUrl: '/promotion/4411',
  BannerSlideWebpageHtml: null,
  InnerHtml: image('Black Friday', 'Black Friday deals', '#1d4ed8', '#0f172a'),
};

/** The West's first banner: click and collect from the Perth stores. */
export const westClickAndCollect: Banner = {
  PromotionBannerId: 3302,
  SortOrder: 1,
  Region: 'AU West',
  DestinationUrl: '/Contact/Wangara',
  BannerSlideWebpageHtml: null,
  InnerHtml: image('Click &amp; Collect in Perth', 'Click and Collect from our Perth stores', '#15803d', '#0f172a'),
};

/** The East's only own banner. */
export const eastDelivery: Banner = {
  PromotionBannerId: 3303,
  SortOrder: 1,
  Region: 'AU East',
  DestinationUrl: '/promotion/4412',
  BannerSlideWebpageHtml: null,
  InnerHtml: image('Fast delivery to VIC', 'Fast delivery across Victoria', '#7c3aed', '#0f172a'),
};

/** A slide built from web page HTML, for both regions, carrying what a careless CMS entry could (removed by sanitising). */
export const everywhereCustomBuild: Banner = {
  PromotionBannerId: 3304,
  SortOrder: 3,
  Region: null,
  DestinationUrl: '/Products/700001/custom-build-ryzen-7-9800x3d',
  BannerSlideWebpageHtml:
    '<div class="banner-copy"><h2>Build your dream PC</h2><p>Choose your colour and graphics card. <a href="/CustomUVPrinting">Learn more</a></p>' +
    '<p><strong onmouseover="window.__bannerXss = true">Built and tested in Perth</strong></p><script>window.__bannerXss = true</script></div>',
  InnerHtml: null,
};

/** A banner without a destination: shown, not a link. */
export const everywhereNotice: Banner = {
  PromotionBannerId: 3305,
  SortOrder: 4,
  Region: null,
  DestinationUrl: null,
  BannerSlideWebpageHtml: null,
  InnerHtml: image('Open 7 days', 'Our stores are open 7 days', '#b91c1c', '#0f172a'),
};

/** Every banner, in the unordered way a CMS may return them. */
export const banners: Banner[] = [westBlackFriday, eastDelivery, everywhereNotice, westClickAndCollect, everywhereCustomBuild];

/** Perth's timezone offset (spec 1 §9: -480 means West) and an East one (Melbourne, standard time). */
export const perthOffset = -480;
export const melbourneOffset = -600;
