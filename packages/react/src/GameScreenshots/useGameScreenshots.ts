import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useRef, useState } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { gameScreenshotsMessages } from './messages.ts';

export interface GameScreenshotsProps {
  /** The game's screenshot addresses (SoftwarePage Screenshots), in order. */
  screenshots: readonly string[];
  /** The game's title, for the slider's name and the pictures' alt text. */
  title: string;
  /** The screenshot in view, from 0 (controlled). */
  index?: number;
  /** The screenshot in view first when uncontrolled. @default 0 */
  defaultIndex?: number;
  /** Called with the position of the screenshot that comes into view. */
  onIndexChange?: (index: number) => void;
  /**
   * Moves to the next screenshot every so many ms, the last wrapping to the first (spec 1 §9 "Autoplay: … 3 s
   * (screenshots)"), while the pointer or focus is not in the slider, the shopper has not paused it and does not
   * prefer reduced motion. @default undefined (no autoplay)
   */
  autoplayMs?: number;
}

export interface GameScreenshotSlide {
  index: number;
  src: string;
  alt: string;
  label: string;
  state: 'current' | 'other';
}

/** Behaviour of the screenshots slider (spec 1 §2 Game view): an embla carousel moved by buttons, keys or swipe. */
export function useGameScreenshots(props: GameScreenshotsProps) {
  const [index, setIndex] = useControlledState(props.index, props.defaultIndex ?? 0, props.onIndexChange);
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', startIndex: index });

  useEffect(() => {
    if (!embla) return;
    // One screenshot per view: the snap in view is the screenshot's position (a swipe moves it too).
    const onSelect = () => setIndex(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla, setIndex]);

  // A controlled index set from outside moves the carousel too.
  useEffect(() => {
    if (embla && embla.selectedScrollSnap() !== index) embla.scrollTo(index);
  }, [embla, index]);

  const count = props.screenshots.length;
  const [isHeld, setHeld] = useState(false);
  const [isStopped, setStopped] = useState(false);
  const [prefersReducedMotion] = useState(() => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  const hasAutoplay = props.autoplayMs !== undefined && props.autoplayMs > 0 && count > 1;
  const isPlaying = hasAutoplay && !isHeld && !isStopped && !prefersReducedMotion;
  // The latest move, for the timer: one interval for as long as the slider plays, however often it re-renders.
  const stepRef = useRef<() => void>(() => undefined);
  useEffect(() => {
    stepRef.current = () => {
      const next = (index + 1) % count;
      setIndex(next);
      embla?.scrollTo(next);
    };
  });
  useEffect(() => {
    if (!isPlaying) return;
    const timer = setInterval(() => stepRef.current(), props.autoplayMs);
    return () => clearInterval(timer);
  }, [isPlaying, props.autoplayMs]);

  const go = (next: number) => {
    const clamped = Math.min(Math.max(0, next), count - 1);
    setIndex(clamped);
    embla?.scrollTo(clamped);
  };

  const slides: GameScreenshotSlide[] = props.screenshots.map((src, position) => ({
    index: position,
    src,
    alt: gameScreenshotsMessages.alt(props.title, position + 1),
    label: gameScreenshotsMessages.slide(position + 1, count),
    state: position === index ? 'current' : 'other',
  }));

  return {
    viewportRef,
    slider: {
    slides,
    index,
    count,
    label: gameScreenshotsMessages.label(props.title),
    previous: { onPress: () => go(index - 1), isDisabled: index === 0, 'aria-label': gameScreenshotsMessages.previous },
    next: { onPress: () => go(index + 1), isDisabled: index >= count - 1, 'aria-label': gameScreenshotsMessages.next },
    statusText: count ? gameScreenshotsMessages.slide(index + 1, count) : '',
    // A moving slider is not announced at each move (WAI-ARIA carousel pattern); a paused one is.
    statusLive: isPlaying ? ('off' as const) : ('polite' as const),
    autoplay: hasAutoplay
      ? { onPress: () => setStopped((stopped) => !stopped), isDisabled: false, 'aria-label': isStopped ? gameScreenshotsMessages.play : gameScreenshotsMessages.pause }
      : undefined,
    isAutoplayStopped: isStopped,
    autoplayState: !hasAutoplay ? ('none' as const) : isPlaying ? ('playing' as const) : ('paused' as const),
    // Pointer over or focus in the slider holds the autoplay, so a screenshot does not move while it is looked at.
    holdProps: {
      onPointerEnter: () => setHeld(true),
      onPointerLeave: () => setHeld(false),
      onFocus: () => setHeld(true),
      onBlur: () => setHeld(false),
    },
    },
  };
}

export type GameScreenshotsAria = ReturnType<typeof useGameScreenshots>;

/** A previous or next button's behaviour. */
export interface GameScreenshotsStep {
  onPress: () => void;
  isDisabled: boolean;
  'aria-label': string;
}
