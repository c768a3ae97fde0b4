import type { components } from '@rigkit/api-client';
import { REVIEW_CAROUSEL_AUTOPLAY_MS, REVIEW_CAROUSEL_PAGE_SIZE, reviewPage, truncateReviewText } from '@rigkit/domain/validation';
import type { FocusEvent } from 'react';
import { useEffect, useState } from 'react';
import type { NativeButtonProps } from '../internal/useNativeButton.ts';
import { reviewCarouselMessages } from './messages.ts';

/** A review (spec 1 §3: ReviewUrl, ReviewName, ReviewRating 1 to 5, ReviewText, ReviewDate). */
export type Review = components['schemas']['Review'];

/** Playing (turning every 4 s), held while the pointer or focus is inside, or paused by the shopper. */
export type ReviewCarouselAutoplay = 'playing' | 'held' | 'paused';

export interface ReviewCarouselProps {
  /** The reviews (fetchReviews). */
  reviews: readonly Review[];
  /** Milliseconds between pages. @default 4000 */
  autoplayInterval?: number;
  /** Starts paused (stories, screenshots, reduced motion). @default false */
  defaultPaused?: boolean;
}

export interface ReviewCarouselRow {
  key: string;
  name: string;
  rating: number;
  /** At most 160 characters, then "..." (spec 1 §5). */
  text: string;
  url: string | undefined;
  date: string | undefined;
}

export interface ReviewCarouselAria {
  autoplay: ReviewCarouselAutoplay;
  page: number;
  pageCount: number;
  rows: ReviewCarouselRow[];
  regionProps: {
    onPointerEnter: () => void;
    onPointerLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
  previousButtonProps: NativeButtonProps;
  nextButtonProps: NativeButtonProps;
  pauseButtonProps: NativeButtonProps;
}

/**
 * Behaviour of the review carousel (spec 1 §5, §9): 4 reviews a page, a new page every 4 s that stops while the
 * pointer or keyboard focus is inside and whenever the shopper pauses it (WCAG 2.2.2), texts cut at 160 characters.
 */
export function useReviewCarousel(props: ReviewCarouselProps): ReviewCarouselAria {
  const [page, setPage] = useState(0);
  const [isPaused, setPaused] = useState(props.defaultPaused ?? false);
  const [isHovered, setHovered] = useState(false);
  const [isFocused, setFocused] = useState(false);
  const pageCount = Math.max(1, Math.ceil(props.reviews.length / REVIEW_CAROUSEL_PAGE_SIZE));
  const autoplay: ReviewCarouselAutoplay = isPaused ? 'paused' : isHovered || isFocused ? 'held' : 'playing';
  const interval = props.autoplayInterval ?? REVIEW_CAROUSEL_AUTOPLAY_MS;

  useEffect(() => {
    if (autoplay !== 'playing' || pageCount < 2) return;
    const timer = setInterval(() => setPage((current) => (current + 1) % pageCount), interval);
    return () => clearInterval(timer);
  }, [autoplay, pageCount, interval]);

  const shown = ((page % pageCount) + pageCount) % pageCount;
  return {
    autoplay,
    page: shown,
    pageCount,
    rows: reviewPage(props.reviews, shown).map((review, index) => ({
      key: `${shown}-${index}-${review.ReviewName}`,
      name: review.ReviewName,
      rating: review.ReviewRating,
      text: truncateReviewText(review.ReviewText),
      url: review.ReviewUrl ?? undefined,
      date: review.ReviewDate ?? undefined,
    })),
    regionProps: {
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
    previousButtonProps: { isDisabled: pageCount < 2, 'aria-label': reviewCarouselMessages.previous, onPress: () => setPage(shown - 1 + pageCount) },
    nextButtonProps: { isDisabled: pageCount < 2, 'aria-label': reviewCarouselMessages.next, onPress: () => setPage(shown + 1) },
    pauseButtonProps: { 'aria-label': isPaused ? reviewCarouselMessages.play : reviewCarouselMessages.pause, onPress: () => setPaused((paused) => !paused) },
  };
}
