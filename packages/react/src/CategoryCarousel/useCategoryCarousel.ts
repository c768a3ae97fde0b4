import { CATEGORY_CAROUSEL_INTERVAL_MS, CATEGORY_CAROUSEL_SLIDES_PER_VIEW } from '@rigkit/domain/category';
import { sliderSlideCount } from '@rigkit/domain/grid';
import { categoryPath } from '@rigkit/domain/paths';
import { useViewportWidth } from '../ViewportHint/useViewportWidth.ts';
import { categoryCarouselMessages } from './messages.ts';

/** One category of the carousel, as the contract's Category names it. */
export interface CarouselCategory {
  InventoryCategoryId: number;
  CategoryName: string;
}

export interface CategoryCarouselProps {
  /** The categories, one slide each, in their order. */
  categories: readonly CarouselCategory[];
  /** What the categories belong to (a category or a brand), for the carousel's accessible name. */
  ownerName: string;
  /** Whether the carousel turns on its own until the shopper pauses it. @default true */
  isAutoplayEnabled?: boolean;
  /** The layout width in px; the window's (or the ViewportHintProvider's) when left out. */
  viewportWidth?: number;
}

/** A slide's link. */
export interface CategoryCarouselSlide {
  key: number;
  name: string;
  href: string;
}

export interface CategoryCarouselState {
  label: string;
  slides: CategoryCarouselSlide[];
  /** Slides in view: 6 on a wide screen (spec 2 §2), stepping down with the width like every slider (spec 1 §9). */
  slidesPerView: number;
  intervalMs: number;
  isAutoplayEnabled: boolean;
}

/** Designed: a phone shows two category names per view, since a name is narrower than a product tile. */
const slidesPerViewOnPhone = 2;

/** The category carousel (spec 2 §2: "Carousel interval 4 s, 6 slides per view"). */
export function useCategoryCarousel(props: CategoryCarouselProps): CategoryCarouselState {
  const viewportWidth = useViewportWidth(props.viewportWidth);
  return {
    label: categoryCarouselMessages.label(props.ownerName),
    slides: props.categories.map((category) => ({
      key: category.InventoryCategoryId,
      name: category.CategoryName,
      href: categoryPath(category.InventoryCategoryId, category.CategoryName),
    })),
    slidesPerView: Math.min(sliderSlideCount(viewportWidth, CATEGORY_CAROUSEL_SLIDES_PER_VIEW, slidesPerViewOnPhone), Math.max(1, props.categories.length)),
    intervalMs: CATEGORY_CAROUSEL_INTERVAL_MS,
    isAutoplayEnabled: props.isAutoplayEnabled ?? true,
  };
}
