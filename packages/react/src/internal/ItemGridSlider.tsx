// Slider mode (spec 1 §2, §9): embla carousel, as many tiles per view as the domain's slide count for the width,
// autoplay every 4 s that the shopper can pause (and that stops while the pointer or focus is inside).
// `useItemGridSlider` holds the behaviour and the Slider* parts below draw it, so a compound widget built on the
// slider (CategoryCarousel.Root and its parts) draws exactly what `ItemGridSlider` draws, in the order it chooses.
// The slider's markup and state are static and server-rendered (the first slides show before any script runs); the
// embla engine loads on demand from SliderEngine.tsx once the slider is near the viewport and takes over the same
// viewport.
import type { UseEmblaCarouselType } from 'embla-carousel-react';
import type { CSSProperties, FocusEvent, HTMLAttributes, PointerEvent, ReactNode } from 'react';
import { useCallback, useEffect, useState } from 'react';
import { PartButton } from './PartButton.tsx';
import type { NativeButtonProps } from './useNativeButton.ts';
import { lazyPart, useLazyPart } from './lazyPart.ts';
import { useIdleTurn } from './useIdleTurn.ts';
import { usePrefersReducedMotion } from './usePrefersReducedMotion.ts';
import { useNearViewport } from './useNearViewport.ts';
import { itemGridMessages, slideText } from '../ItemGrid/messages.ts';

const enginePart = lazyPart(() => import('./SliderEngine.tsx'));

/** The embla carousel API. */
export type EmblaCarouselType = NonNullable<UseEmblaCarouselType[1]>;

export interface SliderEngineProps {
  /** The slider's viewport element, once mounted. */
  viewport: HTMLDivElement;
  /** Receives the carousel API once embla has started (undefined when it stops). */
  onApi: (api: EmblaCarouselType | undefined) => void;
}

/**
 * Autoplay interval of the grid slider: "Autoplay: 4 s (grid, reviews)" (spec 1 §9). Kept here because
 * @rigkit/domain/grid has no autoplay constant yet.
 */
export const gridSliderAutoplayMs = 4000;

/** Whether the slider moves on its own: playing, paused by the shopper, or held while hovered or focused. */
export type SliderAutoplayState = 'playing' | 'paused' | 'held';

export interface ItemGridSliderOptions {
  label: string;
  slideCount: number;
  isAutoplayEnabled: boolean;
  /** How often the slider turns while playing, in ms. @default gridSliderAutoplayMs (4 s) */
  autoplayIntervalMs?: number;
}

export interface ItemGridSliderProps extends ItemGridSliderOptions {
  slides: { key: string | number; content: ReactNode }[];
}

/** What the slider's parts draw: the region's attributes, the lazy engine, the buttons and the viewport. */
export interface ItemGridSliderAria {
  sectionProps: HTMLAttributes<HTMLElement> & { 'data-part': string; 'data-autoplay': SliderAutoplayState; 'data-page': number };
  /** The embla engine once it has loaded and the viewport is mounted; null before. */
  engine: ReactNode;
  previousButton: NativeButtonProps;
  nextButton: NativeButtonProps;
  pauseButton: NativeButtonProps;
  /** 'Pause' while the slider may move, 'Play' while it is paused. */
  pauseLabel: string;
  autoplayState: SliderAutoplayState;
  /** The viewport's ref callback. */
  setViewport: (element: HTMLDivElement | null) => void;
  /** Announces slide changes only when the shopper made them (not while playing). */
  viewportLive: 'off' | 'polite';
}

