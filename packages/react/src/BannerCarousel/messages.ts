// The carousel's own words. The spec names a "banner slider" (spec 1 §2) but not its controls: every text here is
// designed.
export const bannerCarouselMessages = {
  label: 'Promotions', // designed
  previous: 'Previous banner', // designed
  next: 'Next banner', // designed
  pause: 'Pause', // designed
  play: 'Play', // designed
  dots: 'Choose a banner', // designed
} as const;

/** A slide's name among the others, "2 of 5" (designed). */
export const bannerSlideText = (position: number, count: number) => `${position} of ${count}`;

/** A dot's name, "Show banner 2 of 5" (designed). */
export const bannerDotText = (position: number, count: number) => `Show banner ${position} of ${count}`;

/** @deprecated The name before the `<widget>Messages` scheme; kept because @rigkit/react/BannerCarousel exported it. Use `bannerCarouselMessages`. */
export const BANNER_CAROUSEL_TEXT = bannerCarouselMessages;
