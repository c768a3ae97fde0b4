// The category carousel (spec 2 §2, brand and category pages): a link per category, 6 in view on a wide screen,
// turning every 4 s with Previous, Pause and Next buttons; it holds still while pointed at or focused, and starts
// paused for a shopper who prefers reduced motion (WCAG 2.2.2). Embla loads on demand (internal/ItemGridSlider).
// Compound (CONTRIBUTING "Compound parts"): `Root` holds the state and by default draws `Controls` (Previous,
// PauseButton, Next) then `Viewport` (`Slides`, one `Slide` per category); `<CategoryCarousel />` is that default.
import type { ReactNode } from 'react';
import { createPartsContext } from '../internal/createPartsContext.ts';
import {
  SliderControls,
  SliderNext,
  SliderPause,
  SliderPrevious,
  SliderSection,
  SliderSlide,
  SliderViewport,
  useItemGridSlider,
  type ItemGridSliderAria,
} from '../internal/ItemGridSlider.tsx';
import { RigkitLink } from '../RigkitProvider/RigkitProvider.tsx';
import { useCategoryCarousel, type CategoryCarouselProps, type CategoryCarouselSlide, type CategoryCarouselState } from './useCategoryCarousel.ts';

const [CategoryCarouselContext, useCategoryCarouselContext] = createPartsContext<{ carousel: CategoryCarouselState; slider: ItemGridSliderAria }>('CategoryCarousel');

export interface CategoryCarouselRootProps extends CategoryCarouselProps {
  /** The parts to show, inside the carousel region. @default `Controls` (Previous, PauseButton, Next), then `Viewport` with every slide */
  children?: ReactNode;
  /** Class name of the root element. */
  className?: string;
}

/** The carousel: the root element with its state, and the labelled carousel region the parts sit in. */
function Root({ children, className, ...props }: CategoryCarouselRootProps) {
  const carousel = useCategoryCarousel(props);
  const slider = useItemGridSlider({ label: carousel.label, slideCount: carousel.slidesPerView, isAutoplayEnabled: carousel.isAutoplayEnabled, autoplayIntervalMs: carousel.intervalMs });
  return (
    <CategoryCarouselContext value={{ carousel, slider }}>
      <div data-rigkit="category-carousel" data-state={carousel.isAutoplayEnabled ? 'autoplay' : 'manual'} className={className}>
        <SliderSection slider={slider}>
          {children ?? (
            <>
              <Controls />
              <Viewport />
            </>
          )}
        </SliderSection>
      </div>
    </CategoryCarouselContext>
  );
}

/** Props of the parts that draw one element around children of your choice. */
export interface CategoryCarouselContainerProps {
  /** The parts inside. */
  children?: ReactNode;
  /** Class name of the element. */
  className?: string;
}

/** Holds the buttons. @default Previous, PauseButton, Next */
function Controls({ children, className }: CategoryCarouselContainerProps) {
  useCategoryCarouselContext('Controls');
  return (
    <SliderControls className={className}>
      {children ?? (
        <>
          <Previous />
          <PauseButton />
          <Next />
        </>
      )}
    </SliderControls>
  );
}

export interface CategoryCarouselButtonProps {
  /** What the button shows; its accessible name stays "Previous slide" / "Next slide". @default '‹' or '›' */
  children?: ReactNode;
}

/** Turns the carousel back one page. */
function Previous({ children }: CategoryCarouselButtonProps) {
  const { slider } = useCategoryCarouselContext('Previous');
  return <SliderPrevious slider={slider}>{children}</SliderPrevious>;
}

/** Turns the carousel on one page. */
function Next({ children }: CategoryCarouselButtonProps) {
  const { slider } = useCategoryCarouselContext('Next');
  return <SliderNext slider={slider}>{children}</SliderNext>;
}

/** The visible Pause / Play button WCAG 2.2.2 asks of anything that moves on its own. */
function PauseButton() {
  const { slider } = useCategoryCarouselContext('PauseButton');
  return <SliderPause slider={slider} />;
}

/** The window the categories show through (embla's viewport and its row of slides). @default `Slides` */
function Viewport({ children, className }: CategoryCarouselContainerProps) {
  const { slider } = useCategoryCarouselContext('Viewport');
  return (
    <SliderViewport slider={slider} className={className}>
      {children ?? <Slides />}
    </SliderViewport>
  );
}

export interface CategoryCarouselSlidesProps {
  /** What a slide shows. @default the category's link */
  renderSlide?: (slide: CategoryCarouselSlide) => ReactNode;
}

/** One `Slide` per category, in their order. */
function Slides({ renderSlide }: CategoryCarouselSlidesProps) {
  const { carousel } = useCategoryCarouselContext('Slides');
  return carousel.slides.map((slide, index) => (
    <Slide key={slide.key} slide={slide} index={index}>
      {renderSlide?.(slide)}
    </Slide>
  ));
}

export interface CategoryCarouselSlideProps {
  /** The category this slide shows. */
  slide: CategoryCarouselSlide;
  /** Its position among the carousel's categories, from 0 (names the slide "3 of 9"). */
  index: number;
  /** What the slide shows. @default the category's link */
  children?: ReactNode;
  /** Class name of the slide. */
  className?: string;
}

/** One category: a link to its page. */
function Slide({ slide, index, children, className }: CategoryCarouselSlideProps) {
  const { carousel } = useCategoryCarouselContext('Slide');
  return (
    <SliderSlide index={index} total={carousel.slides.length} className={className}>
      {children ?? (
        <RigkitLink href={slide.href} data-part="category">
          {slide.name}
        </RigkitLink>
      )}
    </SliderSlide>
  );
}

/**
 * The category carousel: `<CategoryCarousel categories={…} ownerName="Keyboards" />` draws every part; compose your
 * own from `CategoryCarousel.Root` with `Controls` (`Previous`, `PauseButton`, `Next`) and `Viewport` (`Slides`,
 * `Slide`).
 */
export const CategoryCarousel = Object.assign((props: CategoryCarouselProps) => <Root {...props} />, { Root, Controls, Previous, PauseButton, Next, Viewport, Slides, Slide });
