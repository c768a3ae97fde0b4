// Slider mode (spec 1 §2, §9): embla carousel, as many tiles per view as the domain's slide count for the width,
// autoplay every 4 s that the shopper can pause (and that stops while the pointer or focus is inside).
// The slider's markup and state are static and server-rendered (the first slides show before any script runs); the
// embla engine loads on demand from SliderEngine.tsx once the slider is near the viewport and takes over the same
// viewport.
import type { UseEmblaCarouselType } from 'embla-carousel-react';
import type { CSSProperties, ReactNode } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNativeButton } from './useNativeButton.ts';
import { useFocusWithin } from 'react-aria/useFocusWithin';
import { useHover } from 'react-aria/useHover';
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

export interface ItemGridSliderProps {
  label: string;
  slideCount: number;
  isAutoplayEnabled: boolean;
  slides: { key: string | number; content: ReactNode }[];
  /** How often the slider turns while playing, in ms. @default gridSliderAutoplayMs (4 s) */
  autoplayIntervalMs?: number;
}

export function ItemGridSlider(props: ItemGridSliderProps) {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType | undefined>(undefined);
  const onApi = useCallback((api: EmblaCarouselType | undefined) => setEmbla(() => api), []);
  const autoplayIntervalMs = props.autoplayIntervalMs ?? gridSliderAutoplayMs;
  // A shopper who asks for less motion gets a slider that stands still until they press Play (WCAG 2.2.2, 2.3.3);
  // once they press Pause or Play, their choice holds.
  const prefersReducedMotion = usePrefersReducedMotion();
  const [pauseChoice, setPauseChoice] = useState<boolean | null>(null);
  const isPaused = pauseChoice ?? (!props.isAutoplayEnabled || prefersReducedMotion);
  const [isFocusWithin, setFocusWithin] = useState(false);
  const { hoverProps, isHovered } = useHover({});
  const { focusWithinProps } = useFocusWithin({ onFocusWithinChange: setFocusWithin });
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

  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const pauseRef = useRef<HTMLButtonElement>(null);
  const { buttonProps: previousProps } = useNativeButton({ 'aria-label': itemGridMessages.previousSlide, onPress: () => embla?.scrollPrev() }, previousRef);
  const { buttonProps: nextProps } = useNativeButton({ 'aria-label': itemGridMessages.nextSlide, onPress: () => embla?.scrollNext() }, nextRef);
  const { buttonProps: pauseProps } = useNativeButton({ onPress: () => setPauseChoice(!isPaused) }, pauseRef);

  return (
    <section
      {...hoverProps}
      {...focusWithinProps}
      aria-roledescription="carousel"
      aria-label={props.label}
      data-part="slider"
      data-autoplay={autoplayState}
      data-page={selectedPage}
      style={{ '--rk-slides': props.slideCount } as CSSProperties}
    >
      {engine && viewport && isEngineStarted ? <engine.SliderEngine viewport={viewport} onApi={onApi} /> : null}
      <div data-part="slider-controls">
        <button {...previousProps} ref={previousRef} data-part="slider-previous">
          ‹
        </button>
        <button {...pauseProps} ref={pauseRef} data-part="slider-pause">
          {isPaused ? itemGridMessages.play : itemGridMessages.pause}
        </button>
        <button {...nextProps} ref={nextRef} data-part="slider-next">
          ›
        </button>
      </div>
      <div ref={setViewport} data-part="slider-viewport" aria-live={autoplayState === 'playing' ? 'off' : 'polite'}>
        <div data-part="slider-track">
          {props.slides.map((slide, index) => (
            <div key={slide.key} role="group" aria-roledescription="slide" aria-label={slideText(index + 1, props.slides.length)} data-part="slide">
              {slide.content}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
