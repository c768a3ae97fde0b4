export { CategoryCarousel } from './CategoryCarousel.tsx';
export type { CategoryCarouselButtonProps, CategoryCarouselContainerProps, CategoryCarouselRootProps, CategoryCarouselSlideProps, CategoryCarouselSlidesProps } from './CategoryCarousel.tsx';
export { useCategoryCarousel } from './useCategoryCarousel.ts';
export type { CarouselCategory, CategoryCarouselProps, CategoryCarouselSlide, CategoryCarouselState } from './useCategoryCarousel.ts';
export { categoryCarouselMessages } from './messages.ts';
