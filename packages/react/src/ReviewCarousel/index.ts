export { ReviewCarousel } from './ReviewCarousel.tsx';
export type { ReviewCarouselComponentProps } from './ReviewCarousel.tsx';
export { useReviewCarousel } from './useReviewCarousel.ts';
export type { Review, ReviewCarouselAria, ReviewCarouselAutoplay, ReviewCarouselProps, ReviewCarouselRow } from './useReviewCarousel.ts';
export { reviewCarouselMessages } from './messages.ts';
