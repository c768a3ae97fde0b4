import type { ReactNode } from 'react';
import { useRef } from 'react';
import { useNativeButton } from '../internal/useNativeButton.ts';
import type { AriaButtonProps } from 'react-aria/useButton';
import { SafeHtml } from '../SafeHtml/index.ts';
import { bannerHtml } from './bannerSlides.ts';
import type { SanitisedBanner } from './bannerSlides.ts';
import type { BannerCarouselAria, BannerCarouselProps } from './useBannerCarousel.ts';
import { RigkitLink } from '../RigkitProvider/RigkitProvider.tsx';
import { useBannerCarousel } from './useBannerCarousel.ts';
import { createPartsContext } from '../internal/createPartsContext.ts';

interface BannerCarouselContextValue {
  carousel: BannerCarouselAria;
}

const [BannerCarouselContext, useBannerCarouselContext] = createPartsContext<BannerCarouselContextValue>('BannerCarousel');

export interface BannerCarouselRootProps extends BannerCarouselProps {
  /** The parts to show. @default the viewport with every slide, then pause/play, previous, the dots and next */
  children?: ReactNode;
  /** Class name of the carousel element. */
  className?: string;
}

/** The carousel: a labelled region holding the state. Renders nothing when the shopper's region has no banners. */
function Root({ children, className, ...props }: BannerCarouselRootProps) {
  const ref = useRef<HTMLElement>(null);
  const carousel = useBannerCarousel(props, ref);
  if (carousel.count === 0) return null;
  return (
    <BannerCarouselContext value={{ carousel }}>
      <section {...carousel.rootProps} ref={ref} className={className}>
        {children ?? (
          <>
            <Viewport>
              <Track />
            </Viewport>
            <Controls>
              <PlayPause />
              <Previous />
              <Dots />
              <Next />
            </Controls>
          </>
        )}
      </section>
    </BannerCarouselContext>
  );
}

/** Props of the parts that render one element around children of your choice. */
export interface BannerCarouselContainerProps {
  /** The parts inside. */
  children?: ReactNode;
  /** Class name of the element. */
  className?: string;
}

/** The window the banners show through (embla's viewport); announces changes the shopper makes. */
function Viewport({ children, className }: BannerCarouselContainerProps) {
  const { attachViewport, viewportProps } = useBannerCarouselContext('Viewport').carousel;
  return (
    <div {...viewportProps} ref={attachViewport} className={className}>
      {children}
    </div>
  );
}

/** The row of slides (embla's container). @default one `Slide` per banner */
function Track({ children, className }: BannerCarouselContainerProps) {
  const { carousel } = useBannerCarouselContext('Track');
  return (
    <div {...carousel.trackProps} className={className}>
      {children ?? carousel.slides.map((banner, index) => <Slide key={banner.PromotionBannerId} banner={banner} index={index} />)}
    </div>
  );
}

export interface BannerCarouselSlideProps {
  /** The banner this slide shows. */
  banner: SanitisedBanner;
  /** Its position among the region's banners. */
  index: number;
  /** Class name of the slide. */
  className?: string;
}

/** One banner: its sanitised HTML, inside a link to its DestinationUrl when it has one. */
function Slide({ banner, index, className }: BannerCarouselSlideProps) {
  const { carousel } = useBannerCarouselContext('Slide');
  const content = <SafeHtml html={bannerHtml(banner)} />;
  const link = carousel.getLinkProps(banner);
  return (
    <div {...carousel.getSlideProps(index)} className={className} data-banner-id={banner.PromotionBannerId}>
      {link ? <RigkitLink {...link}>{content}</RigkitLink> : content}
    </div>
  );
}

/** Holds the buttons under the banners. */
function Controls({ children, className }: BannerCarouselContainerProps) {
  useBannerCarouselContext('Controls');
  return (
    <div className={className} data-part="controls">
      {children}
    </div>
  );
}

export interface BannerCarouselButtonProps {
  /** What the button shows. @default '‹', '›', or 'Pause' / 'Play' */
  children?: ReactNode;
  /** Class name of the button. */
  className?: string;
}

function CarouselButton({ aria, part, children, className, extra }: { aria: AriaButtonProps<'button'>; part: string; children: ReactNode; className?: string | undefined; extra?: Record<string, string | boolean | undefined> }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useNativeButton({ ...aria, type: 'button' }, ref);
  return (
    <button {...buttonProps} {...extra} ref={ref} className={className} data-part={part}>
      {children}
    </button>
  );
}

/** Shows the previous banner (from the first, the last); absent with a single banner. */
function Previous({ children = '‹', className }: BannerCarouselButtonProps) {
  const { carousel } = useBannerCarouselContext('Previous');
  if (carousel.count < 2) return null;
  return (
    <CarouselButton aria={carousel.previousButtonProps} part="previous" className={className}>
      {children}
    </CarouselButton>
  );
}

/** Shows the next banner (from the last, the first); absent with a single banner. */
function Next({ children = '›', className }: BannerCarouselButtonProps) {
  const { carousel } = useBannerCarouselContext('Next');
  if (carousel.count < 2) return null;
  return (
    <CarouselButton aria={carousel.nextButtonProps} part="next" className={className}>
      {children}
    </CarouselButton>
  );
}

/** The visible Pause / Play button WCAG 2.2.2 asks of anything that moves on its own; absent with a single banner. */
function PlayPause({ className }: Omit<BannerCarouselButtonProps, 'children'>) {
  const { carousel } = useBannerCarouselContext('PlayPause');
  if (carousel.count < 2) return null;
  return (
    <CarouselButton aria={carousel.playPauseButtonProps} part="play-pause" className={className} extra={{ 'data-state': carousel.isPaused ? 'paused' : 'playing' }}>
      {carousel.playPauseLabel}
    </CarouselButton>
  );
}

/** One button per banner, named "Show banner 2 of 5"; the shown one is marked current. Absent with a single banner. */
function Dots({ className }: Omit<BannerCarouselContainerProps, 'children'>) {
  const { carousel } = useBannerCarouselContext('Dots');
  if (carousel.count < 2) return null;
  return (
    <div {...carousel.dotsProps} className={className}>
      {carousel.slides.map((banner, index) => {
        const { isCurrent, ...aria } = carousel.getDotProps(index);
        return (
          <CarouselButton key={banner.PromotionBannerId} aria={aria} part="dot" extra={{ 'aria-current': isCurrent ? 'true' : undefined, 'data-state': isCurrent ? 'active' : 'inactive' }}>
            {null}
          </CarouselButton>
        );
      })}
    </div>
  );
}

/**
 * The banner slider (spec 1 §2, §3, §9): `Root` holds the state and by default renders everything; compose your own
 * from `Viewport` › `Track` › `Slide`, and `Controls` with `Previous`, `PlayPause`, `Next` and `Dots`.
 */
export const BannerCarousel = { Root, Viewport, Track, Slide, Controls, Previous, Next, PlayPause, Dots };
