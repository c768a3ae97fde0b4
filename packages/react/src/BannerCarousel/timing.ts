// Banner timings from spec 1 §9. @rigkit/domain has no banner constants yet, so they are kept here, once.

/** "Autoplay: ... 3 s (banners)" (spec 1 §9). */
export const bannerAutoplayMs = 3000;

/** "Autoplay: ... 10 s (fade banners)" (spec 1 §9). */
export const fadeBannerAutoplayMs = 10_000;

/** "Banners auto-refresh by default every 1,800,000 ms (30 minutes)" (spec 1 §9). */
export const bannerRefreshIntervalMs = 1_800_000;