export function useItemGridSlider(props: ItemGridSliderOptions): ItemGridSliderAria {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType | undefined>(undefined);
  const onApi = useCallback((api: EmblaCarouselType | undefined) => setEmbla(() => api), []);
  const autoplayIntervalMs = props.autoplayIntervalMs ?? gridSliderAutoplayMs;
  // A shopper who asks for less motion gets a slider that stands still until they press Play (WCAG 2.2.2, 2.3.3);
  // once they press Pause or Play, their choice holds.
  const prefersReducedMotion = usePrefersReducedMotion();
  const [pauseChoice, setPauseChoice] = useState<boolean | null>(null);
  const isPaused = pauseChoice ?? (!props.isAutoplayEnabled || prefersReducedMotion);
  // Hover and focus-within by hand: React Aria's useHover and useFocusWithin brought its shared interaction and SSR id
  // modules (about 5 kB gzip) to every page with a slider, for two booleans. A touch does not hover (as useHover).
  const [isHovered, setHovered] = useState(false);
  const [isFocusWithin, setFocusWithin] = useState(false);
  // Embla starts when the slider comes near the viewport, one slider per idle period: on a home page of several
  // sliders, starting every engine while the page hydrates measured each slider's layout at once (the page's
  // largest script and layout cost at 4x). Pointing at or focusing into the slider starts it at once.
  const isNearViewport = useNearViewport(viewport);
  const isEngineStarted = useIdleTurn(isNearViewport, isHovered || isFocusWithin);
  const engine = useLazyPart(enginePart, isEngineStarted);
  const autoplayState: SliderAutoplayState = isPaused ? 'paused' : isHovered || isFocusWithin ? 'held' : 'playing';

  // The page of tiles in view, for styling and for tests that watch the slider move.
  const [selectedPage, setSelectedPage] = useState(0);
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelectedPage(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla || autoplayState !== 'playing') return;
    const timer = setInterval(() => embla.scrollNext(), autoplayIntervalMs);
    return () => clearInterval(timer);
  }, [embla, autoplayState, autoplayIntervalMs]);

  return {
    sectionProps: {
      onPointerEnter: (event: PointerEvent<HTMLElement>) => {
        if (event.pointerType !== 'touch') setHovered(true);
      },
      onPointerLeave: (event: PointerEvent<HTMLElement>) => {
        if (event.pointerType !== 'touch') setHovered(false);
      },
      onFocus: () => setFocusWithin(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocusWithin(false);
      },
      'aria-roledescription': 'carousel',
      'aria-label': props.label,
      'data-part': 'slider',
      'data-autoplay': autoplayState,
      'data-page': selectedPage,
      style: { '--rk-slides': props.slideCount } as CSSProperties,
    },
    engine: engine && viewport && isEngineStarted ? <engine.SliderEngine viewport={viewport} onApi={onApi} /> : null,
    previousButton: { 'aria-label': itemGridMessages.previousSlide, onPress: () => embla?.scrollPrev() },
    nextButton: { 'aria-label': itemGridMessages.nextSlide, onPress: () => embla?.scrollNext() },
    pauseButton: { onPress: () => setPauseChoice(!isPaused) },
    pauseLabel: isPaused ? itemGridMessages.play : itemGridMessages.pause,
    autoplayState,
    setViewport,
    viewportLive: autoplayState === 'playing' ? 'off' : 'polite',
  };
}

/** The labelled carousel region, with the engine once it runs. */
export function SliderSection({ slider, children }: { slider: ItemGridSliderAria; children: ReactNode }) {
  return (
    <section {...slider.sectionProps}>
      {slider.engine}
      {children}
    </section>
  );
}

export function SliderControls({ className, children }: { className?: string | undefined; children: ReactNode }) {
  return (
    <div data-part="slider-controls" className={className}>
      {children}
    </div>
  );
}

export function SliderPrevious({ slider, children = '‹' }: { slider: ItemGridSliderAria; children?: ReactNode }) {
  return (
    <PartButton button={slider.previousButton} part="slider-previous">
      {children}
    </PartButton>
  );
}

export function SliderNext({ slider, children = '›' }: { slider: ItemGridSliderAria; children?: ReactNode }) {
  return (
    <PartButton button={slider.nextButton} part="slider-next">
      {children}
    </PartButton>
  );
}

export function SliderPause({ slider }: { slider: ItemGridSliderAria }) {
  return (
    <PartButton button={slider.pauseButton} part="slider-pause">
      {slider.pauseLabel}
    </PartButton>
  );
}

/** The window the slides show through (embla's viewport) and their row (embla's container). */
export function SliderViewport({ slider, className, children }: { slider: ItemGridSliderAria; className?: string | undefined; children: ReactNode }) {
  const { setViewport, viewportLive } = slider;
  return (
    <div ref={setViewport} data-part="slider-viewport" aria-live={viewportLive} className={className}>
      <div data-part="slider-track">{children}</div>
    </div>
  );
}

/** One slide, named by its position ("3 of 9"). */
export function SliderSlide({ index, total, className, children }: { index: number; total: number; className?: string | undefined; children: ReactNode }) {
  return (
    <div role="group" aria-roledescription="slide" aria-label={slideText(index + 1, total)} data-part="slide" className={className}>
      {children}
    </div>
  );
}

export function ItemGridSlider({ slides, ...options }: ItemGridSliderProps) {
  const slider = useItemGridSlider(options);
  return (
    <SliderSection slider={slider}>
      <SliderControls>
        <SliderPrevious slider={slider} />
        <SliderPause slider={slider} />
        <SliderNext slider={slider} />
      </SliderControls>
      <SliderViewport slider={slider}>
        {slides.map((slide, index) => (
          <SliderSlide key={slide.key} index={index} total={slides.length}>
            {slide.content}
          </SliderSlide>
        ))}
      </SliderViewport>
    </SliderSection>
  );
}
