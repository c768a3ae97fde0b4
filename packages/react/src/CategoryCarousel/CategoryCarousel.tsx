// The category carousel (spec 2 §2, brand and category pages): a link per category, 6 in view on a wide screen,
// turning every 4 s with Previous, Pause and Next buttons; it holds still while pointed at or focused, and starts
// paused for a shopper who prefers reduced motion (WCAG 2.2.2). Embla loads on demand (internal/ItemGridSlider).
import { ItemGridSlider } from '../internal/ItemGridSlider.tsx';
import { RigkitLink } from '../RigkitProvider/RigkitProvider.tsx';
import { useCategoryCarousel, type CategoryCarouselProps } from './useCategoryCarousel.ts';

export function CategoryCarousel(props: CategoryCarouselProps) {
  const carousel = useCategoryCarousel(props);
  return (
    <div data-rigkit="category-carousel" data-state={carousel.isAutoplayEnabled ? 'autoplay' : 'manual'}>
      <ItemGridSlider
        label={carousel.label}
        slideCount={carousel.slidesPerView}
        isAutoplayEnabled={carousel.isAutoplayEnabled}
        autoplayIntervalMs={carousel.intervalMs}
        slides={carousel.slides.map((slide) => ({
          key: slide.key,
          content: (
            <RigkitLink href={slide.href} data-part="category">
              {slide.name}
            </RigkitLink>
          ),
        }))}
      />
    </div>
  );
}
