import type { components } from '@rigkit/api-client';
import type { BannerRegion } from '@rigkit/domain/region';
import { bannerRegion } from '@rigkit/domain/region';
import useEmblaCarousel from 'embla-carousel-react';
import type { HTMLAttributes, RefObject } from 'react';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type { AriaButtonProps } from 'react-aria/useButton';
import { mergeProps } from 'react-aria/mergeProps';
import { useFocusWithin } from 'react-aria/useFocusWithin';
import { useHover } from 'react-aria/useHover';
import { useControlledState } from 'react-stately/useControlledState';
import { useIdleTurn } from '../internal/useIdleTurn.ts';
import { useNearViewport } from '../internal/useNearViewport.ts';
import type { SanitisedBanner } from './bannerSlides.ts';
import { bannerSlidesFor } from './bannerSlides.ts';
import { bannerCarouselMessages, bannerDotText, bannerSlideText } from './messages.ts';
import { bannerAutoplayMs, bannerRefreshIntervalMs, fadeBannerAutoplayMs } from './timing.ts';
import { useInterval, useRestartingTimeout } from './useTimers.ts';
import type { RigkitLinkAttributes } from '../RigkitProvider/RigkitProvider.tsx';

/** How one banner gives way to the next: a horizontal slide (embla) or a cross-fade. */
export type BannerTransition = 'slide' | 'fade';

/** Whether the banners move on their own: playing, paused (by the shopper or by focus entering), or held while hovered. */
export type BannerAutoplayState = 'playing' | 'paused' | 'held';

/** What BannerActiveTrack records (spec 2 §7); the storefront adds CustomerSessionGuid and SourceUrl. */
export interface BannerTrackEvent {
  ActivityType: components['schemas']['ActivityType'];
  PromotionBannerId: number;
}

export interface BannerCarouselProps {
  /** The banners from fetchBanners, their HTML passed through `sanitiseBanners`. */
  banners: readonly SanitisedBanner[];
  /** The shopper's `Date#getTimezoneOffset()`: -480 (Perth) shows "AU West" banners, anything else "AU East" (spec 1 §9). */
  timezoneOffset: number;
  /** How banners change: slide, or fade with a 10 s autoplay (spec 1 §9). @default 'slide' */
  transition?: BannerTransition;
  /** Milliseconds each banner shows before the next. @default 3000 for slide, 10000 for fade (spec 1 §9) */
  autoplayInterval?: number;
  /** Whether autoplay is stopped (controlled). */
  isPaused?: boolean;
  /** Whether autoplay starts stopped when uncontrolled. @default false */
  defaultPaused?: boolean;
  /** Called when the shopper pauses or plays, or focus entering the carousel pauses it (WCAG 2.2.2). */
  onPausedChange?: (isPaused: boolean) => void;
  /** The position of the banner shown among the region's banners (controlled). */
  index?: number;
  /** The position of the banner shown first when uncontrolled. @default 0 */
  defaultIndex?: number;
  /** Called with the new position whenever another banner is shown. */
  onIndexChange?: (index: number) => void;
  /** Called every `refreshInterval` ms so the page can fetch the banners again. */
  onRefresh?: () => void;
  /** Milliseconds between `onRefresh` calls; 0 turns refreshing off. @default 1800000 (30 minutes, spec 1 §9) */
  refreshInterval?: number;
  /** Called with an Impression the first time each banner is shown in view, and with a Click when one is followed (spec 2 §7). */
  onTrack?: (event: BannerTrackEvent) => void;
  /** Accessible name of the carousel. @default 'Promotions' */
  label?: string;
}

export interface BannerCarouselAria {
  /** The region's banners in SortOrder. */
  slides: SanitisedBanner[];
  region: BannerRegion;
  /** The position of the banner shown. */
  index: number;
  count: number;
  transition: BannerTransition;
  autoplayState: BannerAutoplayState;
  isPaused: boolean;
  showNext: () => void;
  showPrevious: () => void;
  showSlide: (index: number) => void;
  rootProps: HTMLAttributes<HTMLElement>;
  /** Callback ref for the viewport element: embla runs on it for the slide transition. */
  attachViewport: (element: HTMLElement | null) => void;
  viewportProps: HTMLAttributes<HTMLElement>;
  trackProps: HTMLAttributes<HTMLElement>;
  getSlideProps: (index: number) => HTMLAttributes<HTMLElement> & { inert: boolean };
  getLinkProps: (banner: SanitisedBanner) => RigkitLinkAttributes | undefined;
  previousButtonProps: AriaButtonProps<'button'>;
  nextButtonProps: AriaButtonProps<'button'>;
  playPauseButtonProps: AriaButtonProps<'button'>;
  /** The visible (and accessible) name of the play/pause button. */
  playPauseLabel: string;
  dotsProps: HTMLAttributes<HTMLElement>;
  getDotProps: (index: number) => AriaButtonProps<'button'> & { isCurrent: boolean };
}

