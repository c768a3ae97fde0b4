export { BannerCarousel } from './BannerCarousel.tsx';
export type {
  BannerCarouselButtonProps,
  BannerCarouselContainerProps,
  BannerCarouselRootProps,
  BannerCarouselSlideProps,
} from './BannerCarousel.tsx';
export { useBannerCarousel } from './useBannerCarousel.ts';
export type { BannerAutoplayState, BannerCarouselAria, BannerCarouselProps, BannerTrackEvent, BannerTransition } from './useBannerCarousel.ts';
export { bannerHtml, bannerSlidesFor, sanitiseBanners } from './bannerSlides.ts';
export type { SanitisedBanner } from './bannerSlides.ts';
export { bannerAutoplayMs, bannerRefreshIntervalMs, fadeBannerAutoplayMs } from './timing.ts';
export { bannerCarouselMessages, BANNER_CAROUSEL_TEXT, bannerDotText, bannerSlideText } from './messages.ts';
