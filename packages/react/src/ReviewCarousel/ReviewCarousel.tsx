import { PartButton } from '../internal/PartButton.tsx';
import { reviewCarouselMessages } from './messages.ts';
import type { ReviewCarouselProps } from './useReviewCarousel.ts';
import { useReviewCarousel } from './useReviewCarousel.ts';

export interface ReviewCarouselComponentProps extends ReviewCarouselProps {
  /** Class name of the root element. */
  className?: string;
}

/**
 * The review carousel (spec 1 §2): 4 reviews at a time with their stars, the page turning every 4 s unless the
 * shopper points at it, focuses inside or pauses it. Unstyled: `data-autoplay` (playing, held, paused) on the root.
 */
export function ReviewCarousel({ className, ...props }: ReviewCarouselComponentProps) {
  const carousel = useReviewCarousel(props);
  return (
    <section
      {...carousel.regionProps}
      className={className}
      data-rigkit="review-carousel"
      data-autoplay={carousel.autoplay}
      aria-roledescription="carousel"
      aria-label={reviewCarouselMessages.label}
    >
      <div data-part="controls">
        <PartButton button={carousel.previousButtonProps} part="previous">
          <span aria-hidden="true">‹</span>
        </PartButton>
        <PartButton button={carousel.pauseButtonProps} part="pause">
          <span aria-hidden="true">{carousel.autoplay === 'paused' ? '▶' : '❚❚'}</span>
        </PartButton>
        <PartButton button={carousel.nextButtonProps} part="next">
          <span aria-hidden="true">›</span>
        </PartButton>
      </div>
      {/* Announced only when the shopper turns the page: a live region would talk over them every 4 s. */}
      <ul data-part="page" aria-live={carousel.autoplay === 'playing' ? 'off' : 'polite'} aria-label={reviewCarouselMessages.page(carousel.page + 1, carousel.pageCount)}>
        {carousel.rows.map((row) => (
          <li key={row.key} data-part="review">
            <p data-part="stars" role="img" aria-label={reviewCarouselMessages.rating(row.rating)}>
              {'★'.repeat(row.rating)}
              {'☆'.repeat(5 - row.rating)}
            </p>
            <blockquote data-part="text">
              <p>{row.text}</p>
            </blockquote>
            <p data-part="name">
              {row.url ? (
                <a href={row.url} aria-label={reviewCarouselMessages.readMore(row.name)} data-part="link">
                  {row.name}
                </a>
              ) : (
                row.name
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