const wrap = (index: number, count: number) => ((index % count) + count) % count;

// An IntersectionObserver is what tells "shown in view" apart from "rendered"; without one (old browsers, jsdom)
// a rendered banner counts as seen.
const canObserveIntersections = () => typeof IntersectionObserver !== 'undefined';
const canRunEmbla = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * The banner slider (spec 1 §2, §3 "Banner", §9): the shopper's region's banners by SortOrder, autoplay every 3 s
 * (10 s when fading) that waits while out of view, that hovering holds and focus or the Pause button stops (WCAG
 * 2.2.2), previous/next and dot controls, a refresh every 30 minutes, and impression and click tracking (spec 2 §7
 * BannerActiveTrack).
 */
export function useBannerCarousel(props: BannerCarouselProps, ref: RefObject<HTMLElement | null>): BannerCarouselAria {
  const region = bannerRegion(props.timezoneOffset);
  const slides = bannerSlidesFor(props.banners, region);
  const count = slides.length;
  const transition = props.transition ?? 'slide';
  const interval = props.autoplayInterval ?? (transition === 'fade' ? fadeBannerAutoplayMs : bannerAutoplayMs);

  const [rawIndex, setIndex] = useControlledState(props.index, props.defaultIndex ?? 0, props.onIndexChange);
  const index = count === 0 ? 0 : Math.min(Math.max(rawIndex, 0), count - 1);
  const showSlide = (target: number) => {
    if (count > 0 && wrap(target, count) !== index) setIndex(wrap(target, count));
  };
  const showNext = () => showSlide(index + 1);
  const showPrevious = () => showSlide(index - 1);

  const [isPaused, setPaused] = useControlledState(props.isPaused, props.defaultPaused ?? false, props.onPausedChange);
  const { hoverProps, isHovered } = useHover({});
  // APG carousel: keyboard focus entering stops the rotation until the shopper restarts it with the Play button.
  // Pointers are covered by hovering; pausing on a mouse focus would undo the very press on Pause or Play.
  const isPointerFocus = useRef(false);
  const [isFocusWithin, setFocusWithin] = useState(false);
  const { focusWithinProps } = useFocusWithin({
    onFocusWithinChange: setFocusWithin,
    onFocusWithin: () => {
      if (!isPointerFocus.current && !isPaused) setPaused(true);
      isPointerFocus.current = false;
    },
  });

  // Whether half the carousel is in view: impressions count only then, and autoplay waits for it (a carousel at the
  // foot of a long page, like the custom build page's, otherwise animated every 3 s out of sight, taking the main
  // thread for a frame-long stretch in the middle of the shopper's clicks higher up).
  const [isIntersecting, setIntersecting] = useState(false);
  const hasSlides = count > 0;
  useEffect(() => {
    const element = ref.current;
    if (!element || !canObserveIntersections()) return;
    const observer = new IntersectionObserver(([entry]) => setIntersecting(Boolean(entry?.isIntersecting)), { threshold: 0.5 });
    observer.observe(element);
    return () => observer.disconnect();
    // The element exists only while there are banners to show.
  }, [ref, hasSlides]);
  const isInView = isIntersecting || !canObserveIntersections();

  const autoplayState: BannerAutoplayState = isPaused ? 'paused' : isHovered ? 'held' : 'playing';

  // The timer only: the rendered state stays 'playing', as the server rendered it (which cannot know the viewport).
  useRestartingTimeout(showNext, autoplayState === 'playing' && isInView && count > 1 ? interval : null, `${index}/${count}`);

  const refreshInterval = props.refreshInterval ?? bannerRefreshIntervalMs;
  useInterval(() => props.onRefresh?.(), props.onRefresh && refreshInterval > 0 ? refreshInterval : null);

  // Slide transition: embla moves the track and reports swipes back; it is switched off for fades and single banners.
  // Embla starts on the banner shown first; later moves go through scrollTo (new options would re-initialise it
  // and skip the slide animation).
  const [startIndex] = useState(index);
  const [setEmblaViewport, embla] = useEmblaCarousel({ loop: true, startIndex, active: transition === 'slide' && count > 1 });
  // Embla measures every slide when it starts (a 10-20 ms task with layout on a phone): it gets the viewport once the
  // carousel comes near the viewport, in an idle period of its own, or at once when the shopper points at or focuses
  // into it. A carousel at the foot of a page (home, custom build) then costs nothing while the page loads, and the
  // banner shown first is the same before and after embla starts.
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const isEngineStarted = useIdleTurn(useNearViewport(viewport), isHovered || isFocusWithin);
  useEffect(() => {
    // Embla needs matchMedia; where it is missing (jsdom) the banners still change, only without the slide or swipe.
    if (canRunEmbla()) setEmblaViewport(isEngineStarted ? viewport : null);
  }, [setEmblaViewport, isEngineStarted, viewport]);
  const attachViewport = setViewport;
  const onEmblaSelect = useEffectEvent(() => {
    if (embla) showSlide(embla.selectedScrollSnap());
  });
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => onEmblaSelect();
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);
  useEffect(() => {
    if (embla && embla.selectedScrollSnap() !== index) embla.scrollTo(index);
  }, [embla, index, count]);

  // Impressions: once per banner, the first time it is the banner shown while the carousel is in view.
  const trackedImpressions = useRef(new Set<number>());
  const trackImpression = useEffectEvent((bannerId: number) => {
    if (trackedImpressions.current.has(bannerId)) return;
    trackedImpressions.current.add(bannerId);
    props.onTrack?.({ ActivityType: 'Impression', PromotionBannerId: bannerId });
  });
  const shownBannerId = slides[index]?.PromotionBannerId;
  useEffect(() => {
    if (isInView && shownBannerId !== undefined) trackImpression(shownBannerId);
  }, [isInView, shownBannerId]);

  const viewportId = useId();
  const label = props.label ?? bannerCarouselMessages.label;
  const playPauseLabel = isPaused ? bannerCarouselMessages.play : bannerCarouselMessages.pause;

  return {
    slides,
    region,
    index,
    count,
    transition,
    autoplayState,
    isPaused,
    showNext,
    showPrevious,
    showSlide,
    rootProps: {
      ...mergeProps(hoverProps, focusWithinProps),
      'aria-roledescription': 'carousel',
      'aria-label': label,
      'data-rigkit': 'banner-carousel',
      'data-transition': transition,
      'data-autoplay': autoplayState,
      'data-region': region,
      // A press focuses on pointer down, before pointer up: the flag covers exactly that window.
      onPointerDownCapture: () => {
        isPointerFocus.current = true;
      },
      onPointerUpCapture: () => {
        isPointerFocus.current = false;
      },
    } as HTMLAttributes<HTMLElement>,
    attachViewport,
    viewportProps: {
      id: viewportId,
      // Announce banner changes the shopper makes, not the ones autoplay makes (APG carousel).
      'aria-live': autoplayState === 'playing' ? 'off' : 'polite',
      'data-part': 'viewport',
    } as HTMLAttributes<HTMLElement>,
    trackProps: { 'data-part': 'track' } as HTMLAttributes<HTMLElement>,
    getSlideProps: (slideIndex) => ({
      role: 'group',
      'aria-roledescription': 'slide',
      'aria-label': bannerSlideText(slideIndex + 1, count),
      'data-part': 'slide',
      'data-state': slideIndex === index ? 'active' : 'inactive',
      // Banners out of view keep their links out of the tab order and the accessibility tree.
      inert: slideIndex !== index,
    }) as HTMLAttributes<HTMLElement> & { inert: boolean },
    getLinkProps: (banner) =>
      banner.DestinationUrl
        ? {
            href: banner.DestinationUrl,
            // Tracking runs first; the browser (or the router's Link) then follows the link as usual.
            onClick: () => props.onTrack?.({ ActivityType: 'Click', PromotionBannerId: banner.PromotionBannerId }),
            'data-part': 'link',
          }
        : undefined,
    previousButtonProps: { 'aria-label': bannerCarouselMessages.previous, 'aria-controls': viewportId, onPress: showPrevious },
    nextButtonProps: { 'aria-label': bannerCarouselMessages.next, 'aria-controls': viewportId, onPress: showNext },
    playPauseButtonProps: { 'aria-controls': viewportId, onPress: () => setPaused(!isPaused) },
    playPauseLabel,
    dotsProps: { role: 'group', 'aria-label': bannerCarouselMessages.dots, 'data-part': 'dots' } as HTMLAttributes<HTMLElement>,
    getDotProps: (dotIndex) => ({
      'aria-label': bannerDotText(dotIndex + 1, count),
      'aria-controls': viewportId,
      onPress: () => showSlide(dotIndex),
      isCurrent: dotIndex === index,
    }),
  };
}
