import useEmblaCarousel from 'embla-carousel-react';
import { useEffect } from 'react';
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
